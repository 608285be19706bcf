import type { Ban } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { banHolds } from '../identity/index.ts';
import type { SessionCache } from '../identity/index.ts';
import { insertStaffLogEntry } from '../staffLog/index.ts';
import { banRefusal } from './moderation.policy.ts';
import { memberForBan, setBan } from './moderation.queries.ts';

declare module '../../platform/domainEvents.ts' {
  interface DomainEvents {
    /** A member was banned from the whole community, for a reason the member is told. */
    'member.banned': { memberId: bigint; reason: string; at: Date };
    /** A community-wide ban that held was lifted before its end. */
    'member.banLifted': { memberId: bigint; at: Date };
    /** A member was banned from a board (`boardName` in the member's language). */
    'member.bannedFromBoard': { memberId: bigint; boardName: string; reason: string; at: Date };
    /** A board ban that held was lifted before its end. */
    'member.boardBanLifted': { memberId: bigint; boardName: string; at: Date };
  }
}

export type BanDeps = Pick<Deps, 'db' | 'bus' | 'log' | 'clock' | 'events'> & {
  sessions: Pick<SessionCache, 'userChanged'>;
};

async function memberToModerate(deps: BanDeps, viewer: Viewer, memberId: bigint, until: Date | null) {
  const member = await memberForBan(deps.db, memberId);
  const refusal = banRefusal(viewer, member, until, deps.clock.now());
  if (refusal) throw new AppError(refusal);
  return member!;
}

const banState = (member: { isBlocked: boolean; bannedUntil: Date | null; banReason: string }, now: Date) =>
  banHolds(member, now)
    ? {
        banned: true,
        until: member.bannedUntil ? unixSeconds(member.bannedUntil) : null,
        reason: member.banReason,
      }
    : { banned: false };

/**
 * Bans a member until `until` (or for good) with the reason they are told. Banning a banned member
 * replaces the ban. The ban holds on every node from the member's next request (their sessions are
 * dropped from every node's cache); they still read, every write answers USER_BANNED (spec §4).
 */
export async function banMember(
  deps: BanDeps,
  viewer: Viewer,
  memberId: bigint,
  ban: { reason: string; until: Date | null },
): Promise<Ban> {
  const member = await memberToModerate(deps, viewer, memberId, ban.until);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setBan(tx, member.id, ban);
    await insertStaffLogEntry(tx, {
      actorId: viewer.id,
      action: 'member.banned',
      targetKind: 'member',
      targetId: member.id,
      targetLabel: member.username,
      before: banState(member, now),
      after: { banned: true, until: ban.until ? unixSeconds(ban.until) : null, reason: ban.reason },
      reason: ban.reason,
      createdAt: now,
    });
  });
  await deps.sessions.userChanged(member.id);
  await deps.events.tell('member.banned', { memberId: member.id, reason: ban.reason, at: now });
  return {
    userId: member.id.toString(),
    reason: ban.reason,
    until: ban.until ? unixSeconds(ban.until) : null,
  };
}

/** Lifts a member's ban before its end; a member not banned (or whose ban has ended) stays as they are. */
export async function liftBan(deps: BanDeps, viewer: Viewer, memberId: bigint) {
  const member = await memberToModerate(deps, viewer, memberId, null);
  const now = deps.clock.now();
  if (!member.isBlocked) return { userId: member.id.toString(), banned: false };
  const wasHolding = banHolds(member, now);
  await deps.db.transaction(async (tx) => {
    await setBan(tx, member.id, null);
    // A ban that had already ended is cleared without a line: nothing changed for anyone.
    if (wasHolding)
      await insertStaffLogEntry(tx, {
        actorId: viewer.id,
        action: 'member.banLifted',
        targetKind: 'member',
        targetId: member.id,
        targetLabel: member.username,
        before: banState(member, now),
        after: { banned: false },
        reason: '',
        createdAt: now,
      });
  });
  await deps.sessions.userChanged(member.id);
  if (wasHolding) await deps.events.tell('member.banLifted', { memberId: member.id, at: now });
  return { userId: member.id.toString(), banned: false };
}
