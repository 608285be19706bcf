import { isActiveStaff, moderatesBoard } from '../../platform/http/callerAccess.ts';
import type { BoardPlacement } from '../../platform/http/callerAccess.ts';
import type { ErrorCode } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';

/**
 * Who may report what, and who decides (spec §3 Report, §6: hidden when the feature is off or on
 * one's own page). Services gather the facts; this decides.
 */

/** Why the member may not report at all, or null. Whether the target may be read is the target's own rule. */
export function reportRefusal(viewer: Viewer, reportsOn: boolean): ErrorCode | null {
  if (!reportsOn) return 'FEATURE_OFF';
  if (viewer.isBlocked) return 'USER_BANNED';
  return null;
}

/**
 * Who decides on a target: the moderators of the board a post or comment is in; a member report
 * (no board) goes to moderators of every board and admins.
 */
export function mayDecide(viewer: Viewer, placement: BoardPlacement | null): boolean {
  if (!placement) return isActiveStaff(viewer) && viewer.moderatedBoardIds === 'all';
  return moderatesBoard(viewer, placement);
}

/**
 * Filing reports is an abuse path: a member reports at most as often as they may publish (the
 * deployment's posting allowance per minute, ten by default).
 */
export const reportRateLimitOf = (postingRateLimitPerMinute: number) => ({
  max: postingRateLimitPerMinute,
  timeWindow: '1 minute',
});
