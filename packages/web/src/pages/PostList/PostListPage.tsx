import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import type { PageProps } from '../pageProps.ts';
import { CommentBody } from '../../features/comments/CommentItem.tsx';
import type { ReplyTarget } from '../../features/comments/CommentComposer.tsx';
import { CommentComposer } from '../../features/comments/CommentComposer.tsx';
import { flattenReplies } from '../../features/comments/commentState.ts';
import { useComment, useReplies } from '../../features/comments/queries.ts';
import { ApiError } from '../../platform/api.ts';
import { isPostId } from '../../features/posts/postState.ts';
import { useLoadMoreOnScroll } from '../../features/social/useLoadMoreOnScroll.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../styles/posts.css';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

/**
 * A comment's whole thread (`?comment=id`): the comment and every reply, more within 200 px of the
 * bottom. A reply's id opens its comment's thread with the reply marked. Missing: 'The page number
 * does not exist'.
 */
export default function PostListPage({ name }: PageProps) {
  const { t } = useTranslation('posts');
  const [search] = useSearchParams();
  const id = search.get('comment');
  const target = useComment(id);
  // A reply: the thread is its comment's.
  const parent = useComment(target.data?.parentId ?? null);
  const root: Comment | undefined = target.data?.parentId ? parent.data : target.data;
  const failed = target.isError ? target.error : parent.isError ? parent.error : null;

  let body;
  if (!isPostId(id) || (failed && isMissing(failed))) body = <NotFound />;
  else if (failed)
    body = (
      <LoadFailed
        error={failed}
        fallback={t('comments.loadFailed')}
        onRetry={() => void (target.isError ? target.refetch() : parent.refetch())}
      />
    );
  else if (!root) body = <Spinner label={t('common:loading')} testId="thread-loading" />;
  else body = <Thread root={root} highlightId={id} />;

  return (
    <PageFrame title={t(`titles:${name}`)} testId="comment-thread-page">
      {body}
    </PageFrame>
  );
}

function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 404 || error.code === 'COMMENT_NOT_FOUND');
}

function NotFound() {
  return (
    <div data-testid="thread-not-found">
      <EmptyState text={<ErrorText code="NOT_FOUND" />} />
    </div>
  );
}

function Thread({ root, highlightId }: { root: Comment; highlightId: string }) {
  const { t } = useTranslation('posts');
  const replies = useReplies(root.id, true);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError, data } = replies;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  useLoadMoreOnScroll(Boolean(hasNextPage) && !isFetchingNextPage && !isError, loadMore, data);
  const list = data ? flattenReplies(data) : root.replies;
  const rootTarget: ReplyTarget = { id: root.id, username: root.author.username };
  const [replyTo, setReplyTo] = useState<ReplyTarget>(rootTarget);

  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || highlightId === root.id) return;
    const element = document.getElementById(`comment-${highlightId}`);
    if (!element) return;
    scrolled.current = true;
    element.scrollIntoView({ block: 'center' });
  }, [highlightId, root.id, list.length]);

  return (
    <div className="thread" data-testid="comment-thread">
      <p>
        <Link
          to={paths.postDetails(root.postId, root.id)}
          className="link-button"
          data-testid="thread-post-link"
        >
          {t('comments.toPost')}
        </Link>
      </p>
      <CommentBody item={root} highlightId={highlightId} onReply={setReplyTo} />
      <h2 className="comments__title">{t('comments.repliesTitle', { count: root.replyCount })}</h2>
      <CommentComposer
        key={replyTo.id}
        postId={root.postId}
        replyTo={replyTo}
        autoFocus={replyTo.id !== root.id}
        onCancel={replyTo.id === root.id ? undefined : () => setReplyTo(rootTarget)}
        onDone={() => setReplyTo(rootTarget)}
      />
      {list.length ? (
        <ul className="replies replies--thread" data-testid="thread-replies">
          {list.map((reply) => (
            <li key={reply.id}>
              <CommentBody item={reply} highlightId={highlightId} onReply={setReplyTo} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="comments__empty">{t('comments.noReplies')}</p>
      )}
      {hasNextPage ? (
        <LoadMore isFetchingNextPage={isFetchingNextPage} isError={isError} fetchNextPage={fetchNextPage} />
      ) : null}
    </div>
  );
}
