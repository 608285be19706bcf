import type { TFunction } from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';
import type { Region } from '@fanzone/contract';

/**
 * `<page title> - <community name>` after each route change (spec §2); India adds its country.
 * Whole phrases come from the `shell` namespace so translations can reorder them.
 */
export function buildDocumentTitle(
  t: TFunction,
  routeName: string,
  communityName: string,
  titleSuffix: Region['titleSuffix'],
  /** What the page shows (a post's title, a board's or member's name), in place of the route's title. */
  entityTitle?: string | null,
): string {
  const page = entityTitle || t(`titles:${routeName}`);
  if (titleSuffix) {
    return t('shell:documentTitle.withCountry', {
      page,
      community: communityName,
      country: t(`shell:titleCountry.${titleSuffix}`),
    });
  }
  return t('shell:documentTitle.plain', { page, community: communityName });
}

/**
 * The name of what the open page shows, once known. It replaces the route's title in the document
 * title, as the server's `<title>` for the same address does, so search engines that run the page
 * and the browser's tab say the post's title, not "Post Details". One page shows one thing at a time.
 */
let entityTitle: string | null = null;
const entityTitleListeners = new Set<() => void>();

function setEntityTitle(title: string | null) {
  if (title === entityTitle) return;
  entityTitle = title;
  for (const listener of entityTitleListeners) listener();
}

/** The open page's entity title (for the route's document title). */
export function useEntityTitle(): string | null {
  return useSyncExternalStore(
    (listener) => {
      entityTitleListeners.add(listener);
      return () => entityTitleListeners.delete(listener);
    },
    () => entityTitle,
    () => null,
  );
}

/** A page names what it shows; the name is dropped when the page goes. */
export function useNameEntity(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    setEntityTitle(title);
    return () => setEntityTitle(null);
  }, [title]);
}
