import type { CertificationApplication } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { CertificationRow } from './certification.tables.ts';

export function presentApplication(row: CertificationRow): CertificationApplication {
  return {
    id: row.id.toString(),
    status: row.status,
    realName: row.realName,
    phoneModel: row.phoneModel,
    channelUrl: row.channelUrl,
    motivation: row.motivation,
    reason: row.reason,
    createdAt: unixSeconds(row.createdAt),
    decidedAt: row.decidedAt ? unixSeconds(row.decidedAt) : null,
  };
}
