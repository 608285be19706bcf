import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/routing/pages.ts';
import { useSite } from '../../app/config.ts';
import { openBrandApp } from '../../features/appDownload/openBrandApp.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** Daily check-in happens in the brand's app (spec §2); this page says so and opens the app. */
export default function CheckinPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const { config, region, inApp } = useSite();
  const download = region.features.appDownload && !inApp ? config.appDownload : null;
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <EmptyState icon="checkin" text={t('checkin.appOnly')}>
        {download ? (
          <button type="button" className="button button--primary" onClick={() => openBrandApp(download)}>
            {t('common:openApp')}
          </button>
        ) : null}
      </EmptyState>
    </PageFrame>
  );
}
