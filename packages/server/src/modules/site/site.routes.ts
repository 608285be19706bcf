import { operatorApi, siteApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { PlatformParts } from '../../platform/openPlatform.ts';
import { route } from '../../platform/http/route.ts';
import { logConsent } from './consent.ts';
import { activeCountries, activeCountry, continentOfVisitor } from './countries.ts';
import { customerServiceUrl } from './customerService.ts';
import { languageList } from './languages.ts';
import { publicConfigFor } from './publicConfig.ts';
import type { SettingsStore } from './settings.ts';
import { isDatabaseUnavailable } from '../../platform/db/unavailable.ts';
import { ping } from './site.queries.ts';
import { updateSetting } from './updateSetting.ts';
import { createWechatSigner } from './wechat.ts';

const consentRateLimit = { max: 30, timeWindow: '1 minute' };

export function registerSiteRoutes(
  app: FastifyInstance,
  deps: Deps,
  settings: SettingsStore,
  degradedParts: PlatformParts['degradedParts'],
) {
  const signWechatUrl = createWechatSigner(deps);

  // The process answers while the database is away (a restart would not bring it back): `ok` false
  // and `database` among the degraded parts say so, within the pool's timeouts.
  route(app, siteApi.health, async () => {
    const databaseUp = await ping(deps.db).then(
      () => true,
      (error: unknown) => {
        if (isDatabaseUnavailable(error)) return false;
        throw error;
      },
    );
    const degraded = [...degradedParts(), ...(databaseUp ? [] : (['database'] as const))];
    return { ok: databaseUp, database: deps.database.kind, bus: deps.bus.kind, degraded };
  });
  route(app, siteApi.config, async ({ request }) => publicConfigFor(deps, settings, request.locale));
  route(app, siteApi.activeCountryList, async ({ request }) => activeCountries(deps, request.locale));
  route(app, siteApi.country, async ({ request }) => continentOfVisitor(deps, request));
  route(app, siteApi.activeCountry, async ({ viewer }) => activeCountry(deps, viewer?.countryCode));
  route(app, siteApi.grayMode, async () => ({ enabled: (await settings.get()).grayMode }));
  route(app, siteApi.languages, async () => languageList());
  route(app, siteApi.echatsoftChatUrl, async ({ viewer, query, request }) => ({
    url: customerServiceUrl(deps, viewer, query.platform, request.locale),
  }));
  route(app, siteApi.wechatJssdkConfig, async ({ query }) => signWechatUrl(query.url));
  route(
    app,
    siteApi.logCookiePrivacyAccept,
    async ({ request }) => logConsent(deps, request, 'cookie_accept'),
    {
      rateLimit: consentRateLimit,
    },
  );
  route(
    app,
    siteApi.logCookiePrivacyManageDone,
    async ({ request, body }) => logConsent(deps, request, 'cookie_manage', body?.flags),
    { rateLimit: consentRateLimit },
  );
  route(app, siteApi.logVisitAccept, async ({ request }) => logConsent(deps, request, 'visit_accept'), {
    rateLimit: consentRateLimit,
  });
  route(app, operatorApi.settings, async () => settings.get());
  route(app, operatorApi.updateSetting, async ({ params, body }) =>
    updateSetting(settings, params.key, body.value),
  );
}
