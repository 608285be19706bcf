import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/routing/pages.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** The latest posts of the whole community. */
export default function FeedsPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <EmptyState text={t('common:noPosts')} />
    </PageFrame>
  );
}
