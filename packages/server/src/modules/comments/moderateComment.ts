import type {
  CommentModeration,
  CommentModerationState,
  NotificationKind,
  StaffAction,
} from '@fanzone/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { notifyMember, quoteOf } from '../messages/notifyMember.ts';
import { insertStaffLogEntry } from '../moderation/moderation.queries.ts';
import { postFor } from '../posts/postAccess.ts';
import type { PostsContext } from '../posts/postsContext.ts';
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
  remove: {
    from: ['published', 'shielded'],
    to: 'deleted',
    logged: 'comment.removed',
    told: 'commentRemoved',
  },
  restore: { from: ['deleted'], to: 'published', logged: 'comment.restored', told: 'commentRestored' },
};

/**
 * A moderator of the post's board shields or removes a comment, or undoes it (spec §4 Moderation).
 * The post's 'moderate' rule decides who may; a comment already so changes nothing and logs
 * nothing. The author is told in the message centre, why when a reason was given; the line opens
 * the post (a removed comment is no longer there to point at).
 */
export async function moderateComment(
  context: Context,
  commentId: bigint,
  moderation: CommentModeration,
): Promise<CommentModerationState> {
  const { deps, viewer } = context;
  const comment = await findComment(deps.db, commentId);
  if (!comment) throw new AppError('COMMENT_NOT_FOUND');
  const post = await postFor(context, 'moderate', comment.postId);
  const plan = plans[moderation.action];
  const state = (status: Status) => ({ commentId: comment.id.toString(), status });
  if (!plan.from.includes(comment.status)) return state(comment.status);
  const reason = 'reason' in moderation ? moderation.reason : '';
  const now = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    if (!(await changeCommentStatus(tx, comment, plan.from, plan.to))) return false;
    await insertStaffLogEntry(tx, {
      actorId: viewer.id,
      action: plan.logged,
      targetKind: 'comment',
      targetId: comment.id,
      targetLabel: quoteOf(comment.content),
      boardId: post.boardId,
      before: { status: comment.status, postId: post.id.toString() },
      after: { status: plan.to, postId: post.id.toString() },
      reason,
      createdAt: now,
    });
    return true;
  });
  if (!changed) return state((await findComment(deps.db, commentId))?.status ?? comment.status);
  await context.readModel.changed({ kind: 'commented', postId: post.id });
  if (comment.authorId !== viewer.id)
    await notifyMember(deps, {
      userId: comment.authorId,
      kind: plan.told,
      postId: post.id,
      commentId: plan.to === 'deleted' ? null : comment.id,
      subject: post.title,
      excerpt: reason ? quoteOf(reason) : quoteOf(comment.content),
      createdAt: now,
    });
  return state(plan.to);
}
