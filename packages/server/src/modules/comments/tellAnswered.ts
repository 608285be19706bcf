import type { Deps } from '../../platform/deps.ts';
import { notifyMember, quoteOf } from '../notifications/index.ts';
import { postsByIds } from '../posts/index.ts';
import { notifyMentions } from '../social/index.ts';
import { findComment } from './comments.queries.ts';

/** The job that tells the members a new comment concerns (sent in the comment's transaction). */
export const tellAnsweredJob = 'comments.tell-answered';

type TellDeps = Pick<Deps, 'db' | 'bus' | 'log' | 'jobQueue'>;

/**
 * A new comment's message-centre lines are written after it commits, by a job sent in its
 * transaction (ARCHITECTURE §4b): the answer does not wait for them, and a node stopping right after
 * the commit loses none (another node, or this one restarted, runs the job). The job reads the
 * comment as it is when it runs, so one removed meanwhile tells no one, and a job run twice writes
 * no line twice (one line per member, kind and comment: migration 0036).
 */
export function tellOfNewComments(deps: TellDeps) {
  deps.jobQueue.define<{ commentId: string }>(tellAnsweredJob, {
    handler: ({ commentId }) => tellAnswered(deps, BigInt(commentId)),
  });
}

/**
 * The post's author and the member answered hear of the comment, and the members it mentions, once
 * each: the member answered hears "replied to you" (a mention of them in the answer adds no second
 * line); the post's author, if someone else, "commented". Nobody hears of their own comment.
 */
async function tellAnswered(deps: TellDeps, commentId: bigint) {
  const comment = await findComment(deps.db, commentId);
  if (!comment || comment.status !== 'published') return;
  const [post] = await postsByIds(deps.db, [comment.postId]);
  if (!post) return;
  const target = comment.replyToId ? await findComment(deps.db, comment.replyToId) : undefined;
  const told = new Set<bigint>([comment.authorId]);
  const recipients = [
    ...(target ? [{ userId: target.authorId, kind: 'commentReplied' as const }] : []),
    { userId: post.authorId, kind: 'postCommented' as const },
  ];
  for (const { userId, kind } of recipients) {
    if (told.has(userId)) continue;
    told.add(userId);
    await notifyMember(deps, {
      userId,
      kind,
      actorId: comment.authorId,
      postId: post.id,
      commentId: comment.id,
      subject: post.title,
      excerpt: quoteOf(comment.content),
      createdAt: comment.createdAt,
    });
  }
  await notifyMentions(deps, {
    actorId: comment.authorId,
    postId: post.id,
    postTitle: post.title,
    commentId: comment.id,
    text: comment.content,
    alreadyTold: told,
    at: comment.createdAt,
  });
}
