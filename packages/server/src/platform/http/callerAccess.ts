import { isStaffRole, type CallerAccess, type ErrorCode } from '@fanzone/contract';
import type { Viewer } from './viewer.ts';

/** Operators run the community: admins, and a banned account does nothing at all. */
export const isOperator = (viewer: Pick<Viewer, 'role' | 'isBlocked'>) =>
  viewer.role === 'admin' && !viewer.isBlocked;

/**
 * How often a call declared with `access` may be written by one member: staff and operators act by
 * hand, so more than this a minute is a script gone wrong or a stolen account. `route()` applies it to
 * every such call that changes something; their reads (the console's lists) count only against the
 * site-wide limit.
 */
export const accessRateLimits: Record<CallerAccess, { max: number; timeWindow: string }> = {
  operator: { max: 30, timeWindow: '1 minute' },
  staff: { max: 60, timeWindow: '1 minute' },
};

/**
 * Why a signed-in viewer may not make a call declared with `access` (`CallerAccess` in the contract),
 * or undefined when they may: a banned account is told so first, then a role below the call's.
 * Routes ask it before the request is read, so nobody learns a call's rules from its validation.
 */
export function callerRefusal(access: CallerAccess, viewer: Pick<Viewer, 'role' | 'isBlocked'>) {
  if (viewer.isBlocked) return 'USER_BANNED' satisfies ErrorCode;
  const allowed = access === 'operator' ? viewer.role === 'admin' : isStaffRole(viewer.role);
  return allowed ? undefined : ('FORBIDDEN' satisfies ErrorCode);
}

/*
 * What a member of staff reaches (spec §4 Moderation, §6 Moderator): pure rules on the caller, used by
 * every module that shows or guards staff tools. A banned moderator moderates nothing.
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

/** Whether the viewer moderates every board: admins and moderators given no boards, not banned. */
export const moderatesEveryBoard = (viewer: Pick<Viewer, 'role' | 'isBlocked' | 'moderatedBoardIds'>) =>
  isActiveStaff(viewer) && viewer.moderatedBoardIds === 'all';

/**
 * The boards whose members, bans and staff log lines a viewer looks after: every board, or the
 * boards they were given with those boards' sub boards; none for members.
 */
export function boardsInReach(
  viewer: Pick<Viewer, 'role' | 'isBlocked' | 'moderatedBoardIds'>,
  boards: readonly { id: bigint; parentId: bigint | null }[],
): 'all' | bigint[] {
  if (!isActiveStaff(viewer)) return [];
  const given = viewer.moderatedBoardIds;
  if (given === 'all') return 'all';
  return boards
    .filter(
      (board) => given.includes(board.id) || (board.parentId !== null && given.includes(board.parentId)),
    )
    .map((board) => board.id);
}
