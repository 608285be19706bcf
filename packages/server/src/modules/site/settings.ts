import {
  contentLimitsSchema,
  defaultContentLimits,
  limits,
  localizedTextInput,
  regions,
} from '@fanzone/contract';
import { z } from 'zod';
import { createReadCache } from '../../platform/cache.ts';
import type { Deps } from '../../platform/deps.ts';
import { allSettings, writeSetting } from './site.queries.ts';

/** One watched word as the setting keeps it; moderation/watchedWords.ts matches text against them. */
export const watchedWordSchema = z.object({
  word: z.string().trim().min(1).max(limits.settings.watchedWordMaxLength),
  /** Block the text, replace the word, or hold a post for a moderator's approval (`approve`). */
  action: z.enum(['block', 'replace', 'approve']),
  /** What a replaced word becomes. */
  replacement: z.string().max(limits.settings.watchedWordMaxLength).default('***'),
});
export type WatchedWord = z.output<typeof watchedWordSchema>;

/**
 * Community settings: values operators change at run time without a deploy, typed and defaulted here,
 * stored in `community_settings`. Deployment settings (env) stay in platform/config.ts.
 */
const webAddress = z.url({ protocol: /^https?$/ });
const ranges = limits.settings;

const settingSchemas = {
  communityName: z.string().trim().min(1).max(ranges.communityNameMaxLength),
  /** What search results and link previews say of the community, on pages without their own text. */
  communityDescription: localizedTextInput(300),
  copyrightHolder: z.string().min(1).max(120),
  grayMode: z.boolean(),
  privateLetter: z.boolean(),
  /** Whether members may report posts, comments and members (spec §6: hidden when off). */
  report: z.boolean(),
  /**
   * Distinct members whose open reports hide a post or a comment until a moderator decides; 0
   * never hides.
   */
  reportsToHide: z.number().int().min(ranges.reportsToHide.min).max(ranges.reportsToHide.max),
  /**
   * How many of a member's first posts wait for a moderator's approval before anyone else reads
   * them (0: none; what Discourse calls approve post count). Staff never wait.
   */
  approveFirstPosts: z.number().int().min(ranges.approveFirstPosts.min).max(ranges.approveFirstPosts.max),
  /** Words that block a post, a comment or a name, or are replaced in them (moderation/watchedWords.ts). */
  watchedWords: z.array(watchedWordSchema).max(ranges.watchedWordsMax),
  filingNumbers: z.array(z.object({ text: z.string().max(120), href: webAddress })).max(4),
  appDownload: z.object({ deepLink: z.string().max(500), storeUrl: webAddress }).nullable(),
  appUserAgentMarkers: z.array(z.string().min(2).max(40)).max(10),
  contentLimits: contentLimitsSchema,
  /** Level a member needs to edit their own threads (spec §6). */
  editOwnPostMinLevel: z
    .number()
    .int()
    .min(ranges.editOwnPostMinLevel.min)
    .max(ranges.editOwnPostMinLevel.max),
  /** Growth value each level needs: level n at `growthLevels[n - 1]`, starting at 0, rising. */
  growthLevels: z
    .array(z.number().int().min(0))
    .min(1)
    .max(limits.levels.max)
    .refine(
      (values) =>
        values[0] === 0 && values.every((value, index) => index === 0 || value > values[index - 1]!),
      'must start at 0 and rise',
    ),
  /** Whether missions finished on the check-in page announce '+N scores growth value' (spec §3 type B). */
  missionTypeB: z.boolean(),
  /** Check-in is an app feature (spec §2); operators may open it on the plain web too. */
  checkInOnWeb: z.boolean(),
  /** The Friends Club certification is an app feature too (spec §2); operators may open it on the web. */
  certificationOnWeb: z.boolean(),
  /** Missed days of the current week a member may make up without a card (spec §9: "limited"). */
  makeUpChancesPerWeek: z
    .number()
    .int()
    .min(ranges.makeUpChancesPerWeek.min)
    .max(ranges.makeUpChancesPerWeek.max),
};

export type CommunitySettings = { [K in keyof typeof settingSchemas]: z.output<(typeof settingSchemas)[K]> };
export type SettingKey = keyof CommunitySettings;

/** Whether `key` names a community setting (an operator's update names it in the URL). */
export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingSchemas, key);
}

/** Checks a value against its own setting's schema, as `set` will. */
export function parseSetting(key: SettingKey, value: unknown) {
  return settingSchemas[key].safeParse(value);
}

function defaultsFor(deps: Deps): CommunitySettings {
  const region = regions[deps.config.region];
  return {
    communityName: deps.config.communityName ?? 'Fanzone',
    communityDescription: {
      en: 'The community of the brand’s fans: news, tips, reviews and help from people who use the phones every day.',
      'zh-CN': '品牌粉丝社区：来自每天使用手机的人的资讯、技巧、评测和帮助。',
      ru: 'Сообщество поклонников бренда: новости, советы, обзоры и помощь от тех, кто пользуется телефонами каждый день.',
      ar: 'مجتمع محبي العلامة التجارية: أخبار ونصائح ومراجعات ومساعدة من أشخاص يستخدمون الهواتف كل يوم.',
    },
    copyrightHolder: 'Fanzone',
    grayMode: false,
    privateLetter: region.features.privateLetter,
    report: region.features.report,
    reportsToHide: 3,
    approveFirstPosts: 0,
    watchedWords: [],
    filingNumbers: [],
    appDownload: null,
    appUserAgentMarkers: ['FanzoneCommunity', 'FanzoneStore', 'FanzoneLink'],
    contentLimits: defaultContentLimits,
    editOwnPostMinLevel: 3,
    growthLevels: [0, 50, 150, 400, 1000, 2500, 5000, 10000, 20000, 40000],
    missionTypeB: true,
    checkInOnWeb: false,
    certificationOnWeb: false,
    makeUpChancesPerWeek: 1,
  };
}

/**
 * Reads are cached per app node (one load shared by concurrent readers); a change drops the cache on
 * every node at once through the bus, and the TTL bounds staleness if a message is lost.
 */
export async function createSettingsStore(deps: Deps, cacheMs = deps.config.settingsCacheMs) {
  const cache = createReadCache<CommunitySettings>({
    name: 'community-settings',
    ttlMs: cacheMs,
    clock: deps.clock,
    bus: deps.bus,
  });
  await cache.ready;

  async function load(): Promise<CommunitySettings> {
    const values = defaultsFor(deps) as Record<string, unknown>;
    for (const row of await allSettings(deps.db)) {
      const schema = settingSchemas[row.key as SettingKey];
      const parsed = schema?.safeParse(row.value);
      if (parsed?.success) values[row.key] = parsed.data;
      else deps.log.warn({ key: row.key }, 'ignoring an unknown or invalid community setting');
    }
    return values as CommunitySettings;
  }

  return {
    get: (): Promise<CommunitySettings> => cache.get('all', load),
    async set<K extends SettingKey>(key: K, value: CommunitySettings[K]) {
      const parsed = settingSchemas[key].parse(value);
      await writeSetting(deps.db, key, parsed, deps.clock.now());
      await cache.invalidate();
    },
    close: () => cache.close(),
  };
}

export type SettingsStore = Awaited<ReturnType<typeof createSettingsStore>>;
