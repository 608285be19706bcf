import type { Comment, CommentSort, Page, Reply } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardsClosedTo } from '../boards/index.ts';
import { mentionIndexFor } from '../identity/index.ts';
import { readablePostRecord, sharedLists } from '../posts/index.ts';
import type { PostRow, PostsContext } from '../posts/index.ts';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import type { CommentAudience, CommentWithAuthor } from './comments.queries.ts';
import {
  commentsByAuthor,
  findComment,
  firstReplies,
  hasCommentedOn,
  likedComments,
  memberCommentMarks,
  repliesAfter,
  threadRows,
} from './comments.queries.ts';
import { commentAudienceFor, commentDeleterOf, commentReadable } from './comments.policy.ts';
import type { CommentPresenter } from './comments.present.ts';
import { presentComment, presentReply } from './comments.present.ts';

const pageSize = limits.lists.pageSize;

const placementOf = (post: PostRow) => ({ boardId: post.boardId, mainBoardId: post.mainBoardId });

async function visibility(context: PostsContext, post: PostRow) {
  // Only "visible after commenting" depends on whether the viewer has commented.
  const commented =
    context.viewer && post.commentVisibility === 'after_comment'
      ? await hasCommentedOn(context.deps.db, post.id, context.viewer.id)
      : false;
  return commentAudienceFor(post, context.viewer, commented);
}

async function presenterFor(
  context: PostsContext,
  post: PostRow,
  rows: CommentWithAuthor[],
  knownLiked?: Set<bigint>,
): Promise<CommentPresenter> {
  const [liked, mentions] = await Promise.all([
    knownLiked ??
      (context.viewer
        ? likedComments(
            context.deps.db,
            context.viewer.id,
            rows.map((row) => row.id),
          )
        : Promise.resolve(new Set<bigint>())),
    mentionIndexFor(
      context.deps.db,
      rows.map((row) => row.content),
    ),
  ]);
  return {
    liked,
    mentions,
    postAuthorId: post.authorId,
    postPlacement: placementOf(post),
    viewer: context.viewer,
  };
}

/**
 * Comments with their first replies, presented for this viewer; `knownLiked` when the caller knows
 * which the viewer liked without asking (none of a comment written a moment ago).
 */
export async function presentThreads(
  context: PostsContext,
  post: PostRow,
  rows: CommentWithAuthor[],
  replies: CommentWithAuthor[],
  knownLiked?: Set<bigint>,
): Promise<Comment[]> {
  const presenter = await presenterFor(context, post, [...rows, ...replies], knownLiked);
  return rows.map((row) =>
    presentComment(
      row,
      replies.filter((reply) => reply.parentId === row.id),
      presenter,
    ),
  );
}

/** A page of top-level comments with their first replies and the envelope's page part. */
async function threadPage(
  context: PostsContext,
  postId: bigint,
  sort: CommentSort,
  audience: CommentAudience,
  cursor: string[] | undefined,
) {
  const { topLevel, replies: firstReplies } = await threadRows(
    context.deps.db,
    postId,
    sort,
    audience,
    cursor,
    pageSize + 1,
    limits.comment.previewReplies,
  );
  const shown = topLevel.slice(0, pageSize);
  const last = shown.at(-1);
  const hasMore = topLevel.length > pageSize && !!last;
  // The row read to learn whether more follow is not shown, nor are its replies.
  const shownIds = new Set(shown.map((row) => row.id));
  const replies = firstReplies.filter((reply) => reply.parentId !== null && shownIds.has(reply.parentId));
  const cursorOut = hasMore
    ? encodeCursor(sort === 'likes' ? [String(last.likeCount), last.id.toString()] : [last.id.toString()])
    : null;
  return { rows: shown, replies, page: { cursor: cursorOut, hasMore } satisfies Page };
}

/**
 * The first page of a thread everyone may read, read and presented once (no block list, no marks)
 * and shared for a few seconds: a popular thread's first comments are what every reader opens.
 */
async function sharedFirstThreads(context: PostsContext, post: PostRow, sort: CommentSort) {
  const shared = await context.readModel.sharedThread(sharedLists.thread(post.id, sort), async () => {
    const { rows, replies, page } = await threadPage(
      context,
      post.id,
      sort,
      { blockedBy: null, onlyAuthor: null, withShielded: false },
      undefined,
    );
    const mentions = await mentionIndexFor(
      context.deps.db,
      [...rows, ...replies].map((row) => row.content),
    );
    const presenter = {
      liked: new Set<bigint>(),
      mentions,
      postAuthorId: post.authorId,
      postPlacement: placementOf(post),
      viewer: null,
    };
    const comments = rows.map((row) =>
      presentComment(
        row,
        replies.filter((reply) => reply.parentId === row.id),
        presenter,
      ),
    );
    const all = [...rows, ...replies];
    return {
      comments,
      page,
      commentIds: all.map((row) => row.id),
      authorIds: [...new Set(all.map((row) => row.authorId))],
    };
  });
  return {
    comments: context.viewer ? await forMember(context, context.viewer, post, shared) : shared.comments,
    page: shared.page,
  };
}

