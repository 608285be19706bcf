import type { ErrorCode } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { CertificationRow } from './certification.tables.ts';

/**
 * Who may do what with the Friends Club certification (spec §2: app only; §3: Pending or Approved).
 * Services gather the facts; this decides.
 */

/**
 * Why the member may not apply now, or null: a ban refuses every write; the certification is in the
 * brand's app unless operators opened it on the web; one application waits at a time and an
 * approved member stays approved. After a rejection the member may apply again.
 */
export function applyRefusal(
  viewer: Viewer,
  available: boolean,
  latest: Pick<CertificationRow, 'status'> | undefined,
): ErrorCode | null {
  if (viewer.isBlocked) return 'USER_BANNED';
  if (!available) return 'CERTIFICATION_APP_ONLY';
  if (latest?.status === 'pending') return 'CERTIFICATION_PENDING';
  if (latest?.status === 'approved') return 'CERTIFICATION_APPROVED';
  return null;
}
