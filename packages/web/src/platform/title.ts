import type { TFunction } from 'i18next';
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
): string {
  const page = t(`titles:${routeName}`);
  if (titleSuffix) {
    return t('shell:documentTitle.withCountry', {
      page,
      community: communityName,
      country: t(`shell:titleCountry.${titleSuffix}`),
    });
  }
  return t('shell:documentTitle.plain', { page, community: communityName });
}
