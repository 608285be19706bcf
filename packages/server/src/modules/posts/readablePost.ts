import { AppError } from '../../platform/http/errors.ts';
import { boardsClosedTo } from '../boards/boardCatalogue.ts';
import { isOpenToCountry } from '../boards/boards.policy.ts';
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
  if (boardsClosedTo(context.catalogue, context.audience).includes(post.boardId)) {
    const board = context.catalogue.boards.find((row) => row.id === post.boardId);
    const parent = board?.parentId ? context.catalogue.boards.find((row) => row.id === board.parentId) : undefined;
    const closedOnlyByCountry = board && !isOpenToCountry(board, context.audience.countryCode, parent);
    throw new AppError(closedOnlyByCountry ? 'SECTION_NOT_OPEN_TO_COUNTRY' : 'POST_NOT_FOUND');
  }
  return post;
}
