import type { BoardPostSort, Page, PostSummary } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardDetailOf } from './boardOfPosts.ts';
import type { CursorPart } from '../../platform/http/cursor.ts';
import { decodeCursor, pageOf } from '../../platform/http/cursor.ts';
import type { PostOrder } from './postLists.queries.ts';
import { boardPostPage, favouritePage, memberPostPage, pinnedPosts } from './postLists.queries.ts';
import type { PostsContext } from './postsContext.ts';
import { listFilterOf, presentCards, presentSharedCards, sharedListPage } from './postsContext.ts';
import { sharedLists } from './readModel.ts';
import { findUserById } from '../identity/index.ts';

const pageSize = limits.lists.pageSize;
export type PostPage = { posts: PostSummary[]; page: Page };

const sortOrders: Record<BoardPostSort, Exclude<PostOrder, 'recommended'>> = {
  reply: 'activity',
  new: 'created',
  hot: 'hot',
};
export const cursorParts: Record<PostOrder, readonly CursorPart[]> = {
  activity: ['timestamp', 'id'],
  created: ['timestamp', 'id'],
  hot: ['number', 'id'],
  recommended: ['boolean', 'number', 'id'],
};

/** A board's posts: the first page starts with its pinned posts, then the chosen order (spec §2). */
export async function boardPosts(
  context: PostsContext,
  boardId: bigint,
  sort: BoardPostSort,
  cursorText: string | undefined,
): Promise<PostPage> {
  const board = boardDetailOf(context, boardId);
  const order = sortOrders[sort];
  const cursor = decodeCursor(cursorText, cursorParts[order]);
  // Pinned posts lead the first page only.
  const [pinned = [], rows = []] = await sharedListPage(
    context,
    sharedLists.board(board.id, order),
    cursor,
    (filter) =>
      Promise.all([
        cursor ? [] : pinnedPosts(context.deps.db, board, filter),
        boardPostPage(context.deps.db, board, order, filter, cursor, pageSize + 1),
      ]),
  );
  const { rows: shown, page } = pageOf(rows, pageSize);
  return { posts: await presentSharedCards(context, [...pinned, ...shown]), page };
}

export async function memberPosts(
  context: PostsContext,
  memberId: bigint,
  cursorText: string | undefined,
): Promise<PostPage> {
  if (!(await findUserById(context.deps.db, memberId))) throw new AppError('USER_NOT_FOUND');
  const cursor = decodeCursor(cursorText, cursorParts.created);
  // A member's own list is not filtered by their block list: it is their own posts.
  const ownList = context.viewer?.id === memberId;
  const filter = { ...listFilterOf(context), ...(ownList ? { blockerId: null } : {}) };
  const { rows, page } = pageOf(
    await memberPostPage(context.deps.db, memberId, filter, cursor, pageSize + 1),
    pageSize,
  );
  return { posts: await presentCards(context, rows), page };
}

export async function myFavourites(
  context: PostsContext & { viewer: Viewer },
  cursorText: string | undefined,
): Promise<PostPage> {
  const cursor = decodeCursor(cursorText, ['timestamp', 'id']);
  const { rows, page } = pageOf(
    await favouritePage(context.deps.db, context.viewer.id, listFilterOf(context), cursor, pageSize + 1),
    pageSize,
  );
  return { posts: await presentCards(context, rows), page };
}
