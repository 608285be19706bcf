import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, gt, lt, not, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { numberArray, queryRows } from '../../platform/db/database.ts';
import { users } from '../identity/index.ts';
import { coinEntries, growthEntries, missions } from './gamification.tables.ts';

/** A grant still waiting for its expiry line, in the order the expiry job walks them. */
export type DueGrant = { id: bigint; userId: bigint; expiresAt: string };

/**
 * Grants whose expiry time has come and that have no expiry line yet, oldest expiry first, after the
 * keyset position `after` (the last grant of the previous batch) and expiring later than `from` (all
 * earlier grants are known to be expired). `expiresAt` stays as the database printed it, so the next
 * batch starts exactly where this one ended.
 */
export async function dueGrants(
  db: Db,
  now: Date,
  range: { from: Date | null; after: DueGrant | null },
  limit: number,
): Promise<DueGrant[]> {
  const { from, after } = range;
  const rows = await queryRows<{ id: string; user_id: string; expires_at: string }>(
    db,
    sql`SELECT grant_entry.id::text, grant_entry.user_id::text, grant_entry.expires_at::text
        FROM coin_entries AS grant_entry
        WHERE grant_entry.amount > 0 AND grant_entry.expires_at <= ${now.toISOString()}::timestamptz
          ${from ? sql`AND grant_entry.expires_at > ${from.toISOString()}::timestamptz` : sql``}
          ${
            after
              ? sql`AND grant_entry.expires_at >= ${after.expiresAt}::timestamptz
                    AND (grant_entry.expires_at, grant_entry.id) > (${after.expiresAt}::timestamptz, ${after.id}::bigint)`
              : sql``
          }
          AND NOT EXISTS (SELECT 1 FROM coin_entries AS expiry WHERE expiry.expired_entry_id = grant_entry.id)
        ORDER BY grant_entry.expires_at, grant_entry.id
        LIMIT ${limit}`,
  );
  return rows.map((row) => ({ id: BigInt(row.id), userId: BigInt(row.user_id), expiresAt: row.expires_at }));
}

/**
 * Locks the members' rows in id order (so concurrent expiries and rewards never deadlock): while the
 * caller's transaction holds them, nobody else changes these balances or expires their grants.
 */
export async function lockMembers(tx: Db, userIds: bigint[]) {
  await queryRows(
    tx,
    sql`SELECT id FROM users WHERE id = ANY(${numberArray(userIds)}::bigint[]) ORDER BY id FOR UPDATE`,
  );
}

/**
 * Adds one expiry line for each due grant that `scope` selects and lowers each member's balance by
 * exactly what the lines took. Run it in a transaction after `lockMembers` of the same members:
 * the locks make this statement see every line an earlier run committed.
 *
 * A grant takes back at most what the member still holds: with the grants of one member in expiry
 * order, each takes `LEAST(amount, balance - earlier grants' amounts)`, never below zero (a line of
 * 0 still records that the expiry ran). The UNIQUE `expired_entry_id` with ON CONFLICT DO NOTHING
 * keeps each grant to one line even against a run that took no lock. Answers how many lines were
 * added and how many Coins they took.
 */
export async function expireGrants(tx: Db, now: Date, scope: SQL) {
  const at = now.toISOString();
  const [totals] = await queryRows<{ lines: number; taken: number }>(
    tx,
    sql`WITH due AS (
          SELECT grant_entry.id, grant_entry.user_id, grant_entry.amount, grant_entry.expires_at,
                 COALESCE(sum(grant_entry.amount) OVER (PARTITION BY grant_entry.user_id
                   ORDER BY grant_entry.expires_at, grant_entry.id
                   ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS earlier
          FROM coin_entries AS grant_entry
          WHERE grant_entry.amount > 0 AND grant_entry.expires_at <= ${at}::timestamptz AND ${scope}
            AND NOT EXISTS (SELECT 1 FROM coin_entries AS expiry WHERE expiry.expired_entry_id = grant_entry.id)
        ),
        expired AS (
          INSERT INTO coin_entries (user_id, amount, reason, earned_at, expired_entry_id, created_at)
          SELECT due.user_id, -LEAST(due.amount, GREATEST(member.coin_balance - due.earlier, 0)), 'expiry',
                 due.expires_at, due.id, ${at}::timestamptz
          FROM due JOIN users AS member ON member.id = due.user_id
          ON CONFLICT (expired_entry_id) DO NOTHING
          RETURNING user_id, amount
        ),
        taken AS (SELECT user_id, sum(amount) AS total, count(*) AS lines FROM expired GROUP BY user_id),
        lowered AS (
          UPDATE users SET coin_balance = users.coin_balance + taken.total
          FROM taken WHERE users.id = taken.user_id
          RETURNING taken.lines, taken.total
        )
        SELECT COALESCE(sum(lines), 0)::int AS lines, COALESCE(-sum(total), 0)::int AS taken FROM lowered`,
  );
  return { lines: totals?.lines ?? 0, taken: totals?.taken ?? 0 };
}

