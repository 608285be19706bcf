import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { Board, SubBoard } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { BoardIcon } from './BoardIcon.tsx';
import { BoardLabels, BoardStats } from './BoardMeta.tsx';
import { useBoards } from './queries.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

/**
 * The main boards with their sub boards (spec §2 product-classification; also the board chooser of
 * `/board/detail`). `join` keeps the mobile tab bar on the way to a board.
 */
export function BoardList({ join = false }: { join?: boolean }) {
  const { t } = useTranslation('pages');
  const boards = useBoards();

  if (boards.isPending) return <BoardListSkeleton />;
  if (boards.isError) {
    return (
      <div data-testid="board-list-error">
        <LoadFailed
          error={boards.error}
          fallback={t('board.loadFailed')}
          onRetry={() => void boards.refetch()}
          busy={boards.isFetching}
        />
      </div>
    );
  }
  if (boards.data.length === 0) {
    return (
      <div data-testid="board-list-empty">
        <EmptyState icon="board" text={t('board.noBoards')} />
      </div>
    );
  }
  return (
    <ul className="board-list" data-testid="board-list">
      {boards.data.map((board) => (
        <BoardCard key={board.id} board={board} join={join} />
      ))}
    </ul>
  );
}

function BoardCard({ board, join }: { board: Board; join: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <li className="board-card" data-testid={`board-card-${board.id}`}>
      <div className="board-card__head">
        <BoardIcon src={board.iconUrl} size={56} />
        <div className="board-card__text">
          <h2 className="board-card__name">
            <Link to={paths.boardDetail(board.id, join)} dir="auto">
              {board.name}
            </Link>
            <BoardLabels closed={board.closed} openToViewerCountry={board.openToViewerCountry} />
          </h2>
          {board.description ? (
            <p className="board-card__description" dir="auto">
              {board.description}
            </p>
          ) : null}
          <BoardStats followerCount={board.followerCount} postCount={board.postCount} />
        </div>
      </div>
      {board.children.length > 0 ? (
        <ul className="sub-boards" aria-label={t('board.subBoardsOf', { name: board.name })}>
          {board.children.map((child) => (
            <li key={child.id}>
              <SubBoardLink board={child} join={join} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A sub board as a link (list cards, and a board's own sub boards on its detail page). */
export function SubBoardLink({ board, join }: { board: SubBoard; join: boolean }) {
  return (
    <Link to={paths.boardDetail(board.id, join)} className="sub-board" data-testid={`board-link-${board.id}`}>
      <BoardIcon src={board.iconUrl} size={32} />
      <span className="sub-board__name" dir="auto">
        {board.name}
      </span>
      <BoardLabels closed={board.closed} openToViewerCountry={board.openToViewerCountry} />
    </Link>
  );
}

/** Grey cards in the shape of the list while it loads. */
export function BoardListSkeleton({ cards = 3 }: { cards?: number }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" data-testid="board-list-loading">
      <span className="visually-hidden">{t('loading')}</span>
      <ul className="board-list" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} className="board-card board-card--skeleton">
            <div className="board-card__head">
              <span className="skeleton skeleton--icon" />
              <div className="board-card__text">
                <span className="skeleton skeleton--title" />
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--short" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
