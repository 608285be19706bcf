import type { CertificationApplication, EndpointBody, certificationApi } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { isUniqueViolation } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { applyRefusal } from './certification.policy.ts';
import { presentApplication } from './certification.present.ts';
import { insertApplication, latestApplicationOf } from './certification.queries.ts';

type CertificationDeps = Pick<Deps, 'db' | 'bus' | 'log' | 'clock'>;

type ApplicationInput = EndpointBody<typeof certificationApi.apply>;

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