/** `expireGrants` scope: these grants. */
export const grantsWithIds = (ids: bigint[]) => sql`grant_entry.id = ANY(${numberArray(ids)}::bigint[])`;
/** `expireGrants` scope: every grant of one member. */
export const grantsOfMember = (userId: bigint) => sql`grant_entry.user_id = ${userId}`;

/** The grant on this row has had its expiry line written (the expiry job or a member's own read). */
const grantExpired = sql<boolean>`EXISTS (SELECT 1 FROM coin_entries AS expiry WHERE expiry.expired_entry_id = ${coinEntries.id})`;

/**
 * The member's held grant that expires next and how much of it they still hold (their balance may be
 * lower than the grant); undefined when nothing is held.
 */
export async function nextExpiringGrant(db: Db, userId: bigint, now: Date) {
  const [row] = await db
    .select({
      amount: sql<number>`LEAST(${coinEntries.amount}, ${users.coinBalance})`,
      expiresAt: coinEntries.expiresAt,
    })
    .from(coinEntries)
    .innerJoin(users, eq(users.id, coinEntries.userId))
    .where(
      and(
        eq(coinEntries.userId, userId),
        gt(coinEntries.amount, 0),
        gt(coinEntries.expiresAt, now),
        not(grantExpired),
      ),
    )
    .orderBy(asc(coinEntries.expiresAt), asc(coinEntries.id))
    .limit(1);
  return row && row.amount > 0 && row.expiresAt
    ? { amount: row.amount, expiresAt: row.expiresAt }
    : undefined;
}

/** A page of the member's Coins ledger, newest line first, before the line `beforeId`. */
export async function coinLedgerPage(db: Db, userId: bigint, beforeId: bigint | undefined, limit: number) {
  return db
    .select({
      id: coinEntries.id,
      amount: coinEntries.amount,
      reason: coinEntries.reason,
      note: coinEntries.note,
      earnedAt: coinEntries.earnedAt,
      expiresAt: coinEntries.expiresAt,
      missionTitle: missions.title,
      expired: grantExpired,
    })
    .from(coinEntries)
    .leftJoin(missions, eq(missions.id, coinEntries.missionId))
    .where(
      and(eq(coinEntries.userId, userId), beforeId === undefined ? undefined : lt(coinEntries.id, beforeId)),
    )
    .orderBy(desc(coinEntries.id))
    .limit(limit);
}

/** A page of the member's growth value history, newest first, before the entry `beforeId`. */
export async function growthHistoryPage(db: Db, userId: bigint, beforeId: bigint | undefined, limit: number) {
  return db
    .select({
      id: growthEntries.id,
      amount: growthEntries.amount,
      reason: growthEntries.reason,
      note: growthEntries.note,
      createdAt: growthEntries.createdAt,
      missionTitle: missions.title,
    })
    .from(growthEntries)
    .leftJoin(missions, eq(missions.id, growthEntries.missionId))
    .where(
      and(
        eq(growthEntries.userId, userId),
        beforeId === undefined ? undefined : lt(growthEntries.id, beforeId),
      ),
    )
    .orderBy(desc(growthEntries.id))
    .limit(limit);
}
