import { certificationApi, certificationOperatorApi, isInBrandApp } from '@fanzone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import type { SettingsStore } from '../site/index.ts';
import { applicationsForConsole, myCertification } from './certificationReads.ts';
import { applyForCertification } from './applyForCertification.ts';
import { decideApplication } from './decideApplication.ts';

/** Applications are written by hand: a few an hour (refused tries included) is plenty. */
const applyRateLimit = { max: 10, timeWindow: '1 hour' };

export function registerCertificationRoutes(app: FastifyInstance, deps: Deps, settings: SettingsStore) {
  /** In the brand's app (its user agent), or on the web once operators opened it there. */
  async function availableTo(request: FastifyRequest) {
    const values = await settings.get();
    return (
      values.certificationOnWeb ||
      isInBrandApp(request.headers['user-agent'] ?? '', values.appUserAgentMarkers)
    );
  }
  route(app, certificationApi.mine, async ({ viewer, request }) =>
    myCertification(deps, viewer, await availableTo(request)),
  );
  route(
    app,
    certificationApi.apply,
    async ({ viewer, request, body }) =>
      applyForCertification(deps, viewer, await availableTo(request), body),
    { rateLimit: applyRateLimit },
  );
  route(app, certificationOperatorApi.list, async ({ query }) => {
    const { items, page } = await applicationsForConsole(deps, query);
    return withEnvelope(items, { page });
  });
  route(app, certificationOperatorApi.decide, async ({ viewer, params, body }) =>
    decideApplication(deps, viewer, BigInt(params.id), body),
  );
}
