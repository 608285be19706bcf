import { AppError } from '../../platform/http/errors.ts';
import { boardAccess } from '../boards/boardCatalogue.ts';
import { isStaff } from './posts.policy.ts';
import { findPost } from './posts.queries.ts';
import type { PostsContext } from './postsContext.ts';

/**
 * A post the viewer may read, or the reason they may not: a deleted post answers 'Thread has been
 * deleted' (a shielded one too, except for its author and staff); a post in a board the viewer may
 * not see answers as missing, one in a board closed to their country with the spec's message.
 */
export async function readablePost(context: PostsContext, postId: bigint) {
  const { viewer } = context;
  const post = await findPost(context.deps.db, postId);
  if (!post) throw new AppError('POST_NOT_FOUND');
  if (post.status === 'deleted') throw new AppError('POST_DELETED');
  if (post.status === 'shielded' && !(viewer && (isStaff(viewer) || viewer.id === post.authorId))) throw new AppError('POST_DELETED');
  const access = boardAccess(context.catalogue, context.audience, post.boardId);
  if (!access?.visible) throw new AppError('POST_NOT_FOUND');
  if (!access.openToCountry) throw new AppError('SECTION_NOT_OPEN_TO_COUNTRY');
  return post;
}
