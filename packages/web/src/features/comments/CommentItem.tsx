import { Suspense, lazy, useState } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { Comment, Reply } from '@fanzone/contract';
import { formatCount } from '../boards/boardState.ts';
import { AuthorLine, PostTime } from '../posts/AuthorLine.tsx';
import { PostIcon } from '../posts/PostIcons.tsx';
import { PostImage } from '../posts/PostImage.tsx';
import { MentionText } from '../social/MentionText.tsx';
import { ReportButton } from '../reports/ReportButton.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { ReplyTarget } from './CommentComposer.tsx';
import { CommentComposer } from './CommentComposer.tsx';
import { flattenReplies, hiddenReplyCount, visibleReplies } from './commentState.ts';
import { useDeleteComment, useLikeComment, useReplies } from './queries.ts';

// Only the board's moderators ever load the menu's code.
const CommentModerationMenu = lazy(() => import('../moderation/CommentModerationMenu.tsx'));

type ThreadProps = {
  comment: Comment;
  highlightId?: string | null;
  /** Load every reply at once (the thread page) instead of the first ones with "more replies". */
  allReplies?: boolean;
};

/**
 * A comment with its replies: the first ones come with it, "more replies" loads the rest; Reply opens
 * a composer under the thread, naming whom it answers.
 */
export function CommentThread({ comment, highlightId, allReplies }: ThreadProps) {
  const { t } = useTranslation('posts');
  const [expanded, setExpanded] = useState(Boolean(allReplies));
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const replies = useReplies(comment.id, expanded);
  const loaded = expanded && replies.data ? flattenReplies(replies.data) : undefined;
  const shown = visibleReplies(comment, loaded);
  const hidden = hiddenReplyCount(comment, shown.length);
  const canLoad = expanded ? Boolean(replies.hasNextPage) : hidden > 0;

  return (
    <li className="comment-thread" data-testid={`comment-thread-${comment.id}`}>
      <CommentBody item={comment} highlightId={highlightId} onReply={setReplyTo} />
      {shown.length || canLoad ? (
        <ul className="replies" data-testid={`replies-${comment.id}`}>
          {shown.map((reply) => (
            <li key={reply.id}>
              <CommentBody item={reply} highlightId={highlightId} onReply={setReplyTo} />
            </li>
          ))}
          {canLoad ? (
            <li className="replies__more">
              {expanded && (replies.isFetching || replies.isPending) ? (
                <Spinner label={t('common:loading')} />
              ) : (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => (expanded ? void replies.fetchNextPage() : setExpanded(true))}
                  data-testid={`more-replies-${comment.id}`}
                >
                  {t('comments.moreReplies', { count: Math.max(hidden, 1) })}
                </button>
              )}
            </li>
          ) : null}
        </ul>
      ) : null}
      {replyTo ? (
        <CommentComposer
          key={replyTo.id}
          postId={comment.postId}
          replyTo={replyTo}
          autoFocus
          onDone={() => setReplyTo(null)}
          onCancel={() => setReplyTo(null)}
        />
      ) : null}
    </li>
  );
}

/** One comment or reply: author (post author label), "reply to @name", text, images, Like, Reply, Delete. */
export function CommentBody({
  item,
  highlightId,
  onReply,
}: {
  item: Reply;
  highlightId?: string | null;
  onReply?: (target: ReplyTarget) => void;
}) {
  const { t, i18n } = useTranslation('posts');
  const like = useLikeComment();
  const remove = useDeleteComment(item.postId);
  const [confirming, setConfirming] = useState(false);
  const highlighted = highlightId === item.id;
  return (
    <article
      className={`comment${highlighted ? ' comment--highlight' : ''}${item.shielded ? ' comment--shielded' : ''}`}
      id={`comment-${item.id}`}
      data-comment-id={item.id}
      data-testid={`comment-${item.id}`}
      aria-current={highlighted ? 'true' : undefined}
      tabIndex={highlighted ? -1 : undefined}
    >
      <AuthorLine
        author={item.author}
        postAuthor={item.author.isPostAuthor}
        avatarSize={32}
        meta={<PostTime seconds={item.createdAt} />}
      />
      {item.shielded ? (
        <p className="comment__shielded" data-testid="comment-shielded">
          {t('comments.shielded')}
        </p>
      ) : null}
      <p className="comment__content" dir="auto" data-testid="comment-content">
        {item.replyTo ? (
          <span className="comment__reply-to" data-testid="comment-reply-to">
            {t('comments.replyToLabel', { name: item.replyTo.username })}{' '}
          </span>
        ) : null}
        <MentionText text={item.content} mentions={item.mentions} />
      </p>
      {item.images.length ? (
        <div className="comment__images" data-testid="comment-images">
          {item.images.map((image) => (
            <PostImage key={image.url} image={image} />
          ))}
        </div>
      ) : null}
      <div className="comment__actions">
        <button
          type="button"
          className="post-action post-action--like"
          aria-pressed={item.liked}
          aria-label={t('actions.like', { count: item.likeCount })}
          onClick={() => (like.isPending ? undefined : like.toggle(item))}
          data-testid="comment-like"
        >
          <PostIcon name="heart" filled={item.liked} size={16} />
          <span aria-hidden="true" data-testid="comment-like-count">
            {formatCount(item.likeCount, i18n.language)}
          </span>
        </button>
        {onReply ? (
          <button
            type="button"
            className="post-action"
            onClick={() => onReply({ id: item.id, username: item.author.username })}
            data-testid="comment-reply"
          >
            <PostIcon name="comment" size={16} />
            {t('comments.reply')}
          </button>
        ) : null}
        {item.canDelete ? (
          <button
            type="button"
            className="post-action post-action--danger"
            onClick={() => setConfirming(true)}
            data-testid="comment-delete"
          >
            <PostIcon name="trash" size={16} />
            {t('comments.delete')}
          </button>
        ) : null}
        {item.shielded ? null : (
          <ReportButton kind="comment" id={item.id} authorId={item.author.id} testId="comment-report" />
        )}
        {item.canModerate ? (
          <Suspense fallback={null}>
            <CommentModerationMenu comment={item} />
          </Suspense>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          message={t('comments.deleteConfirm')}
          busy={remove.isPending}
          testId="comment-delete-confirm"
          onConfirm={() => remove.mutate(item.id, { onSuccess: () => setConfirming(false) })}
        />
      ) : null}
    </article>
  );
}

/** Link to a comment's whole thread (`/post-list?comment=`). */
export function ThreadLink({ commentId }: { commentId: string }) {
  const { t } = useTranslation('posts');
  return (
    <Link to={`/post-list?comment=${encodeURIComponent(commentId)}`} className="link-button">
      {t('comments.wholeThread')}
    </Link>
  );
}
