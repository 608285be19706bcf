import { isStaffRole, type CallerAccess, type ErrorCode } from '@fanzone/contract';
import type { Viewer } from './viewer.ts';

/** Operators run the community: admins, and a banned account does nothing at all. */
export const isOperator = (viewer: Pick<Viewer, 'role' | 'isBlocked'>) =>
  viewer.role === 'admin' && !viewer.isBlocked;

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
