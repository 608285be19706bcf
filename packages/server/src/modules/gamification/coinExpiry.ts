import type { Db } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import type { DueGrant } from './coins.queries.ts';
import { dueGrants, expireGrants, grantsOfMember, grantsWithIds, lockMembers } from './coins.queries.ts';

/** Grants expired per transaction: short locks on a backlog, few round trips on a normal day. */
const defaultBatchSize = 500;
/**
 * How far before the last complete run a run looks again. A grant is always written before it
 * expires (operators cannot grant already-expired Coins), so only one committed while the last run
 * was scanning can fall behind it; a day covers that with a wide margin.
 */
const rescanMarginMs = 24 * 60 * 60 * 1000;

/**
 * Expires the member's due grants inside the caller's transaction, so a balance read or paid right
 * after is exact at the expiry instant even between job runs.
 */
export async function expireCoinsOfMember(tx: Db, userId: bigint, now: Date) {
  await lockMembers(tx, [userId]);
  return expireGrants(tx, now, grantsOfMember(userId));
}

/** `expireCoinsOfMember` in its own transaction, for reads (the rewards summary, the Coins ledger). */
export function expireDueCoinsOf(deps: Pick<Deps, 'db'>, userId: bigint, now: Date) {
  return deps.db.transaction((tx) => expireCoinsOfMember(tx, userId, now));
}

/**
 * The expiry job's run: every grant whose two years are over gets its expiry line, in batches of one
 * transaction each. Several nodes may run it at once (the advisory lock of `scheduleJob` normally
 * prevents that; a member's read may race it anyway): each batch locks its members first and the
 * expiry line is unique per grant, so each grant is expired once and each balance lowered once.
 *
 * Expired grants stay in the ledger for ever, so a run starts where the last complete run of this
 * node ended (less a margin) instead of walking every grant that ever expired; a fresh node, or a
 * clock that went back, walks from the start once.
 */
export function createCoinExpiry(deps: Pick<Deps, 'db' | 'clock'>, batchSize = defaultBatchSize) {
  let completeUpTo: Date | null = null;

  return async function expireDueCoins(): Promise<{ lines: number; taken: number }> {
    const now = deps.clock.now();
    const from =
      completeUpTo && completeUpTo.getTime() <= now.getTime()
        ? new Date(completeUpTo.getTime() - rescanMarginMs)
        : null;
    const totals = { lines: 0, taken: 0 };
    let after: DueGrant | null = null;
    for (;;) {
      const batch = await dueGrants(deps.db, now, { from, after }, batchSize);
      if (!batch.length) break;
      const expired = await deps.db.transaction(async (tx) => {
        await lockMembers(tx, [...new Set(batch.map((grant) => grant.userId))]);
        return expireGrants(tx, now, grantsWithIds(batch.map((grant) => grant.id)));
      });
      totals.lines += expired.lines;
      totals.taken += expired.taken;
      if (batch.length < batchSize) break;
      after = batch.at(-1)!;
    }
    completeUpTo = now;
    return totals;
  };
}
