import type { Locale } from '@fanzone/contract';
import { checkInApi, isInBrandApp } from '@fanzone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import { presentCompletions } from '../gamification/index.ts';
import type { SettingsStore } from '../site/index.ts';
import type { CheckInContext } from './checkIn.ts';
import { checkInHistory, checkInStatus, checkInToday, makeUpDay } from './checkIn.ts';

const checkInRateLimit = { max: 30, timeWindow: '1 minute' };

export function registerCheckInRoutes(app: FastifyInstance, deps: Deps, settings: SettingsStore) {
  async function contextOf(request: FastifyRequest): Promise<CheckInContext> {
    const values = await settings.get();
    const inApp = isInBrandApp(request.headers['user-agent'] ?? '', values.appUserAgentMarkers);
    return { available: inApp || values.checkInOnWeb, makeUpChancesPerWeek: values.makeUpChancesPerWeek };
  }
  const answer = (result: Awaited<ReturnType<typeof checkInToday>>, locale: Locale) =>
    withEnvelope(result.status, { completeMission: presentCompletions(result.completed, locale) });

  route(app, checkInApi.status, async ({ viewer, request }) =>
    checkInStatus(deps, viewer.id, await contextOf(request)),
  );
  route(app, checkInApi.history, async ({ viewer, query }) => checkInHistory(deps, viewer.id, query));
  route(
    app,
    checkInApi.checkIn,
    async ({ viewer, request }) =>
      answer(await checkInToday(deps, viewer, await contextOf(request)), request.locale),
    { rateLimit: checkInRateLimit },
  );
  route(
    app,
    checkInApi.makeUp,
    async ({ viewer, request, body }) =>
      answer(
        await makeUpDay(
          deps,
          viewer,
          { day: body.day, useCard: body.useCard ?? false },
          await contextOf(request),
        ),
        request.locale,
      ),
    { rateLimit: checkInRateLimit },
  );
}
