import type { ErrorCode } from '@fanzone/contract';
import { isStaffRole } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardPlacement } from '../../platform/http/callerAccess.ts';
import { isActiveStaff, moderatesBoard, moderatesEveryBoard } from '../../platform/http/callerAccess.ts';

/**
 * Who may moderate what (spec §4 Moderation, §6 Moderator). Services gather the facts; this decides.
 * A banned moderator moderates nothing.
 */

/** What refuses a member's writing in a board they are banned from: the code, and until when. */
export type WritingBan = {
  code: 'BANNED_FROM_BOARD' | 'BANNED_FROM_BOARD_FOR_GOOD';
  values: Record<string, string>;
};

/** The viewer's ban from the board a post is (or is to be) in, or from its main board, if one holds. */
export function heldBoardBan(
  viewer: Pick<Viewer, 'boardBans'> | null,
  placement: BoardPlacement,
): Viewer['boardBans'][number] | null {
  return (
    viewer?.boardBans.find(
      (held) => held.boardId === placement.boardId || held.boardId === placement.mainBoardId,
    ) ?? null
  );
}

/**
 * Why the viewer may not write in the board a post is (or is to be) in, or null: a ban from that
 * board or from its main board. The one place the answer (code and values) is built, for posts,
 * comments, reactions, votes, edits and event entries alike.
 */
export function writingBanIn(
  viewer: Pick<Viewer, 'boardBans'> | null,
  placement: BoardPlacement,
): WritingBan | null {
  const ban = heldBoardBan(viewer, placement);
  if (!ban) return null;
  return ban.until
    ? {
        code: 'BANNED_FROM_BOARD',
        // The server's own message (API clients) says the end in UTC; the web shows a post's
        // `boardBan.until` in the reader's own format and time zone.
        values: { until: `${ban.until.toISOString().slice(0, 16).replace('T', ' ')} UTC` },
      }
    : { code: 'BANNED_FROM_BOARD_FOR_GOOD', values: {} };
}

/**
 * Why the viewer may not ban the member from the whole community (or lift such a ban), or null if
 * they may: moderators of every board and admins only. A moderator given some boards bans from
 * those (`boardBanRefusal`); a community-wide ban is not theirs to give (Discourse keeps suspending
 * for global staff, category moderators act in their categories).
 */
export function banRefusal(
  viewer: Pick<Viewer, 'id' | 'role' | 'isBlocked' | 'moderatedBoardIds'>,
  member: { id: bigint; role: Viewer['role'] } | undefined,
  until: Date | null,
  now: Date,
): ErrorCode | null {
  if (viewer.isBlocked) return 'USER_BANNED';
  if (!moderatesEveryBoard(viewer)) return 'FORBIDDEN';
  return targetRefusal(member, until, now);
}

/** Giving a ban from a board (until a date or for good), or lifting it. */
export type BoardBanChange = { ban: { until: Date | null } } | 'lift';

/**
 * Why the viewer may not ban the member from this board (or lift that ban), or null if they may: its
 * moderators (given it or its main board, or every board) and admins. Undefined board: none such.
 * Lifting asks nothing of the member but that they exist: a ban given before they became staff
 * must still be liftable (a role change ends them, but a lift must never be the thing refused).
 */
export function boardBanRefusal(
  viewer: Pick<Viewer, 'id' | 'role' | 'isBlocked' | 'moderatedBoardIds'>,
  member: { id: bigint; role: Viewer['role'] } | undefined,
  board: BoardPlacement | undefined,
  change: BoardBanChange,
  now: Date,
): ErrorCode | null {
  if (viewer.isBlocked) return 'USER_BANNED';
  if (!isStaffRole(viewer.role)) return 'FORBIDDEN';
  if (!board) return 'BOARD_NOT_FOUND';
  if (!moderatesBoard(viewer, board)) return 'FORBIDDEN';
  if (change === 'lift') return member ? null : 'USER_NOT_FOUND';
  return targetRefusal(member, change.ban.until, now);
}

/**
 * The board a ban for words in `placement` holds in, when the viewer bans from boards only: their
 * main board when they were given it (the ban then covers its sub boards), else the board itself.
 * Undefined for moderators of every board and admins, whose ban is community-wide.
 */
export function boardToBanFrom(
  viewer: Pick<Viewer, 'role' | 'isBlocked' | 'moderatedBoardIds'>,
  placement: BoardPlacement,
): bigint | undefined {
  const given = viewer.moderatedBoardIds;
  if (given === 'all') return undefined;
  return given.includes(placement.mainBoardId) ? placement.mainBoardId : placement.boardId;
}

/** What refuses a ban whoever gives it: no such member, a member of staff, an end already passed. */
function targetRefusal(
  member: { id: bigint; role: Viewer['role'] } | undefined,
  until: Date | null,
  now: Date,
): ErrorCode | null {
  if (!member) return 'USER_NOT_FOUND';
  // Staff are removed from staff by an admin, not banned: a moderator cannot silence another.
  if (isStaffRole(member.role)) return 'CANNOT_BAN_STAFF';
  if (until && until <= now) return 'BAN_END_PASSED';
  return null;
}

/**
 * Why the viewer may not change the member's role, or null. Only operators call it (its call's
 * `access`); they change others' roles only.
 */
export function roleChangeRefusal(
  viewer: Pick<Viewer, 'id'>,
  member: { id: bigint } | undefined,
): ErrorCode | null {
  if (!member) return 'USER_NOT_FOUND';
  // An admin who demoted themselves by mistake could lock the community out of its own console.
  if (member.id === viewer.id) return 'CANNOT_CHANGE_OWN_ROLE';
  return null;
}

/**
 * Why a member's level or editor groups may not be set, or null. Only operators call it (its calls'
 * `access`), for their own too, unlike a role: an admin already moderates and reads every board, so a
 * level or an editor group gives them nothing more, and neither can lock the community out of its
 * console.
 */
export function memberStandingRefusal(member: { id: bigint } | undefined): ErrorCode | null {
  return member ? null : 'USER_NOT_FOUND';
}

/** Staff read the staff log; nobody changes it (there is no call, and the table refuses). */
export function staffLogRefusal(viewer: Pick<Viewer, 'role' | 'isBlocked'>): ErrorCode | null {
  return isActiveStaff(viewer) ? null : 'FORBIDDEN';
}

/** How long a member counts as new: spammers strike in their first day. */
export const newMemberHours = 24;

/**
 * What a member may write per window: a third of the community's allowance (one at least) in the
 * first day after joining, the whole allowance after (what Discourse calls trust level 0 limits).
 */
export function writingAllowance(
  viewer: Pick<Viewer, 'joinedAt'> | null,
  allowance: number,
  now: Date,
): number {
  const isNew = viewer !== null && now.getTime() - viewer.joinedAt < newMemberHours * 3600 * 1000;
  return isNew ? Math.max(1, Math.floor(allowance / 3)) : allowance;
}
