import { feedbackApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import { feedbackForConsole, myFeedback } from './feedbackReads.ts';
import { submitFeedback } from './submitFeedback.ts';
import { answerFeedback } from './answerFeedback.ts';

/** Feedback is written by hand: ten an hour (refused tries included) is plenty, more is a script. */
const submitRateLimit = { max: 10, timeWindow: '1 hour' };

export function registerFeedbackRoutes(app: FastifyInstance, deps: Deps) {
  route(app, feedbackApi.submit, async ({ viewer, body }) => submitFeedback(deps, viewer, body), {
    rateLimit: submitRateLimit,
  });
  route(app, feedbackApi.mine, async ({ viewer, query }) => {
    const { items, page } = await myFeedback(deps, viewer, query.cursor);
    return withEnvelope(items, { page });
  });
  route(app, feedbackApi.all, async ({ query }) => {
    const { items, page } = await feedbackForConsole(deps, query);
    return withEnvelope(items, { page });
  });
  route(app, feedbackApi.answer, async ({ viewer, params, body }) =>
    answerFeedback(deps, viewer, BigInt(params.id), body.answer),
  );
}
