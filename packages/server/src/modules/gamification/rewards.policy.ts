import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';

/**
 * Who may earn rewards (claim missions, run the brand-page task, check in and make up days): any
 * member but a banned one. A ban refuses every write that counts in the community (spec §4: a
 * banned member still reads), and rewards earned while banned would outlast the ban.
 */
export function assertMayEarnRewards(viewer: Pick<Viewer, 'isBlocked'>) {
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
}
