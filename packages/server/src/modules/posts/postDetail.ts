import type { PostDetail } from '@fanzone/contract';
import { AppError } from '../../platform/http/errors.ts';
import { findUserById } from '../identity/identity.queries.ts';
import { followedAmong } from '../social/social.queries.ts';
import { canDeletePost, editBlockReason, isStaff } from './posts.policy.ts';
import { presentDetail, presentPoll } from './posts.present.ts';
import { pollOf, pollVoteOf } from './posts.queries.ts';
import { readablePost } from './readablePost.ts';
import type { PostsContext } from './postsContext.ts';
import { cardContextFor } from './postsContext.ts';

/** A post's details with the viewer's reactions, vote and permissions. */
export async function postDetail(context: PostsContext, postId: bigint, options: { countView: boolean; onView?: (postId: bigint) => void }): Promise<PostDetail> {
  const { deps, viewer } = context;
  const post = await readablePost(context, postId);
  const [author, poll, cards, followed] = await Promise.all([
    findUserById(deps.db, post.authorId),
    pollOf(deps.db, post.id),
    cardContextFor(context, [post.id], [post.authorId]),
    viewer && viewer.id !== post.authorId ? followedAmong(deps.db, viewer.id, [post.authorId]) : Promise.resolve(new Set<bigint>()),
  ]);
  if (!author) throw new AppError('POST_NOT_FOUND');
  const myVotes = poll && viewer ? await pollVoteOf(deps.db, post.id, viewer.id) : undefined;
  if (options.countView) options.onView?.(post.id);
  const reason = editBlockReason(viewer, post, author.level, context.editOwnPostMinLevel);
  return presentDetail(post, author, !!poll, cards, {
    poll: poll ? presentPoll(poll, myVotes, deps.clock.now()) : null,
    isAuthor: viewer?.id === post.authorId,
    followedAuthor: followed.has(post.authorId),
    canEdit: reason === null,
    editBlockedReason: reason,
    canDelete: canDeletePost(viewer, post),
    showContact: !!viewer && (viewer.id === post.authorId || isStaff(viewer)),
  });
}
