import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { BoardDetail } from '@fanzone/contract';
import { defaultBoardPostSort, paths } from '@fanzone/contract';
import type { PageProps } from '../pageProps.ts';
import { useNameEntity } from '../../platform/title.ts';
import { BoardIcon } from '../../features/boards/BoardIcon.tsx';
import { BoardList, SubBoardLink } from '../../features/boards/BoardList.tsx';
import { BoardLabels, BoardStats } from '../../features/boards/BoardMeta.tsx';
import { FollowButton } from '../../features/boards/FollowButton.tsx';
import { boardFailureOf, isBoardId } from '../../features/boards/boardState.ts';
import { useBoard } from '../../features/boards/queries.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { BoardPosts } from './BoardPosts.tsx';
import { BoardBanners } from '../../features/collections/BoardBanners.tsx';
import { boardBannersOptions } from '../../features/collections/queries.ts';
import { boardPostsOptions } from '../../features/posts/queries.ts';
import '../../styles/boards.css';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

/**
 * One board: header with Follow, its main board, its sub boards, and its sections as tabs over the
 * posts. Without an id it is the board chooser (the tab bar's Board entry, `?join=true`, spec §2).
 * The title stays the route's; the board's name is the header's heading.
 */
export default function BoardDetailPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const { id } = useParams();
  const [search] = useSearchParams();
  const join = search.get('join') === 'true';
  return (
    <PageFrame title={t(`titles:${name}`)}>
      {id === undefined ? (
        <>
          <p className="page__note">{t('board.choose')}</p>
          <BoardList join={join} />
        </>
      ) : (
        <BoardView key={id} id={id} join={join} />
      )}
    </PageFrame>
  );
}

function BoardView({ id, join }: { id: string; join: boolean }) {
  const { t } = useTranslation('pages');
  const board = useBoard(id);
  useBoardFirstWave(id);
  useNameEntity(board.data?.name);

  if (!isBoardId(id)) return <NotFound join={join} />;
  if (board.isError) {
    const failure = boardFailureOf(board.error);
    if (failure === 'notFound') return <NotFound join={join} />;
    if (failure === 'notOpen') {
      return (
        <div className="board-stop" data-testid="board-not-open">
          <EmptyState icon="lock" text={<ErrorText code="SECTION_NOT_OPEN_TO_COUNTRY" />}>
            <AllBoardsLink join={join} />
          </EmptyState>
        </div>
      );
    }
    return (
      <div className="board-stop" data-testid="board-load-error">
        <LoadFailed
          error={board.error}
          fallback={t('board.boardLoadFailed')}
          onRetry={() => void board.refetch()}
          busy={board.isFetching}
        />
      </div>
    );
  }
  if (!board.data) return <BoardHeaderSkeleton />;
  return <BoardContent board={board.data} join={join} />;
}

/**
 * The board's first list and its banners are asked beside the board, not after it has arrived: one
 * wave of calls instead of two, for a phone on a slow network and for the server drawing the page (a
 * render pass fewer). What is asked here is what `BoardPosts` and `BoardBanners` then read.
 */
function useBoardFirstWave(id: string) {
  const queryClient = useQueryClient();
  if (!isBoardId(id)) return;
  const posts = boardPostsOptions(id, defaultBoardPostSort);
  if (!queryClient.getQueryState(posts.queryKey)) void queryClient.prefetchInfiniteQuery(posts);
  const banners = boardBannersOptions(id);
  if (!queryClient.getQueryState(banners.queryKey)) void queryClient.prefetchQuery(banners);
}

function NotFound({ join }: { join: boolean }) {
  return (
    <div className="board-stop" data-testid="board-not-found">
      <EmptyState icon="board" text={<ErrorText code="BOARD_NOT_FOUND" />}>
        <AllBoardsLink join={join} />
      </EmptyState>
    </div>
  );
}

function AllBoardsLink({ join }: { join: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <Link
      to={join ? paths.boardDetail(undefined, true) : paths.productClassification()}
      className="button button--primary"
    >
      {t('board.allBoards')}
    </Link>
  );
}

function BoardContent({ board, join }: { board: BoardDetail; join: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <section className="board-header" data-testid="board-header" aria-labelledby="board-name">
        <BoardIcon src={board.iconUrl} size={64} />
        <div className="board-header__text">
          {board.parent ? (
            <p className="board-header__parent" data-testid="board-parent">
              <span>{t('board.mainBoard')}</span>
              <Link to={paths.boardDetail(board.parent.id, join)} dir="auto">
                {board.parent.name}
              </Link>
            </p>
          ) : null}
          <h2 className="board-header__name" id="board-name">
            <span dir="auto">{board.name}</span>
            <BoardLabels closed={board.closed} openToViewerCountry={board.openToViewerCountry} />
          </h2>
          {board.description ? (
            <p className="board-header__description" dir="auto">
              {board.description}
            </p>
          ) : null}
          <BoardStats followerCount={board.followerCount} postCount={board.postCount} />
        </div>
        <div className="board-header__actions">
          <FollowButton board={board} />
        </div>
      </section>
      <BoardBanners boardId={board.id} />

      {board.children.length > 0 ? (
        <section
          className="board-children"
          aria-labelledby="board-children-title"
          data-testid="board-children"
        >
          <h2 className="board-section-title" id="board-children-title">
            {t('board.subBoards')}
          </h2>
          <ul className="sub-boards">
            {board.children.map((child) => (
              <li key={child.id}>
                <SubBoardLink board={child} join={join} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <BoardSections board={board} />
    </>
  );
}

/** The board's sections as tabs over its posts. */
function BoardSections({ board }: { board: BoardDetail }) {
  const { t } = useTranslation('pages');
  const [current, setCurrent] = useState('all');
  const posts = (
    <BoardPosts
      boardId={board.id}
      sectionId={current === 'all' ? null : current}
      canModerate={board.canModerate}
    />
  );
  return (
    <div className="board-sections" data-testid="board-sections">
      {board.sections.length > 0 ? (
        <Tabs
          label={t('board.sections')}
          tabs={[
            { id: 'all', label: t('board.allSections') },
            ...board.sections.map((section) => ({ id: section.id, label: section.name })),
          ]}
          value={current}
          onChange={setCurrent}
        >
          {posts}
        </Tabs>
      ) : (
        posts
      )}
    </div>
  );
}

function BoardHeaderSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" data-testid="board-loading">
      <span className="visually-hidden">{t('loading')}</span>
      <div className="board-header board-header--skeleton" aria-hidden="true">
        <span className="skeleton skeleton--icon-large" />
        <div className="board-header__text">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--short" />
        </div>
      </div>
    </div>
  );
}
