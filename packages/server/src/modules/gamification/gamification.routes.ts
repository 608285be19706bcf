import { gamificationApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route } from '../../platform/http/route.ts';
import type { SettingsStore } from '../site/settings.ts';
import { awardMission } from './awardMission.ts';
import { countAwaitingAward } from './gamification.queries.ts';
import { myMissions } from './myMissions.ts';

const awardRateLimit = { max: 60, timeWindow: '1 minute' };

export function registerGamificationRoutes(app: FastifyInstance, deps: Deps, settings: SettingsStore) {
  route(
    app,
    gamificationApi.award,
    async ({ viewer, request, body }) =>
      awardMission(deps, viewer, BigInt(body.id), {
        locale: request.locale,
        growthLevels: (await settings.get()).growthLevels,
      }),
    { rateLimit: awardRateLimit },
  );
  route(app, gamificationApi.typeCount, async ({ viewer }) => ({
    isTypeB: (await settings.get()).missionTypeB,
    count: await countAwaitingAward(deps.db, viewer.id),
  }));
  route(app, gamificationApi.myMissions, async ({ viewer, request }) =>
    myMissions(deps, viewer.id, request.locale),
  );
}
