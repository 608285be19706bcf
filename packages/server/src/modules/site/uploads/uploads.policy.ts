import { AppError } from '../../../platform/http/errors.ts';
import type { Viewer } from '../../../platform/http/viewer.ts';

/**
 * Who may upload: any signed-in member who is not banned (spec §6). Checked before a byte of the
 * file is read, so a banned member's upload costs nothing.
 */
export function assertMayUpload(viewer: Viewer): void {
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
}
