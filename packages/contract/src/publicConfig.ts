import { z } from 'zod';
import { regionCodes } from './regions.ts';
import { supportedLocales } from './locales.ts';
import { contentLimitsSchema } from './contentLimits.ts';

/**
 * What the server tells the web app about this deployment, embedded in the HTML shell as JSON so
 * the first paint needs no extra round trip. The region's static rules come from `regions`; these are
 * the deployment's own values.
 */
export const publicConfigSchema = z.object({
  region: z.enum(regionCodes),
  /** Locale chosen for this visitor by cookie, Accept-Language or the region default. */
  locale: z.enum(supportedLocales),
  communityName: z.string(),
  /** China's filing (ICP and public security) numbers shown in the footer. */
  filingNumbers: z.array(z.object({ text: z.string(), href: z.string() })),
  privateLetter: z.boolean(),
  /** Members may report posts, comments and members (a community setting; spec §6). */
  report: z.boolean(),
  appDownload: z.object({ deepLink: z.string(), storeUrl: z.string() }).nullable(),
  /** Where the brand's apps identify themselves in the user agent (spec §1). */
  appUserAgentMarkers: z.array(z.string()),
  copyrightHolder: z.string(),
  /** Image, video, file and word limits of posts and comments (spec §5 parameters). */
  contentLimits: contentLimitsSchema,
  /** Level a member needs to edit their own threads (spec §6), a community setting. */
  editOwnPostMinLevel: z.number().int().positive(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Inside the brand's community, store and link apps (spec §1), detected by user agent. */
export function isInBrandApp(userAgent: string, markers: readonly string[]): boolean {
  const agent = userAgent.toLowerCase();
  return markers.some((marker) => marker && agent.includes(marker.toLowerCase()));
}

export const publicConfigElementId = 'fanzone-config';
/** The element holding the answers to a page's first calls, keyed by `callUrl` (`firstView.ts`). */
export const firstViewAnswersElementId = 'fanzone-answers';
