import type { PostDetail } from '@fanzone/contract';
import { canDeletePost, editBlockReason, isStaff } from './posts.policy.ts';
import { presentDetail, presentPoll } from './posts.present.ts';
import { viewerMarksOn } from './posts.queries.ts';
import { readablePostRecord } from './readablePost.ts';
import type { PostsContext } from './postsContext.ts';

const noMarks = { liked: false, favourited: false, followedAuthor: false, pollVotes: undefined };

/** A post's details with the viewer's reactions, vote and permissions. */
export async function postDetail(context: PostsContext, postId: bigint): Promise<PostDetail> {
  const { deps, viewer } = context;
  const { post, author, authorGroups, poll } = await readablePostRecord(context, postId);
  const marks = viewer ? await viewerMarksOn(deps.db, viewer.id, post) : noMarks;
  const reason = editBlockReason(viewer, post, author.level, context.editOwnPostMinLevel);
  const cards = {
    catalogue: context.catalogue,
    locale: context.locale,
    groups: new Map([[author.id, authorGroups]]),
    liked: new Set(marks.liked ? [post.id] : []),
    favourited: new Set(marks.favourited ? [post.id] : []),
  };
  return presentDetail(post, author, !!poll, cards, {
    poll: poll ? presentPoll(poll, marks.pollVotes, deps.clock.now()) : null,
    isAuthor: viewer?.id === post.authorId,
    followedAuthor: viewer?.id !== post.authorId && marks.followedAuthor,
    canEdit: reason === null,
    editBlockedReason: reason,
    canDelete: canDeletePost(viewer, post),
    showContact: !!viewer && (viewer.id === post.authorId || isStaff(viewer)),
  });
}
