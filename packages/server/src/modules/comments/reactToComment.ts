import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';

import { postFor } from '../posts/index.ts';
import type { PostsContext } from '../posts/index.ts';
import { canDeleteComment } from './comments.policy.ts';
import { changeCommentStatus, findComment, setCommentLike } from './comments.queries.ts';

declare module '../../platform/domainEvents.ts' {
  interface DomainEvents {
    /** A member liked someone else's comment (a new like, not a repeat). */
    'comment.liked': {
      commentId: bigint;
      commentText: string;
      authorId: bigint;
      postId: bigint;
      postTitle: string;
      likerId: bigint;
      at: Date;
    };
  }
}

export async function setCommentLiked(
  context: PostsContext & { viewer: Viewer },
  commentId: bigint,
  like: boolean,
) {
  const { deps, viewer } = context;
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
  const comment = await findComment(deps.db, commentId);
  if (!comment || comment.status !== 'published') throw new AppError('COMMENT_NOT_FOUND');
  const post = await postFor(context, 'react', comment.postId);
  const now = deps.clock.now();
  const result = await setCommentLike(deps.db, viewer.id, commentId, like, now);
  if (result.changed) await context.readModel.changed({ kind: 'commented', postId: post.id });
  if (like && result.changed && comment.authorId !== viewer.id) {
    await deps.events.tell('comment.liked', {
      commentId: comment.id,
      commentText: comment.content,
      authorId: comment.authorId,
      postId: post.id,
      postTitle: post.title,
      likerId: viewer.id,
      at: now,
    });
  }
  return { liked: like, likeCount: result.count };
}

/** The comment's author, the post's author or staff may delete it; deleting twice is harmless. */
export async function removeComment(context: PostsContext & { viewer: Viewer }, commentId: bigint) {
  const { deps, viewer } = context;
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
  const comment = await findComment(deps.db, commentId);
  if (!comment) throw new AppError('COMMENT_NOT_FOUND');
  // Whoever may no longer see the post finds its comments missing too.
  const post = await postFor(context, 'read', comment.postId);
  if (!canDeleteComment(viewer, comment, post)) throw new AppError('FORBIDDEN');
  if (await changeCommentStatus(deps.db, comment, ['published', 'shielded'], 'deleted'))
    await context.readModel.changed({ kind: 'commented', postId: post.id });
  return { deleted: true as const };
}
