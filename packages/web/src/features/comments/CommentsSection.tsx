import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../ui/LoadMore.tsx';
import type { Comment, CommentSort, PostDetail } from '@fanzone/contract';
import { BoardBanText } from '../moderation/BoardBanText.tsx';
import { commentSorts, defaultCommentSort } from '@fanzone/contract';
import { Spinner } from '../../ui/Spinner.tsx';
import { SortChooser } from '../posts/SortChooser.tsx';
import { useLoadMoreOnScroll } from '../social/useLoadMoreOnScroll.ts';
import { CommentComposer } from './CommentComposer.tsx';
import { CommentThread, ThreadLink } from './CommentItem.tsx';
import { commentsSummary, containsComment, flattenComments } from './commentState.ts';
import { useComment, useComments } from './queries.ts';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { numberFormat } from '../../platform/intl.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

/**
 * A post's comments: count, sort (oldest, newest, most liked), composer, threads, more within 200 px
 * of the bottom. Comments withheld by the post's visibility say why. `highlightId` (`?comment=`) is
 * scrolled to and marked; when it is not on the first page it is fetched and shown on top.
 */
export function CommentsSection({
  postId,
  highlightId,
  locked = false,
  boardBan = null,
}: {
  postId: string;
  highlightId: string | null;
  /** Locked by a moderator and the viewer is not one of its board's: no composer, ask an admin. */
  locked?: boolean;
  /** The viewer is banned from writing in the post's board: no composer, the ban said instead. */
  boardBan?: PostDetail['boardBan'];
}) {
  const { t, i18n } = useTranslation('posts');
  const [sort, setSort] = useState<CommentSort>(defaultCommentSort);
  const list = useComments(postId, sort);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError, data } = list;
  const comments = flattenComments(data);
  const { total, hiddenReason } = commentsSummary(data);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  useLoadMoreOnScroll(Boolean(hasNextPage) && !isFetchingNextPage && !isError, loadMore, data);

  // The linked comment: in the list already, or fetched on its own and put on top.
  const inList = highlightId ? containsComment(comments, highlightId) : false;
  const linked = useComment(data && !inList ? highlightId : null);
  const onTop: Comment | null = highlightId && !inList && linked.data ? linked.data : null;
  useScrollToComment(highlightId, Boolean(data) && (inList || Boolean(onTop)));

  const linkedMissing = Boolean(highlightId) && !inList && linked.isError;

  let body;
  if (list.isPending) body = <Spinner label={t('common:loading')} testId="comments-loading" />;
  else if (list.isError && !data)
    body = (
      <LoadFailed
        error={list.error}
        fallback={t('comments.loadFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (!comments.length && !onTop)
    body = hiddenReason ? null : (
      <p className="comments__empty" data-testid="comments-empty">
        {t('comments.empty')}
      </p>
    );
  else
    body = (
      <>
        {onTop ? (
          <div className="comments__linked" data-testid="linked-comment">
            <ul className="comment-list">
              <CommentThread comment={onTop} highlightId={highlightId} />
            </ul>
            {onTop.parentId ? <ThreadLink commentId={onTop.id} /> : null}
          </div>
        ) : null}
        <ul className="comment-list" data-testid="comment-list">
          {comments
            .filter((comment) => comment.id !== onTop?.id)
            .map((comment) => (
              <CommentThread key={comment.id} comment={comment} highlightId={highlightId} />
            ))}
        </ul>
        {hasNextPage ? (
          <LoadMore
            isFetchingNextPage={isFetchingNextPage}
            isError={isError}
            fetchNextPage={fetchNextPage}
            testId="comments-more"
          />
        ) : null}
      </>
    );

  return (
    <section className="comments" aria-labelledby="comments-title" data-testid="comments">
      <header className="comments__head">
        <h2 className="comments__title" id="comments-title">
          {t('comments.title')}{' '}
          <span className="comments__count" data-testid="comments-total">
            {numberFormat(i18n.language).format(total)}
          </span>
        </h2>
        <SortChooser
          label={t('comments.sortLabel')}
          value={sort}
          onChange={setSort}
          testId="comment-sort"
          options={commentSorts.map((id) => ({ id, label: t(`comments.sort.${id}`) }))}
        />
      </header>
      {boardBan ? (
        <p className="post-notice" role="note" data-testid="comments-board-ban">
          <BoardBanText ban={boardBan} />
        </p>
      ) : locked ? (
        <p className="post-notice" role="note" data-testid="comments-locked">
          {t('moderation.locked')}
        </p>
      ) : (
        <CommentComposer postId={postId} />
      )}
      {hiddenReason ? (
        // Withheld by the post's visibility; the viewer's own comments (if any) still follow.
        <p className="comments__hidden" data-testid="comments-hidden" data-reason={hiddenReason}>
          {t(`comments.hidden.${hiddenReason}`)}
        </p>
      ) : null}
      {linkedMissing ? (
        <p className="comments__note" role="status" data-testid="linked-comment-missing">
          <ErrorText code="COMMENT_NOT_FOUND" />
        </p>
      ) : null}
      {body}
    </section>
  );
}

/** Scrolls the linked comment into view once it is on screen (only the first time). */
function useScrollToComment(id: string | null, ready: boolean) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!id || !ready || done.current === id) return;
    const element = document.getElementById(`comment-${id}`);
    if (!element) return;
    done.current = id;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [id, ready]);
}
