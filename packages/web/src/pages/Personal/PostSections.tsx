import { useCallback } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import { useMyComments } from '../../features/comments/queries.ts';
import { PostTime } from '../../features/posts/AuthorLine.tsx';
import { PostList } from '../../features/posts/PostList.tsx';
import { useMemberPosts, useMyFavourites } from '../../features/posts/queries.ts';
import { useLoadMoreOnScroll } from '../../features/social/useLoadMoreOnScroll.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../styles/posts.css';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

/** The member's own posts, newest first. */
export function MyPostsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('personal');
  return <PostList query={useMemberPosts(userId)} emptyText={t('empty.posts')} testId="my-posts" />;
}

/** Posts the member saved, newest save first. */
export function MyFavouritesSection() {
  const { t } = useTranslation('personal');
  return <PostList query={useMyFavourites()} emptyText={t('empty.favourites')} testId="my-favourites" />;
}

/** The member's comments and replies, newest first, each linking to itself on its post. */
export function MyCommentsSection() {
  const { t } = useTranslation(['personal', 'posts']);
  const list = useMyComments();
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError, data } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  useLoadMoreOnScroll(Boolean(hasNextPage) && !isFetchingNextPage && !isError, loadMore, data);
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  if (list.isPending) return <Spinner label={t('common:loading')} />;
  if (list.isError && !data)
    return (
      <LoadFailed
        error={list.error}
        fallback={t('posts:list.loadFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  if (!items.length)
    return (
      <div data-testid="my-comments-empty">
        <EmptyState icon="message" text={t('empty.comments')} />
      </div>
    );
  return (
    <>
      <ul className="my-comments" data-testid="my-comments">
        {items.map((item) => (
          <li key={item.id} className="my-comment" data-testid={`my-comment-${item.id}`}>
            <Link to={paths.postDetails(item.post.id, item.id)} className="my-comment__link">
              {item.shielded ? (
                <span className="my-comment__shielded" data-testid="my-comment-shielded">
                  {t('posts:comments.shieldedMine')}
                </span>
              ) : null}
              <span className="my-comment__content" dir="auto">
                {item.content}
              </span>
              <span className="my-comment__meta">
                <PostTime seconds={item.createdAt} />
                <span>
                  {t(item.parentId ? 'posts:comments.repliedOn' : 'posts:comments.commentedOn')}{' '}
                  <bdi>{item.post.title}</bdi>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <LoadMore isFetchingNextPage={isFetchingNextPage} isError={isError} fetchNextPage={fetchNextPage} />
      ) : null}
    </>
  );
}
