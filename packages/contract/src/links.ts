import { paths } from './routes.ts';

/** Where a navigation item, banner or top-sector entry points (spec §2 "Link type mapping"). */
export const redirectTypes = [
  'thread',
  'forum',
  'board',
  'product',
  'check-in',
  'task',
  'topic',
  // Ours, beyond the spec's list: an event's page (issue 16), so banners and navigation can announce one.
  'event',
  'url',
  'http',
] as const;
export type RedirectType = (typeof redirectTypes)[number];

export type LinkTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

export function linkTarget(type: RedirectType, resource: string, layout: 'mobile' | 'desktop'): LinkTarget {
  switch (type) {
    case 'thread':
      return { kind: 'internal', path: paths.postDetails(resource) };
    case 'forum':
      return { kind: 'internal', path: paths.boardDetail(resource || undefined) };
    case 'board':
      return layout === 'mobile'
        ? { kind: 'internal', path: paths.boardDetail(resource || undefined, true) }
        : { kind: 'internal', path: paths.productClassification() };
    case 'product':
      return { kind: 'internal', path: paths.productClassification() };
    case 'check-in':
      return { kind: 'internal', path: paths.checkin() };
    case 'task':
      return { kind: 'internal', path: paths.myMissions() };
    case 'topic':
      return { kind: 'internal', path: paths.contentCollection(resource || undefined) };
    case 'event':
      return { kind: 'internal', path: paths.contentCompetition(resource) };
    case 'url':
    case 'http':
      return { kind: 'external', href: withScheme(resource) };
  }
}

/** External links may omit their scheme; only http(s) may be opened. */
export function withScheme(address: string): string {
  const trimmed = address.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return 'about:blank';
  return `https://${trimmed.replace(/^\/\//, '')}`;
}

/**
 * An address a member's page may load a picture or icon from: a path of this site or an https
 * address (never another scheme, never `//host`). One rule for the server's schemas and the console.
 */
export const isSiteOrHttpsAddress = (address: string) =>
  /^\/(?!\/)/.test(address) || /^https:\/\//i.test(address);
