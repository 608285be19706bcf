import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** The member's feedback to the team and its status. */
export default function FeedbackPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <p className="page__lead">{t('feedback.lead')}</p>
      <EmptyState text={t('feedback.empty')} />
    </PageFrame>
  );
}
