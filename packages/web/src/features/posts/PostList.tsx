import { useCallback } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useLoadMoreOnScroll } from '../social/useLoadMoreOnScroll.ts';
import { PostCard } from './PostCard.tsx';
import type { PostListData } from './postState.ts';
import { flattenPosts } from './postState.ts';
import '../../styles/posts.css';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

/** Posts ticked in a list for a moderator's bulk action; `full` once no more may be ticked. */
export type PostSelection = {
  selected: ReadonlySet<string>;
  onToggle: (postId: string) => void;
  full: boolean;
};

/**
 * A keyset-paged list of post cards: the next page loads within 200 px of the bottom (spec §9), with
 * a Load more button as the keyboard's way; failures offer Try again.
 */
export function PostList({
  query,
  emptyText,
  hideBoard,
  selection,
  testId = 'post-list',
}: {
  query: UseInfiniteQueryResult<PostListData>;
  emptyText: string;
  hideBoard?: boolean;
  /** A moderator selecting posts: each card gets its tick box. */
  selection?: PostSelection;
  testId?: string;
}) {
  const { t } = useTranslation('posts');
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError, data } = query;
  const posts = flattenPosts(data);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  useLoadMoreOnScroll(Boolean(hasNextPage) && !isFetchingNextPage && !isError, loadMore, data);

  if (query.isPending) return <Spinner label={t('common:loading')} testId={`${testId}-loading`} />;
  if (query.isError && !data) {
    return (
      <div data-testid={`${testId}-error`}>
        <LoadFailed
          error={query.error}
          fallback={t('list.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!posts.length) {
    return (
      <div data-testid={`${testId}-empty`}>
        <EmptyState text={emptyText} />
      </div>
    );
  }
  return (
    <>
      <div className="post-list" data-testid={testId}>
        {posts.map((post, index) =>
          selection ? (
            <div key={post.id} className="post-list__selectable">
              <input
                type="checkbox"
                checked={selection.selected.has(post.id)}
                disabled={selection.full && !selection.selected.has(post.id)}
                onChange={() => selection.onToggle(post.id)}
                aria-label={t('board.selectPost', { title: post.title })}
                data-testid={`post-select-${post.id}`}
              />
              <PostCard post={post} hideBoard={hideBoard} first={index === 0} />
            </div>
          ) : (
            <PostCard key={post.id} post={post} hideBoard={hideBoard} first={index === 0} />
          ),
        )}
      </div>
      {hasNextPage ? (
        <LoadMore
          isFetchingNextPage={isFetchingNextPage}
          isError={isError}
          fetchNextPage={fetchNextPage}
          testId={`${testId}-more`}
        />
      ) : posts.length > 0 ? (
        <p className="list-end" data-testid={`${testId}-end`}>
          {t('list.end')}
        </p>
      ) : null}
    </>
  );
}
