import type { Locale } from '@fanzone/contract';
import { isLocale, regions } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

export const localeCookieName = 'fz_locale';

/** Language of the request: the visitor's chosen one (language switch), else the region's. */
export function installLocaleResolution(app: FastifyInstance, config: Config) {
  const regionLocale: Locale = regions[config.region].defaultLocale;
  app.decorateRequest('locale', regionLocale);
  app.addHook('onRequest', async (request) => {
    const chosen = request.cookies[localeCookieName];
    request.locale = isLocale(chosen) ? chosen : regionLocale;
  });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence on top of SameSite cookies (ARCHITECTURE §10): a write to the API must carry a header
 * that a cross-site form cannot set. The provider's own /oidc endpoints have their own protection.
 */
export function installCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // Decided on the matched route, not the raw URL: `/%61pi/…` routes to `/api/…` too.
    const target = request.routeOptions.url ?? request.url;
    if (safeMethods.has(request.method) || !target.startsWith('/api/')) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw new AppError('CSRF_HEADER_MISSING');
  });
}
