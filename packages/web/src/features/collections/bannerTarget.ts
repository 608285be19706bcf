import type { LinkTarget, RedirectType } from '@fanzone/contract';
import { linkTarget, redirectTypes } from '@fanzone/contract';

/**
 * Where a banner of a banner group leads (spec §2 link types, §8): the web's own pages and external
 * links; a topic or collection once its type is known (only a plain Collection opens on the web);
 * and a type the apps know and the web does not, which says 'Please visit the app to view'.
 */
export type BannerTarget = LinkTarget | { kind: 'tcm'; id: string } | { kind: 'appOnly' };

const knownTypes: ReadonlySet<string> = new Set(redirectTypes);
const isRedirectType = (type: string): type is RedirectType => knownTypes.has(type);

export function bannerTarget(
  banner: { redirectType: string; resource: string },
  layout: 'mobile' | 'desktop',
): BannerTarget {
  if (!isRedirectType(banner.redirectType)) return { kind: 'appOnly' };
  const resource = banner.resource.trim();
  if (banner.redirectType === 'topic' && /^\d{1,19}$/.test(resource)) return { kind: 'tcm', id: resource };
  return linkTarget(banner.redirectType, banner.resource, layout);
}