/**
 * A member's copy of shared threads: authors they blocked left out, their likes marked (one query)
 * and what they may delete. Copies, not a new presentation: presenting sixty comments again cost
 * more than the rest of the request.
 */
async function forMember(
  context: PostsContext,
  viewer: Viewer,
  post: PostRow,
  { comments, commentIds, authorIds }: { comments: Comment[]; commentIds: bigint[]; authorIds: bigint[] },
): Promise<Comment[]> {
  const marks = await memberCommentMarks(context.deps.db, viewer.id, commentIds, authorIds);
  const mayDelete = commentDeleterOf(viewer, post);
  const kept = (item: Reply) => !marks.blockedAuthors.has(item.author.id);
  const own = <Item extends Reply>(item: Item): Item => ({
    ...item,
    liked: marks.liked.has(item.id),
    canDelete: mayDelete(item.author.id),
  });
  return comments
    .filter(kept)
    .map((comment) => ({ ...own(comment), replies: comment.replies.filter(kept).map(own) }));
}

export async function commentList(
  context: PostsContext,
  postId: bigint,
  sort: CommentSort,
  cursorText: string | undefined,
) {
  const { post } = await readablePostRecord(context, postId);
  const { audience, hiddenReason, showNone } = await visibility(context, post);
  if (showNone)
    return {
      comments: [],
      hiddenReason,
      total: post.commentCount,
      page: { cursor: null, hasMore: false } satisfies Page,
    };
  // A like count is a whole number like an id: the cursor part is checked (and cast) as one.
  const cursor = decodeCursor(cursorText, sort === 'likes' ? ['id', 'id'] : ['id']);
  // Moderators' threads hold shielded comments: theirs are never the shared copy.
  if (!cursor && audience.onlyAuthor === null && !audience.withShielded)
    return { ...(await sharedFirstThreads(context, post, sort)), hiddenReason, total: post.commentCount };
  const { rows, replies, page } = await threadPage(context, post.id, sort, audience, cursor);
  return {
    comments: await presentThreads(context, post, rows, replies),
    hiddenReason,
    total: post.commentCount,
    page,
  };
}

/** A comment the viewer may read under the post's rules, with its post. */
export async function readableComment(context: PostsContext, commentId: bigint) {
  const comment = await findComment(context.deps.db, commentId);
  if (!comment) throw new AppError('COMMENT_NOT_FOUND');
  const { post } = await readablePostRecord(context, comment.postId);
  if (!commentReadable(context.viewer, comment, post)) throw new AppError('COMMENT_NOT_FOUND');
  const { audience, showNone } = await visibility(context, post);
  const hidden = showNone || (audience.onlyAuthor !== null && comment.authorId !== audience.onlyAuthor);
  if (hidden) throw new AppError('COMMENT_NOT_FOUND');
  return { comment, post, audience };
}

export async function replyList(
  context: PostsContext,
  commentId: bigint,
  cursorText: string | undefined,
): Promise<{ replies: Reply[]; page: Page }> {
  const { comment, post, audience } = await readableComment(context, commentId);
  const cursor = decodeCursor(cursorText, ['id']);
  const rows = await repliesAfter(
    context.deps.db,
    comment.id,
    audience,
    cursor ? BigInt(cursor[0]!) : undefined,
    pageSize + 1,
  );
  const shown = rows.slice(0, pageSize);
  const presenter = await presenterFor(context, post, shown);
  const hasMore = rows.length > pageSize;
  return {
    replies: shown.map((row) => presentReply(row, presenter)),
    page: { cursor: hasMore ? encodeCursor([shown.at(-1)!.id.toString()]) : null, hasMore },
  };
}

/** One comment (the `comment` query of post details); a reply comes without replies of its own. */
export async function oneComment(context: PostsContext, commentId: bigint): Promise<Comment> {
  const { comment, post, audience } = await readableComment(context, commentId);
  const replies = comment.parentId
    ? []
    : await firstReplies(context.deps.db, [comment.id], audience, limits.comment.previewReplies);
  return (await presentThreads(context, post, [comment], replies))[0]!;
}

export async function myComments(context: PostsContext & { viewer: Viewer }, cursorText: string | undefined) {
  const cursor = decodeCursor(cursorText, ['id']);
  const rows = await commentsByAuthor(
    context.deps.db,
    context.viewer.id,
    boardsClosedTo(context.catalogue, context.audience),
    cursor ? BigInt(cursor[0]!) : undefined,
    pageSize + 1,
  );
  const shown = rows.slice(0, pageSize);
  const hasMore = rows.length > pageSize;
  return {
    comments: shown.map((row) => ({
      id: String(row.id),
      content: row.content,
      createdAt: Number(row.created_at),
      post: { id: String(row.post_id), title: row.post_title },
      parentId: row.parent_id === null ? null : String(row.parent_id),
      shielded: row.status === 'shielded',
    })),
    page: { cursor: hasMore ? encodeCursor([String(shown.at(-1)!.id)]) : null, hasMore },
  };
}
