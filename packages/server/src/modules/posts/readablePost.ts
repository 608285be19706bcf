import { AppError } from '../../platform/http/errors.ts';
import { boardAccess } from '../boards/boardCatalogue.ts';
import type { PostRecord } from './postRecords.ts';
import { isStaff } from './posts.policy.ts';
import type { PostRow } from './posts.queries.ts';
import { findPost } from './posts.queries.ts';
import type { PostsContext } from './postsContext.ts';

/**
 * Refuses a post the viewer may not read: a deleted post answers 'Thread has been deleted' (a
 * shielded one too, except for its author and staff); a post in a board the viewer may not see
 * answers as missing, one in a board closed to their country with the spec's message.
 */
function assertReadable(context: PostsContext, post: PostRow | undefined): asserts post is PostRow {
  const { viewer } = context;
  if (!post) throw new AppError('POST_NOT_FOUND');
  if (post.status === 'deleted') throw new AppError('POST_DELETED');
  if (post.status === 'shielded' && !(viewer && (isStaff(viewer) || viewer.id === post.authorId)))
    throw new AppError('POST_DELETED');
  const access = boardAccess(context.catalogue, context.audience, post.boardId);
  if (!access?.visible) throw new AppError('POST_NOT_FOUND');
  if (!access.openToCountry) throw new AppError('SECTION_NOT_OPEN_TO_COUNTRY');
}

/** A post the viewer may read, read afresh: what a write (a comment, a like) builds on. */
export async function readablePost(context: PostsContext, postId: bigint) {
  const post = await findPost(context.deps.db, postId);
  assertReadable(context, post);
  return post;
}

/** A post the viewer may read with its author and poll, from the shared post records: what pages show. */
export async function readablePostRecord(context: PostsContext, postId: bigint): Promise<PostRecord> {
  const record = await context.postRecords.get(postId);
  assertReadable(context, record?.post);
  return record!;
}
