import type { Viewer } from '../../platform/http/viewer.ts';
import { postFor } from './postAccess.ts';
import { markPostDeleted } from './posts.queries.ts';
import type { PostsContext } from './postsContext.ts';

/** An author deletes their own post, staff any; deleting twice is harmless. */
export async function removePost(context: PostsContext & { viewer: Viewer }, postId: bigint) {
  const { deps } = context;
  const post = await postFor(context, 'delete', postId);
  if (post.status === 'deleted') return { deleted: true as const };
  await markPostDeleted(deps.db, post, context.viewer.id, deps.clock.now());
  await context.readModel.changed({ kind: 'removed', post });
  return { deleted: true as const };
}
