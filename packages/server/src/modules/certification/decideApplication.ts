import type { CertificationApplication, EndpointBody, certificationOperatorApi } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { notifyMember, quoteOf } from '../notifications/index.ts';
import { presentApplication } from './certification.present.ts';
import { decidePendingApplication, findApplication } from './certification.queries.ts';

type CertificationDeps = Pick<Deps, 'db' | 'bus' | 'log' | 'clock'>;

type Decision = EndpointBody<typeof certificationOperatorApi.decide>;

/**
 * An operator approves a pending application (the member's profile then shows the Friends Club
 * badge) or rejects it with a reason (the member may apply again); the member is told in the
 * message centre.
 */
export async function decideApplication(
  deps: CertificationDeps,
  viewer: Viewer,
  id: bigint,
  decision: Decision,
): Promise<CertificationApplication> {
  const now = deps.clock.now();
  const reason = decision.decision === 'reject' ? decision.reason : null;
  const row = await decidePendingApplication(deps.db, id, {
    status: decision.decision === 'approve' ? 'approved' : 'rejected',
    reason,
    decidedBy: viewer.id,
    decidedAt: now,
  });
  if (!row)
    throw new AppError(
      (await findApplication(deps.db, id)) ? 'APPLICATION_DECIDED' : 'APPLICATION_NOT_FOUND',
    );
  await notifyMember(deps, {
    userId: row.userId,
    kind: row.status === 'approved' ? 'certificationApproved' : 'certificationRejected',
    excerpt: reason ? quoteOf(reason) : null,
    createdAt: now,
  });
  return presentApplication(row);
}
