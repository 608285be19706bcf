import { yearInReviewApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route } from '../../platform/http/route.ts';
import { yearInReviewOf } from './yearInReview.ts';

export function registerYearInReviewRoutes(app: FastifyInstance, deps: Deps) {
  route(app, yearInReviewApi.mine, async ({ viewer, params, request }) =>
    yearInReviewOf(deps, viewer, params.year, request.locale),
  );
}
