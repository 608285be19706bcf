import type { Endpoint, identityApi, messagesApi, siteApi } from '@fanzone/contract';

/**
 * LOCAL MIRROR of the contract's endpoint table (method + path only), typed by the contract.
 *
 * Why: the contract's endpoint objects carry their zod schemas, and zod (~26 KB gzip) would then ride
 * in the shell's first-view bundle, which must stay ≤ 150 KB gzip (DESIGN.md §9). The web never
 * validates answers at run time, so the forum only needs method and path; the types still come from
 * the contract (`typeof identityApi.profile`), and `endpoints.test.ts` fails if a method or path here
 * drifts from the contract. Remove once the contract exports a zod-free route table.
 */
export type EndpointRef<E extends Endpoint> = {
  method: E['method'];
  path: string;
  /** Phantom: carries the contract endpoint's type; never set. */
  readonly contract?: E;
};

function ref<E extends Endpoint>(method: E['method'], path: string): EndpointRef<E> {
  return { method, path };
}

type Identity = typeof identityApi;
type Site = typeof siteApi;
type Messages = typeof messagesApi;

export const identityEndpoints = {
  profile: ref<Identity['profile']>('GET', '/account/profile'),
  badge: ref<Identity['badge']>('GET', '/account/badge'),
  appKey: ref<Identity['appKey']>('GET', '/auth/appkey'),
  logout: ref<Identity['logout']>('POST', '/auth/logout'),
  updateCountry: ref<Identity['updateCountry']>('PUT', '/account/country/:code'),
} satisfies Partial<Record<keyof Identity, unknown>>;

export const siteEndpoints = {
  navigation: ref<Site['navigation']>('GET', '/website-navigation'),
  topSector: ref<Site['topSector']>('GET', '/index/top-sector'),
  activeCountryList: ref<Site['activeCountryList']>('GET', '/constant/active-country-list'),
  country: ref<Site['country']>('GET', '/constant/country'),
  activeCountry: ref<Site['activeCountry']>('GET', '/constant/active-country'),
  grayMode: ref<Site['grayMode']>('GET', '/constant/gray-mode'),
  languages: ref<Site['languages']>('GET', '/language'),
  echatsoftChatUrl: ref<Site['echatsoftChatUrl']>('GET', '/account/echatsoft-chat-url'),
  logCookiePrivacyAccept: ref<Site['logCookiePrivacyAccept']>('POST', '/account/log/cookieprivacy/accept'),
  logCookiePrivacyManageDone: ref<Site['logCookiePrivacyManageDone']>(
    'POST',
    '/account/log/cookieprivacymanage/done',
  ),
  logVisitAccept: ref<Site['logVisitAccept']>('POST', '/account/log/visit/accept'),
  config: ref<Site['config']>('GET', '/site/config'),
} satisfies Partial<Record<keyof Site, unknown>>;

export const messagesEndpoints = {
  badge: ref<Messages['badge']>('GET', '/message/badge'),
} satisfies Partial<Record<keyof Messages, unknown>>;
