import { z } from 'zod';
import { continentCodes } from '../countries.ts';
import { endpoint } from '../endpoint.ts';
import { siteCalls } from './calls.ts';
import { redirectTypes } from '../links.ts';
import { publicConfigSchema } from '../publicConfig.ts';

export const redirectTypeSchema = z.enum(redirectTypes);

export const navigationItemSchema = z.object({
  title: z.string(),
  redirectType: redirectTypeSchema,
  resource: z.string(),
  /** The in-app path the item resolves to on desktop (external links: the address). */
  path: z.string(),
  active: z.boolean(),
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;

export const topSectorItemSchema = z.object({
  iconUrl: z.string(),
  redirectType: redirectTypeSchema,
  resource: z.string(),
  title: z.string(),
});
export type TopSectorItem = z.infer<typeof topSectorItemSchema>;

/** A banner of a banner group (spec §3): its picture, its title (the picture's alternative text) and where it leads. */
export const bannerSchema = z.object({
  imageUrl: z.string(),
  title: z.string(),
  redirectType: redirectTypeSchema,
  resource: z.string(),
});
/** A banner group (spec §3 "id and list"): the banners of one place, in order. */
export const bannerGroupSchema = z.object({ id: z.string(), list: z.array(bannerSchema) });
export type BannerGroup = z.infer<typeof bannerGroupSchema>;

export const countryItemSchema = z.object({ code: z.string(), name: z.string() });
export type CountryItem = z.infer<typeof countryItemSchema>;

export const languageItemSchema = z.object({
  /** The regional site's name in its own language. */
  name: z.string(),
  /** The language of that site, in itself. */
  language: z.string(),
  /** Site code; the switch goes to `/{code lowercase}/`. */
  code: z.string(),
  /** Hidden from the language switch (EU and PH, spec §2). */
  hidden: z.boolean(),
});
export type LanguageItem = z.infer<typeof languageItemSchema>;

export const platformSchema = z.enum(['mobile', 'pc']);

export const siteApi = {
  navigation: endpoint({
    ...siteCalls.navigation,
    summary: 'Dynamic navigation items of the desktop header',
    tag: 'boards',
    data: z.array(navigationItemSchema),
  }),
  banners: endpoint({
    ...siteCalls.banners,
    summary: "The home page's banner group: enabled banners in order, titles in the reader's language",
    tag: 'site',
    data: bannerGroupSchema,
  }),
  topSector: endpoint({
    ...siteCalls.topSector,
    summary: 'Top-sector entries of the home page; the first is the mobile logo',
    tag: 'boards',
    data: z.array(topSectorItemSchema),
  }),
  activeCountryList: endpoint({
    ...siteCalls.activeCountryList,
    summary: 'Countries a member may choose in this region',
    tag: 'site',
    data: z.array(countryItemSchema),
  }),
  country: endpoint({
    ...siteCalls.country,
    summary: "The visitor's continent, from a trusted proxy header or the region's default",
    tag: 'site',
    data: z.object({
      countryCode: z.string().nullable(),
      continent: z.object({ code: z.enum(continentCodes) }),
    }),
  }),
  activeCountry: endpoint({
    ...siteCalls.activeCountry,
    summary: 'Whether members choose a country here, and the chosen or default one',
    tag: 'site',
    data: z.object({ active: z.boolean(), countryCode: z.string().nullable() }),
  }),
  grayMode: endpoint({
    ...siteCalls.grayMode,
    summary: 'Whether the whole site shows in gray (days of mourning)',
    tag: 'site',
    data: z.object({ enabled: z.boolean() }),
  }),
  languages: endpoint({
    ...siteCalls.languages,
    summary: 'Regional sites and their languages',
    tag: 'site',
    data: z.array(languageItemSchema),
  }),
  echatsoftChatUrl: endpoint({
    ...siteCalls.echatsoftChatUrl,
    summary: 'Customer-service chat address for the member',
    tag: 'site',
    query: z.object({ platform: platformSchema }),
    data: z.object({ url: z.string() }),
  }),
  wechatJssdkConfig: endpoint({
    ...siteCalls.wechatJssdkConfig,
    summary: "Signed configuration for WeChat's share SDK",
    tag: 'site',
    query: z.object({ url: z.string().url().max(2048) }),
    data: z.object({
      appId: z.string(),
      timestamp: z.number().int(),
      nonceStr: z.string(),
      signature: z.string(),
    }),
  }),
  logCookiePrivacyAccept: endpoint({
    ...siteCalls.logCookiePrivacyAccept,
    summary: 'Records that the visitor accepted cookies',
    tag: 'site',
    data: z.object({ recorded: z.literal(true) }),
  }),
  logCookiePrivacyManageDone: endpoint({
    ...siteCalls.logCookiePrivacyManageDone,
    summary: 'Records the cookie choices the visitor saved',
    tag: 'site',
    body: z.object({ flags: z.tuple([z.literal(true), z.boolean(), z.boolean(), z.boolean()]) }).optional(),
    data: z.object({ recorded: z.literal(true) }),
  }),
  logVisitAccept: endpoint({
    ...siteCalls.logVisitAccept,
    summary: 'Records that the visitor confirmed the data-transfer statement',
    tag: 'site',
    data: z.object({ recorded: z.literal(true) }),
  }),
  config: endpoint({
    ...siteCalls.config,
    summary: "This deployment's public settings (also embedded in the HTML shell)",
    tag: 'site',
    data: publicConfigSchema,
  }),
  health: endpoint({
    ...siteCalls.health,
    summary: 'Liveness, database reachability, and the parts running degraded (Redis away, storage full)',
    tag: 'site',
    data: z.object({
      ok: z.boolean(),
      database: z.enum(['pglite', 'postgres']),
      bus: z.enum(['memory', 'redis']),
      /**
       * Parts not working as they should for now: without Redis the bus (events wait for resync) and
       * rate limits (per node); `storage` while the last write failed for lack of space (reads go
       * on); `database` when it cannot answer (then `ok` is false).
       */
      degraded: z.array(z.enum(['bus', 'rateLimits', 'storage', 'database'])),
    }),
  }),
};
