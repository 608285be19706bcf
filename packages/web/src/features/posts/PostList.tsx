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

/**
 * A keyset-paged list of post cards: the next page loads within 200 px of the bottom (spec §9), with
 * a Load more button as the keyboard's way; failures offer Try again.
 */
export function PostList({
  query,
  emptyText,
  hideBoard,
  testId = 'post-list',
}: {
  query: UseInfiniteQueryResult<PostListData>;
  emptyText: string;
  hideBoard?: boolean;
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
        {posts.map((post, index) => (
          <PostCard key={post.id} post={post} hideBoard={hideBoard} first={index === 0} />
        ))}
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
