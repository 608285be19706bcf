import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import type { PageProps } from '../../app/routing/pages.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** One board's posts; without an id, the way to the board list. */
export default function BoardDetailPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const { id } = useParams();
  return (
    <PageFrame title={t(`titles:${name}`)}>
      {id ? (
        <EmptyState icon="board" text={t('board.noPosts')} />
      ) : (
        <EmptyState icon="board" text={t('board.choose')}>
          <Link to={paths.productClassification()} className="button button--primary">
            {t('board.allBoards')}
          </Link>
        </EmptyState>
      )}
    </PageFrame>
  );
}
