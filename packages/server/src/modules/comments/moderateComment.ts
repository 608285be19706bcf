import type {
  CommentModeration,
  CommentModerationState,
  NotificationKind,
  StaffAction,
} from '@fanzone/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { notifyMember, quoteOf } from '../notifications/index.ts';
import { postFor, postsByIds } from '../posts/index.ts';
import type { PostRow, PostsContext } from '../posts/index.ts';
import { insertStaffLogEntry } from '../staffLog/index.ts';
import type { CommentRow } from './comments.queries.ts';
import { changeCommentStatus, findComment } from './comments.queries.ts';

type Context = PostsContext & { viewer: Viewer };
type Status = CommentRow['status'];

/** Each action: the statuses it applies to, the one it leaves, its log line and what the author hears. */
const plans: Record<
  CommentModeration['action'],
  { from: readonly Status[]; to: Status; logged: StaffAction; told: NotificationKind }
> = {
  shield: { from: ['published'], to: 'shielded', logged: 'comment.shielded', told: 'commentShielded' },
  unshield: { from: ['shielded'], to: 'published', logged: 'comment.unshielded', told: 'commentRestored' },
  // Removed by a moderator, not deleted: only a moderator's removal may be undone, never an author's
  // own deletion.
  remove: {
    from: ['published', 'shielded'],
    to: 'removed',
    logged: 'comment.removed',
    told: 'commentRemoved',
  },
  restore: { from: ['removed'], to: 'published', logged: 'comment.restored', told: 'commentRestored' },
};

type Plan = (typeof plans)[CommentModeration['action']];

/**
 * A moderator of the post's board shields or removes a comment, or undoes it (spec §4 Moderation).
 * The post's 'moderate' rule decides who may; a comment already so changes nothing and logs
 * nothing, unless the shield upholds reports that already hid it (then it is logged and the author
 * told why).
 */
export async function moderateComment(
  context: Context,
  commentId: bigint,
  moderation: CommentModeration,
  options: { upholdsReports?: boolean } = {},
): Promise<CommentModerationState> {
  const comment = await findComment(context.deps.db, commentId);
  if (!comment) throw new AppError('COMMENT_NOT_FOUND');
  const post = await postFor(context, 'moderate', comment.postId);
  const plan = plans[moderation.action];
  const upheld = options.upholdsReports && moderation.action === 'shield' && comment.status === 'shielded';
  if (!upheld && !plan.from.includes(comment.status)) return stateOf(comment.id, comment.status);
  const reason = 'reason' in moderation ? moderation.reason : '';
  const done = await carryOut(context, comment, post, upheld ? { ...plan, from: ['shielded'] } : plan, {
    actorId: context.viewer.id,
    reason,
  });
  if (!done)
    return stateOf(comment.id, (await findComment(context.deps.db, commentId))?.status ?? comment.status);
  return stateOf(comment.id, plan.to);
}

const stateOf = (commentId: bigint, status: Status): CommentModerationState => ({
  commentId: commentId.toString(),
  status,
});

/**
 * The status change and its staff log line in one transaction, then the thread's readers follow and
 * the author is told in the message centre (why, or which comment); the line opens the post, at
 * the comment unless it was removed. False when another change came first.
 */
async function carryOut(
  context: PostsContext,
  comment: CommentRow,
  post: PostRow,
  plan: Plan,
  how: { actorId: bigint | null; reason: string },
): Promise<boolean> {
  const { deps } = context;
  const now = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    if (plan.to !== comment.status && !(await changeCommentStatus(tx, comment, plan.from, plan.to)))
      return false;
    await insertStaffLogEntry(tx, {
      actorId: how.actorId,
      action: plan.logged,
      targetKind: 'comment',
      targetId: comment.id,
      targetLabel: quoteOf(comment.content),
      boardId: post.boardId,
      before: { status: comment.status, postId: post.id.toString() },
      after: { status: plan.to, postId: post.id.toString() },
      reason: how.reason,
      createdAt: now,
    });
    return true;
  });
  if (!changed) return false;
  await context.readModel.changed({ kind: 'commented', postId: post.id });
  if (comment.authorId !== how.actorId)
    await notifyMember(deps, {
      userId: comment.authorId,
      kind: plan.told,
      postId: post.id,
      commentId: plan.to === 'removed' ? null : comment.id,
      subject: post.title,
      excerpt: how.reason ? quoteOf(how.reason) : quoteOf(comment.content),
      createdAt: now,
    });
  return true;
}

/**
 * Enough members reported a live comment: it is shielded until a moderator decides, by the
 * community itself (no actor in the staff log), its author told it waits for review.
 */
export async function hideCommentForReview(context: PostsContext, commentId: bigint): Promise<boolean> {
  const comment = await findComment(context.deps.db, commentId);
  if (comment?.status !== 'published') return false;
  const [post] = await postsByIds(context.deps.db, [comment.postId]);
  return carryOut(
    context,
    comment,
    post!,
    { from: ['published'], to: 'shielded', logged: 'comment.hiddenByReports', told: 'hiddenByReports' },
    { actorId: null, reason: '' },
  );
}
