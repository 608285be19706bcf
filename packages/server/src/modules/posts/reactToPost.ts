import type { Viewer } from '../../platform/http/viewer.ts';
import { recordActivity } from '../gamification/index.ts';
import type { PostsContext } from './postsContext.ts';
import { postFor } from './postAccess.ts';
import { setPostReaction } from './posts.queries.ts';
import { postFavourites, postLikes, postShares } from './posts.tables.ts';

declare module '../../platform/domainEvents.ts' {
  interface DomainEvents {
    /** A member liked someone else's post (a new like, not a repeat). */
    'post.liked': { postId: bigint; postTitle: string; authorId: bigint; likerId: bigint; at: Date };
  }
}

type MemberContext = PostsContext & { viewer: Viewer };

/** Like or take back a like; the author hears of a new like from someone else (message centre). */
export async function setPostLike(context: MemberContext, postId: bigint, like: boolean) {
  const { deps, viewer } = context;
  const post = await postFor(context, 'react', postId);
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
  if (result.changed) await context.readModel.changed({ kind: 'reacted', postId });
  if (like && result.changed && post.authorId !== viewer.id) {
    await deps.events.tell('post.liked', {
      postId: post.id,
      postTitle: post.title,
      authorId: post.authorId,
      likerId: viewer.id,
      at: now,
    });
  }
  return { liked: like, likeCount: result.count, completed };
}

export async function setPostFavourite(context: MemberContext, postId: bigint, favourite: boolean) {
  const { deps, viewer } = context;
  await postFor(context, 'favourite', postId);
  const result = await setPostReaction(
    deps.db,
    postFavourites,
    'favouriteCount',
    viewer.id,
    postId,
    favourite,
    deps.clock.now(),
  );
  if (result.changed) await context.readModel.changed({ kind: 'reacted', postId });
  return { favourited: favourite, favouriteCount: result.count };
}

/** Counts a member's share of a post once, however often they share it (spec §4: not while banned). */
export async function sharePost(context: MemberContext, postId: bigint) {
  const { deps, viewer } = context;
  await postFor(context, 'share', postId);
  const result = await setPostReaction(
    deps.db,
    postShares,
    'shareCount',
    viewer.id,
    postId,
    true,
    deps.clock.now(),
  );
  if (result.changed) await context.readModel.changed({ kind: 'reacted', postId });
  return { shareCount: result.count };
}
