import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { useSite } from '../../platform/config.ts';
import { openBrandApp } from '../../features/appDownload/openBrandApp.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** Friends Club certification exists only in the app (spec §2). */
export default function UgcCertificationPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const { config, region, inApp } = useSite();
  const download = region.features.appDownload && !inApp ? config.appDownload : null;
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <p className="page__lead">{t('certification.lead')}</p>
      <EmptyState icon="medal" text={t('certification.appOnly')}>
        {download ? (
          <button type="button" className="button button--primary" onClick={() => openBrandApp(download)}>
            {t('common:openApp')}
          </button>
        ) : null}
      </EmptyState>
    </PageFrame>
  );
}
