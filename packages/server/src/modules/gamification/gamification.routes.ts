import { catalogueOperatorApi, gamificationApi, operatorApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import type { SettingsStore } from '../site/index.ts';
import { presentCompletions } from './activities.ts';
import { awardMission } from './awardMission.ts';
import { finishBrowse, startBrowse } from './browseTask.ts';
import { countAwaitingAward } from './gamification.queries.ts';
import { medalCatalogueFor, memberMedals } from './medals.ts';
import { myMissions } from './myMissions.ts';
import { grantMedal, grantReward } from './operatorGrants.ts';
import { coinLedger, growthHistory } from './rewardHistory.ts';
import { rewardSummary } from './rewardSummary.ts';
import { createMedal, listMedals, updateMedal } from './operateMedals.ts';
import { createMission, listMissions, updateMission } from './operateMissions.ts';

const awardRateLimit = { max: 60, timeWindow: '1 minute' };
const browseRateLimit = { max: 30, timeWindow: '1 minute' };

export function registerGamificationRoutes(app: FastifyInstance, deps: Deps, settings: SettingsStore) {
  const growthLevels = async () => (await settings.get()).growthLevels;

  route(
    app,
    gamificationApi.award,
    async ({ viewer, request, body }) =>
      awardMission(deps, viewer, BigInt(body.id), {
        locale: request.locale,
        growthLevels: await growthLevels(),
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

  route(app, gamificationApi.browseStart, async ({ viewer }) => startBrowse(deps, viewer), {
    rateLimit: browseRateLimit,
  });
  route(
    app,
    gamificationApi.browseFinish,
    async ({ viewer, request, body }) => {
      const { counted, completed } = await finishBrowse(deps, viewer, body.ticket);
      return withEnvelope({ counted }, { completeMission: presentCompletions(completed, request.locale) });
    },
    { rateLimit: browseRateLimit },
  );

  route(app, gamificationApi.summary, async ({ viewer }) =>
    rewardSummary(deps, viewer, await growthLevels()),
  );
  route(app, gamificationApi.points, async ({ viewer, request, query }) => {
    const { entries, page } = await coinLedger(deps, viewer, request.locale, query.cursor);
    return withEnvelope(entries, { page });
  });
  route(app, gamificationApi.scores, async ({ viewer, request, query }) => {
    const { entries, page } = await growthHistory(deps, viewer, request.locale, query.cursor);
    return withEnvelope(entries, { page });
  });
  route(app, gamificationApi.medals, async ({ viewer, request }) =>
    medalCatalogueFor(deps, viewer, request.locale),
  );
  route(app, gamificationApi.memberMedals, async ({ params, request }) =>
    memberMedals(deps, BigInt(params.id), request.locale),
  );

  route(app, operatorApi.grantReward, async ({ body }) =>
    grantReward(
      deps,
      {
        userId: BigInt(body.userId),
        coins: body.coins,
        growthValue: body.growthValue,
        note: body.note,
        earnedAt: body.earnedAt,
      },
      await growthLevels(),
    ),
  );
  route(app, operatorApi.grantMedal, async ({ params, body }) =>
    grantMedal(deps, BigInt(params.id), BigInt(body.userId)),
  );

  // The missions and medals catalogue, edited by operators without code.
  const ops = catalogueOperatorApi;
  route(app, ops.listMissions, async () => listMissions(deps));
  route(app, ops.createMission, async ({ body }) => createMission(deps, body));
  route(app, ops.updateMission, async ({ params, body }) => updateMission(deps, BigInt(params.id), body));
  route(app, ops.listMedals, async () => listMedals(deps));
  route(app, ops.createMedal, async ({ body }) => createMedal(deps, body));
  route(app, ops.updateMedal, async ({ params, body }) => updateMedal(deps, BigInt(params.id), body));
}
