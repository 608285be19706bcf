import { promotionOperatorApi, promotionsApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route } from '../../platform/http/route.ts';
import { visitorCountry } from '../site/index.ts';
import { promotionFor } from './promotionReads.ts';
import { createPromotion } from './operatePromotions.ts';
import { changePromotion } from './operatePromotions.ts';
import { promotionsForOperators } from './operatePromotions.ts';

export function registerPromotionsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, promotionsApi.detail, async ({ viewer, params, request }) =>
    promotionFor(deps, params.code, {
      locale: request.locale,
      // A member's account country; a visitor's from the trusted proxy's header, if any.
      countryCode: viewer?.countryCode ?? visitorCountry(deps, request),
    }),
  );
  route(app, promotionOperatorApi.list, async () => promotionsForOperators(deps));
  route(app, promotionOperatorApi.create, async ({ body }) => createPromotion(deps, body));
  route(app, promotionOperatorApi.update, async ({ params, body }) =>
    changePromotion(deps, params.code, body),
  );
}
