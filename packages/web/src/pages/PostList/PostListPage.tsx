import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/routing/pages.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** A list of posts (a board's, a topic's or a search's). */
export default function PostListPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <EmptyState text={t('common:noPosts')} />
    </PageFrame>
  );
}
