import { moderationApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import type { SessionCache } from '../identity/sessionCache.ts';
import { banMember, liftBan } from './banMember.ts';
import { moderationRateLimit } from './moderation.policy.ts';
import { readStaffLog } from './staffLog.ts';

const limited = { rateLimit: moderationRateLimit };

export function registerModerationRoutes(app: FastifyInstance, deps: Deps, sessions: SessionCache) {
  const banDeps = { ...deps, sessions };
  route(
    app,
    moderationApi.banMember,
    async ({ viewer, params, body }) =>
      banMember(banDeps, viewer, BigInt(params.id), {
        reason: body.reason,
        until: body.until === null ? null : new Date(body.until * 1000),
      }),
    limited,
  );
  route(
    app,
    moderationApi.liftBan,
    async ({ viewer, params }) => liftBan(banDeps, viewer, BigInt(params.id)),
    limited,
  );
  route(app, moderationApi.staffLog, async ({ viewer, query }) => {
    const { entries, page } = await readStaffLog(deps, viewer, query);
    return withEnvelope(entries, { page });
  });
}
