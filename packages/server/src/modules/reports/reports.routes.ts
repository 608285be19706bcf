import { reportsApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import type { SessionCache } from '../identity/index.ts';
import { memberContextOf } from '../posts/index.ts';
import type { PostsContextFactory } from '../posts/index.ts';
import type { SettingsStore } from '../site/index.ts';
import { fileReport } from './fileReport.ts';
import { decideReport } from './decideReport.ts';
import { readReportQueue } from './reportQueue.ts';
import { reportRateLimitOf } from './reports.policy.ts';

export function registerReportsRoutes(
  app: FastifyInstance,
  deps: Deps,
  contextOf: PostsContextFactory,
  settings: SettingsStore,
  sessions: SessionCache,
) {
  route(
    app,
    reportsApi.file,
    async ({ viewer, request, body }) =>
      fileReport(await memberContextOf(contextOf, viewer, request), await settings.get(), body),
    { rateLimit: reportRateLimitOf(deps.config.postingRateLimitPerMinute) },
  );
  route(app, reportsApi.queue, async ({ viewer, request, query }) => {
    const { groups, page } = await readReportQueue(
      await memberContextOf(contextOf, viewer, request),
      query.cursor,
    );
    return withEnvelope(groups, { page });
  });
  route(app, reportsApi.handle, async ({ viewer, request, params, body }) =>
    decideReport(
      await memberContextOf(contextOf, viewer, request),
      { ...deps, sessions },
      BigInt(params.id),
      body,
    ),
  );
}
