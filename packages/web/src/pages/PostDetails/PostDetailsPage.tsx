import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/routing/pages.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** One post with its comments (`?comment=` jumps to a comment). */
export default function PostDetailsPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <EmptyState text={t('post.notFound')} />
    </PageFrame>
  );
}
