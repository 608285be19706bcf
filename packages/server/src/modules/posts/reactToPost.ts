import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { insertNotification } from '../messages/messages.queries.ts';
import { findPost, incrementShareCount, setPostReaction } from './posts.queries.ts';
import { postFavourites, postLikes } from './posts.tables.ts';

async function reactablePost(deps: Deps, viewer: Viewer, postId: bigint) {
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
  const post = await findPost(deps.db, postId);
  if (!post) throw new AppError('POST_NOT_FOUND');
  if (post.status !== 'published') throw new AppError('POST_DELETED');
  return post;
}

/** Like or take back a like; the author hears of a new like from someone else (message centre). */
export async function setPostLike(deps: Deps, viewer: Viewer, postId: bigint, like: boolean) {
  const post = await reactablePost(deps, viewer, postId);
  const now = deps.clock.now();
  const result = await setPostReaction(deps.db, postLikes, 'likeCount', viewer.id, postId, like, now);
  if (like && result.changed && post.authorId !== viewer.id) {
    await insertNotification(deps.db, { userId: post.authorId, type: 'like', actorId: viewer.id, body: { postId: post.id.toString(), title: post.title }, createdAt: now });
  }
  return { liked: like, likeCount: result.count };
}

export async function setPostFavourite(deps: Deps, viewer: Viewer, postId: bigint, favourite: boolean) {
  await reactablePost(deps, viewer, postId);
  const result = await setPostReaction(deps.db, postFavourites, 'favouriteCount', viewer.id, postId, favourite, deps.clock.now());
  return { favourited: favourite, favouriteCount: result.count };
}

/** Counts a share; a banned member cannot share (spec §4), which reactablePost refuses. */
export async function sharePost(deps: Deps, viewer: Viewer, postId: bigint) {
  await reactablePost(deps, viewer, postId);
  return { shareCount: await incrementShareCount(deps.db, postId) };
}
