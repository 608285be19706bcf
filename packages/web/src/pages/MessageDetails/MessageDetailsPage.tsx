import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** One notification, opened from the apps. */
export default function MessageDetailsPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <EmptyState icon="message" text={t('messageDetails.unavailable')} />
    </PageFrame>
  );
}
