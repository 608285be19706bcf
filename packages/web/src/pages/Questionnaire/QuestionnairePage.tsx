import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/routing/pages.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** A questionnaire by its code, inside the apps. */
export default function QuestionnairePage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <EmptyState text={t('questionnaire.unavailable')} />
    </PageFrame>
  );
}
