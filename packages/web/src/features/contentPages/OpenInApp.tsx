import { useTranslation } from 'react-i18next';
import { useSite } from '../../platform/config.ts';
import { openBrandApp } from '../appDownload/openBrandApp.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';

/**
 * What an app-only page shows on the plain web instead of its content (spec §2): that it opens in the
 * app, and the app-download helper (the app's deep link, then the store after 2 seconds) where the
 * region offers the app and operators set its links.
 */
export function OpenInApp() {
  const { t } = useTranslation('contentPages');
  const { config, region } = useSite();
  const download = region.features.appDownload ? config.appDownload : null;
  return (
    <div data-testid="open-in-app">
      <EmptyState icon="link" text={t('appOnly')}>
        {download ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => openBrandApp(download)}
            data-testid="open-app"
          >
            {t('common:openApp')}
          </button>
        ) : null}
      </EmptyState>
    </div>
  );
}
