import type { CertificationStatus, MyCertification } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { decodeCursor, pageBy } from '../../platform/http/cursor.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { presentApplication } from './certification.present.ts';
import { applicationsForOperators, latestApplicationOf } from './certification.queries.ts';

type CertificationDeps = Pick<Deps, 'db' | 'bus' | 'log' | 'clock'>;

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

/** Applications of one status for operators, with their applicant. */
export async function applicationsForConsole(
  deps: CertificationDeps,
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
