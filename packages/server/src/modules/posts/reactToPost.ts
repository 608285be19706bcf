import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { insertNotification } from '../messages/messages.queries.ts';
import type { PostsContext } from './postsContext.ts';
import { recordActivity } from '../gamification/activities.ts';
import { findPost, incrementShareCount, setPostReaction } from './posts.queries.ts';
import { postFavourites, postLikes } from './posts.tables.ts';

type MemberContext = PostsContext & { viewer: Viewer };

async function reactablePost({ deps, viewer }: MemberContext, postId: bigint) {
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
  const post = await findPost(deps.db, postId);
  if (!post) throw new AppError('POST_NOT_FOUND');
  if (post.status !== 'published') throw new AppError('POST_DELETED');
  return post;
}

/** Like or take back a like; the author hears of a new like from someone else (message centre). */
export async function setPostLike(context: MemberContext, postId: bigint, like: boolean) {
  const { deps, viewer } = context;
  const post = await reactablePost(context, postId);
  const now = deps.clock.now();
  // A new like moves the liker's and the author's missions in the same transaction.
  const { result, completed } = await deps.db.transaction(async (tx) => {
    const reaction = await setPostReaction(tx, postLikes, 'likeCount', viewer.id, postId, like, now);
    if (!like || !reaction.changed || post.authorId === viewer.id) return { result: reaction, completed: [] };
    await recordActivity(tx, deps, {
      userId: post.authorId,
      activity: 'like.received',
      subject: `${postId}:${viewer.id}`,
    });
    return {
      result: reaction,
      completed: await recordActivity(tx, deps, {
        userId: viewer.id,
        activity: 'like.given',
        subject: postId.toString(),
      }),
    };
  });
  if (result.changed) await context.postRecords.changed(postId);
  if (like && result.changed && post.authorId !== viewer.id) {
    await insertNotification(deps.db, {
      userId: post.authorId,
      type: 'like',
      actorId: viewer.id,
      body: { postId: post.id.toString(), title: post.title },
      createdAt: now,
    });
  }
  return { liked: like, likeCount: result.count, completed };
}

export async function setPostFavourite(context: MemberContext, postId: bigint, favourite: boolean) {
  const { deps, viewer } = context;
  await reactablePost(context, postId);
  const result = await setPostReaction(
    deps.db,
    postFavourites,
    'favouriteCount',
    viewer.id,
    postId,
    favourite,
    deps.clock.now(),
  );
  if (result.changed) await context.postRecords.changed(postId);
  return { favourited: favourite, favouriteCount: result.count };
}

/** Counts a share; a banned member cannot share (spec §4), which reactablePost refuses. */
export async function sharePost(context: MemberContext, postId: bigint) {
  await reactablePost(context, postId);
  const shareCount = await incrementShareCount(context.deps.db, postId);
  await context.postRecords.changed(postId);
  return { shareCount };
}
