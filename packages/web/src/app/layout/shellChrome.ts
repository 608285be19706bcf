import type { RouteEntry } from '@fanzone/contract';
import type { Layout } from '../../ui/useLayout.ts';

/**
 * What the shell draws around a page (Shell.tsx): the site's header and footer unless the route is
 * app-only, and on a phone the tab bar on the routes that have it and on the board chooser opened
 * to join (`/board/detail?join=true`). The server's first view asks what these read (firstViewQueries.ts).
 */
export function shellChrome(entry: RouteEntry | undefined, search: URLSearchParams, layout: Layout) {
  const chrome = entry !== undefined && !entry.appOnly;
  const joinedBoard = entry?.name === 'board-detail' && search.get('join') === 'true';
  const tabBar = chrome && layout === 'mobile' && (Boolean(entry.tabBar) || joinedBoard);
  return { chrome, tabBar };
}
