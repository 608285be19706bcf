import { AppError } from '../../platform/http/errors.ts';
import { boardAccess } from '../boards/index.ts';
import type { PostRecord } from './postRecords.ts';
import type { PostAction, PostRefusalAnswer } from './posts.policy.ts';
import { postRefusal } from './posts.policy.ts';
import type { PostRow } from './posts.queries.ts';
import { findPost, userLevel } from './posts.queries.ts';
import type { PostsContext } from './postsContext.ts';

/**
 * The loaders every action on a post goes through: they read the post, ask the posts policy
 * (`postRefusal`) whether this viewer may do this action, and refuse with the policy's answer. A post
 * the viewer may not see answers exactly like a missing one, for every action.
 */

function refuse(refusal: PostRefusalAnswer): never {
  throw new AppError(refusal.code, { values: refusal.values });
}

/** Asks the policy about a post already read; throws its refusal. */
export async function assertPostAction(context: PostsContext, action: PostAction, post: PostRow | undefined) {
  if (!post) throw new AppError('POST_NOT_FOUND');
  const { viewer } = context;
  // Only editing one's own post depends on the author's level; nobody else pays for the lookup.
  const authorLevel =
    action === 'edit' && viewer && viewer.id === post.authorId
      ? await userLevel(context.deps.db, viewer.id)
      : 0;
  const refusal = postRefusal(
    viewer,
    action,
    { post, access: boardAccess(context.catalogue, context.audience, post.boardId), authorLevel },
    context,
  );
  if (refusal) refuse(refusal);
}

/** The post read afresh for a write (a like, a comment, an edit), once the viewer may do `action`. */
export async function postFor(context: PostsContext, action: PostAction, postId: bigint): Promise<PostRow> {
  const post = await findPost(context.deps.db, postId);
  await assertPostAction(context, action, post);
  return post!;
}

/** A post the viewer may read with its author and poll, from the shared post records: what pages show. */
export async function readablePostRecord(context: PostsContext, postId: bigint): Promise<PostRecord> {
  const record = await context.readModel.records.get(postId);
  await assertPostAction(context, 'read', record?.post);
  return record!;
}
