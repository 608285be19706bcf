import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** The realme club page, inside the apps. */
export default function ClubPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <p className="page__lead">{t('club.lead')}</p>
      <EmptyState text={t('club.empty')} />
    </PageFrame>
  );
}
