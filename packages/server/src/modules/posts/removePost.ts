import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { canDeletePost } from './posts.policy.ts';
import { findPost, markPostDeleted } from './posts.queries.ts';
import type { PostsContext } from './postsContext.ts';
import { postListsChanged } from './postsContext.ts';

/** An author deletes their own post, staff any; deleting twice is harmless. */
export async function removePost(context: PostsContext & { viewer: Viewer }, postId: bigint) {
  const { deps, viewer } = context;
  const post = await findPost(deps.db, postId);
  if (!post) throw new AppError('POST_NOT_FOUND');
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
  if (!canDeletePost(viewer, post)) throw new AppError('FORBIDDEN');
  await markPostDeleted(deps.db, post, deps.clock.now());
  await context.postRecords.changed(postId);
  await postListsChanged(context, [post]);
  return { deleted: true as const };
}
