import type { Viewer } from '../../platform/http/viewer.ts';
import { postFor } from './postAccess.ts';
import { markPostDeleted } from './posts.queries.ts';
import type { PostsContext } from './postsContext.ts';
import { postListsChanged } from './postsContext.ts';

/** An author deletes their own post, staff any; deleting twice is harmless. */
export async function removePost(context: PostsContext & { viewer: Viewer }, postId: bigint) {
  const { deps } = context;
  const post = await postFor(context, 'delete', postId);
  if (post.status === 'deleted') return { deleted: true as const };
  await markPostDeleted(deps.db, post, deps.clock.now());
  await context.postRecords.changed(postId);
  await postListsChanged(context, [post]);
  return { deleted: true as const };
}
