import { catalogueOperatorApi, questionnaireApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import { presentCompletions } from '../gamification/index.ts';
import {
  changeQuestionnaire,
  createQuestionnaire,
  listQuestionnaires,
  questionnaireForOperator,
} from './operateQuestionnaires.ts';
import { answerQuestionnaire, viewQuestionnaire } from './takeQuestionnaire.ts';

/** Members answer by hand: more than this a minute is a script guessing its way to a pass. */
const answerRateLimit = { max: 30, timeWindow: '1 minute' };

export function registerQuestionnairesRoutes(app: FastifyInstance, deps: Deps) {
  route(app, questionnaireApi.detail, async ({ viewer, params, request }) =>
    viewQuestionnaire(deps, viewer, params.code, request.locale),
  );
  route(
    app,
    questionnaireApi.submit,
    async ({ viewer, params, body, request }) => {
      const { result, completed } = await answerQuestionnaire(deps, viewer, params.code, body.answers);
      return withEnvelope(result, { completeMission: presentCompletions(completed, request.locale) });
    },
    { rateLimit: answerRateLimit },
  );

  route(app, catalogueOperatorApi.listQuestionnaires, async () => listQuestionnaires(deps));
  route(app, catalogueOperatorApi.questionnaire, async ({ params }) =>
    questionnaireForOperator(deps, params.code),
  );
  route(app, catalogueOperatorApi.createQuestionnaire, async ({ body }) => createQuestionnaire(deps, body));
  route(app, catalogueOperatorApi.updateQuestionnaire, async ({ params, body }) =>
    changeQuestionnaire(deps, params.code, body),
  );
}
