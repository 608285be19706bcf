import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buildDocumentTitle, useEntityTitle } from '../../platform/title.ts';
import { useSite } from '../../platform/config.ts';

/** Sets `document.title` for the route after each navigation (and when the language loads). */
export function useDocumentTitle(routeName: string): void {
  const { t } = useTranslation(['titles', 'shell']);
  const { config, region } = useSite();
  const entity = useEntityTitle();
  useEffect(() => {
    document.title = buildDocumentTitle(t, routeName, config.communityName, region.titleSuffix, entity);
  }, [t, routeName, config.communityName, region.titleSuffix, entity]);
}
