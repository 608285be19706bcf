import { moderatesBoard } from '../../platform/http/callerAccess.ts';
import type { PostDetail } from '@fanzone/contract';
import { boardAccess } from '../boards/index.ts';
import { mentionIndexFor, mentionsIn } from '../identity/index.ts';
import { heldBoardBan } from '../moderation/index.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { can, editBlockReason } from './posts.policy.ts';
import { presentDetail, presentPoll } from './posts.present.ts';
import type { PostRow } from './posts.queries.ts';
import { viewerMarksOn } from './posts.queries.ts';
import { readablePostRecord } from './postAccess.ts';
import type { PostsContext } from './postsContext.ts';

type ViewerMarks = Awaited<ReturnType<typeof viewerMarksOn>>;

/**
 * A viewer's marks on a post nobody could have reacted to yet, and a visitor's on any post: one
 * published a moment ago has no likes, favourites or votes, and its author does not follow themself.
 */
export const noMarks: ViewerMarks = {
  liked: false,
  favourited: false,
  followedAuthor: false,
  pollVotes: undefined,
};

/**
 * A post's details with the viewer's reactions, vote and permissions; `knownMarks` when the caller
 * knows them without asking (the post it just published).
 */
export async function postDetail(
  context: PostsContext,
  postId: bigint,
  knownMarks?: ViewerMarks,
): Promise<PostDetail> {
  const { deps, viewer } = context;
  const record = await readablePostRecord(context, postId);
  const { post, author, poll } = record;
  const [marks, mentionIndex] = await Promise.all([
    knownMarks ?? (viewer ? viewerMarksOn(deps.db, viewer.id, post) : noMarks),
    mentionIndexFor(deps.db, [post.contentText]),
  ]);
  const reason = editBlockReason(viewer, post, author.level, context.editOwnPostMinLevel);
  return presentDetail(record, marks, context, {
    mentions: mentionsIn(post.contentText, mentionIndex),
    poll: poll ? presentPoll(poll, marks.pollVotes, deps.clock.now()) : null,
    isAuthor: viewer?.id === post.authorId,
    followedAuthor: viewer?.id !== post.authorId && marks.followedAuthor,
    canEdit: reason === null,
    editBlockedReason: reason,
    boardBan: boardBanOf(viewer, post),
    canDelete: can(
      viewer,
      'delete',
      { post, access: boardAccess(context.catalogue, context.audience, post.boardId) },
      context,
    ),
    canModerate: moderatesBoard(viewer, post),
    showContact: !!viewer && (viewer.id === post.authorId || moderatesBoard(viewer, post)),
  });
}

/** The viewer's ban from writing in the post's board, as the post's page shows it (unix seconds). */
function boardBanOf(
  viewer: Viewer | null,
  post: Pick<PostRow, 'boardId' | 'mainBoardId'>,
): PostDetail['boardBan'] {
  const ban = heldBoardBan(viewer, post);
  if (!ban) return null;
  return { until: ban.until ? Math.floor(ban.until.getTime() / 1000) : null };
}
