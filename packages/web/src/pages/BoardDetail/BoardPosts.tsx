import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardPostSort } from '@fanzone/contract';
import { boardPostSorts, defaultBoardPostSort, limits } from '@fanzone/contract';
import { PostList } from '../../features/posts/PostList.tsx';
import { SortChooser } from '../../features/posts/SortChooser.tsx';
import { useBoardPosts } from '../../features/posts/queries.ts';
import type { PostListData } from '../../features/posts/postState.ts';

// Moderators only: never part of a member's first view.
const BulkModerationBar = lazy(() => import('../../features/moderation/BulkModerationBar.tsx'));

/**
 * A board's posts under its header: latest reply (default), newest or hot; the first page starts with
 * the pinned posts (the server puts them there). `sectionId` narrows to one section's posts. The
 * board's moderators may select posts to shield, sink or move together.
 */
export function BoardPosts({
  boardId,
  sectionId,
  canModerate,
}: {
  boardId: string;
  sectionId: string | null;
  canModerate: boolean;
}) {
  const { t } = useTranslation('posts');
  const [sort, setSort] = useState<BoardPostSort>(defaultBoardPostSort);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (postId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(postId)) next.delete(postId);
      else next.add(postId);
      return next;
    });
  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const query = useBoardPosts(boardId, sort);
  // The board call has no section filter: a section shows the loaded posts that belong to it, and
  // the list keeps loading pages while the screen is not full.
  const shown =
    sectionId === null || !query.data
      ? query
      : ({ ...query, data: onlySection(query.data, sectionId) } as typeof query);
  return (
    <section className="board-posts" aria-label={t('board.postsLabel')} data-testid="board-posts">
      <SortChooser
        label={t('board.sortLabel')}
        value={sort}
        onChange={setSort}
        testId="board-sort"
        options={boardPostSorts.map((id) => ({ id, label: t(`board.sort.${id}`) }))}
      />
      {canModerate ? (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-pressed={selecting}
          onClick={() => (selecting ? stopSelecting() : setSelecting(true))}
          data-testid="board-select"
        >
          {t(selecting ? 'board.selectDone' : 'board.select')}
        </button>
      ) : null}
      {selecting ? (
        <Suspense fallback={null}>
          <BulkModerationBar boardId={boardId} selected={[...selected]} onDone={stopSelecting} />
        </Suspense>
      ) : null}
      <PostList
        key={sort}
        query={shown}
        hideBoard
        emptyText={t('board.empty')}
        testId="board-post-list"
        selection={
          selecting
            ? { selected, onToggle: toggle, full: selected.size >= limits.moderation.bulkMaxPosts }
            : undefined
        }
      />
    </section>
  );
}

function onlySection(data: PostListData, sectionId: string): PostListData {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      posts: page.posts.filter((post) => post.section?.id === sectionId),
    })),
  };
}
