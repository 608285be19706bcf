import type {
  CertificationApplication,
  CertificationStatus,
  EndpointBody,
  MyCertification,
  certificationApi,
  certificationOperatorApi,
} from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { isUniqueViolation } from '../../platform/db/database.ts';
import { decodeCursor, pageBy } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { notifyMember, quoteOf } from '../notifications/index.ts';
import { applyRefusal } from './certification.policy.ts';
import { presentApplication } from './certification.present.ts';
import {
  applicationsForOperators,
  decidePendingApplication,
  findApplication,
  insertApplication,
  latestApplicationOf,
} from './certification.queries.ts';

type CertificationDeps = Pick<Deps, 'db' | 'bus' | 'log' | 'clock'>;
type ApplicationInput = EndpointBody<typeof certificationApi.apply>;
type Decision = EndpointBody<typeof certificationOperatorApi.decide>;
const pageSize = limits.lists.pageSize;

/** The member's certification page: whether they may apply here, and their latest application. */
export async function myCertification(
  deps: CertificationDeps,
  viewer: Viewer,
  available: boolean,
): Promise<MyCertification> {
  const latest = await latestApplicationOf(deps.db, viewer.id);
  return { available, application: latest ? presentApplication(latest) : null };
}

/** A member applies; the application is Pending until an operator decides. */
export async function applyForCertification(
  deps: CertificationDeps,
  viewer: Viewer,
  available: boolean,
  input: ApplicationInput,
): Promise<CertificationApplication> {
  const refuse = async () => {
    const refusal = applyRefusal(viewer, available, await latestApplicationOf(deps.db, viewer.id));
    if (refusal) throw new AppError(refusal);
  };
  await refuse();
  try {
    const row = await insertApplication(deps.db, {
      ...input,
      userId: viewer.id,
      createdAt: deps.clock.now(),
    });
    return presentApplication(row);
  } catch (error) {
    // Two tries at once: the open-application index let one in; the other is told why as usual.
    if (!isUniqueViolation(error)) throw error;
    await refuse();
    throw error;
  }
}

/** Applications of one status for operators, with their applicant. */
export async function applicationsForConsole(
  deps: CertificationDeps,
  viewer: Viewer,
  query: { status: CertificationStatus; cursor?: string },
) {
  const cursor = decodeCursor(query.cursor, ['id']);
  const rows = await applicationsForOperators(
    deps.db,
    query.status,
    cursor ? BigInt(cursor[0]!) : undefined,
    pageSize + 1,
  );
  const { rows: shown, page } = pageBy(rows, pageSize, ({ row }) => [row.id.toString()]);
  return {
    items: shown.map(({ row, applicant }) => ({
      ...presentApplication(row),
      applicant: { id: applicant.id.toString(), username: applicant.username, avatar: applicant.avatar },
    })),
    page,
  };
}

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
