import type { ErrorCode } from '@fanzone/contract';
import { isStaffRole } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import { isOperator } from '../site/operators.policy.ts';

/**
 * Who may moderate what (spec §4 Moderation, §6 Moderator). Services gather the facts; this decides.
 * A banned moderator moderates nothing.
 */

/** Staff who may act at all: moderators and admins, not banned. */
export const isActiveStaff = (viewer: Pick<Viewer, 'role' | 'isBlocked'>) =>
  isStaffRole(viewer.role) && !viewer.isBlocked;

/** Where a post (or a comment's post) is: its board and that board's main board. */
export type BoardPlacement = { boardId: bigint; mainBoardId: bigint };

/**
 * Whether the viewer moderates the board a post is in: admins and moderators of every board do;
 * a moderator given boards moderates those, their sub boards and their sections. Read as a member
 * elsewhere. A banned moderator moderates nothing.
 */
export function moderatesBoard(
  viewer: Pick<Viewer, 'role' | 'isBlocked' | 'moderatedBoardIds'> | null,
  placement: BoardPlacement,
): boolean {
  if (!viewer || !isActiveStaff(viewer)) return false;
  const boards = viewer.moderatedBoardIds;
  return boards === 'all' || boards.includes(placement.boardId) || boards.includes(placement.mainBoardId);
}

/** The boards a queue (reports, approvals) shows a moderator: every board, or theirs with their sub boards. */
export type QueueScope = 'all' | readonly bigint[];

/** The queue lines a viewer may see; null when they may not see a queue at all. */
export function queueScopeOf(viewer: Viewer): QueueScope | null {
  if (!isActiveStaff(viewer)) return null;
  return viewer.moderatedBoardIds;
}

/** Why the viewer may not ban (or lift the ban of) the member, or null if they may. */
export function banRefusal(
  viewer: Pick<Viewer, 'id' | 'role' | 'isBlocked'>,
  member: { id: bigint; role: Viewer['role'] } | undefined,
  until: Date | null,
  now: Date,
): ErrorCode | null {
  if (viewer.isBlocked) return 'USER_BANNED';
  if (!isStaffRole(viewer.role)) return 'FORBIDDEN';
  if (!member) return 'USER_NOT_FOUND';
  // Staff are removed from staff by an admin, not banned: a moderator cannot silence another.
  if (isStaffRole(member.role)) return 'CANNOT_BAN_STAFF';
  if (until && until <= now) return 'BAN_END_PASSED';
  return null;
}

/** Why the viewer may not change the member's role, or null: admins change others' roles only. */
export function roleChangeRefusal(
  viewer: Pick<Viewer, 'id' | 'role' | 'isBlocked'>,
  member: { id: bigint } | undefined,
): ErrorCode | null {
  if (viewer.isBlocked) return 'USER_BANNED';
  if (viewer.role !== 'admin') return 'FORBIDDEN';
  if (!member) return 'USER_NOT_FOUND';
  // An admin who demoted themselves by mistake could lock the community out of its own console.
  if (member.id === viewer.id) return 'CANNOT_CHANGE_OWN_ROLE';
  return null;
}

/**
 * Why the viewer may not set a member's level or editor groups, or null: operators only (admins, not
 * banned). Their own too, unlike a role: an admin already moderates and reads every board, so a level
 * or an editor group gives them nothing more, and neither can lock the community out of its console.
 */
export function memberStandingRefusal(
  viewer: Pick<Viewer, 'role' | 'isBlocked'>,
  member: { id: bigint } | undefined,
): ErrorCode | null {
  if (viewer.isBlocked) return 'USER_BANNED';
  if (!isOperator(viewer)) return 'FORBIDDEN';
  if (!member) return 'USER_NOT_FOUND';
  return null;
}

/** Staff read the staff log; nobody changes it (there is no call, and the table refuses). */
export function staffLogRefusal(viewer: Pick<Viewer, 'role' | 'isBlocked'>): ErrorCode | null {
  return isActiveStaff(viewer) ? null : 'FORBIDDEN';
}

/** Staff act by hand: more than this a minute is a script gone wrong or a stolen account. */
export const moderationRateLimit = { max: 60, timeWindow: '1 minute' };

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
