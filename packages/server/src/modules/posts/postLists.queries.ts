import type { SQL } from 'drizzle-orm';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/database.ts';
import { boardFollows } from '../boards/boards.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { userBlocks, userFollows } from '../social/social.tables.ts';
import { polls, postFavourites, posts } from './posts.tables.ts';

/** What a card needs: everything but the content itself, plus the author. */
const cardColumns = {
  id: posts.id,
  authorId: posts.authorId,
  boardId: posts.boardId,
  sectionId: posts.sectionId,
  kind: posts.kind,
  category: posts.category,
  title: posts.title,
  excerpt: posts.excerpt,
  cardImages: posts.cardImages,
  cover: posts.cover,
  tags: posts.tags,
  featured: posts.featured,
  homeRecommended: posts.homeRecommended,
  pinned: posts.pinned,
  viewCount: posts.viewCount,
  likeCount: posts.likeCount,
  commentCount: posts.commentCount,
  favouriteCount: posts.favouriteCount,
  createdAt: posts.createdAt,
  lastActivityAt: posts.lastActivityAt,
  // From a left join on the poll's primary key, probed for the page's rows only: an EXISTS here was
  // planned as a hash of the whole polls table, built by every list query (hotPaths.explain.test.ts).
  hasPoll: sql<boolean>`${polls.postId} IS NOT NULL`,
  author: {
    id: users.id,
    username: users.username,
    avatarUrl: users.avatarUrl,
    level: users.level,
    role: users.role,
  },
};

export type PostCardRow = {
  [K in Exclude<keyof typeof cardColumns, 'author' | 'hasPoll'>]: (typeof posts.$inferSelect)[K & keyof typeof posts.$inferSelect];
} & {
  hasPoll: boolean;
  author: { id: bigint; username: string; avatarUrl: string; level: number; role: 'member' | 'moderator' | 'admin' };
  /** The row's sort key as text, so a cursor round-trips at full database precision. */
  sortKey: string[];
};

/** Keyset orders lists use; each has an index that serves it (see migrations/0005_posts.sql). */
export type PostOrder = 'activity' | 'created' | 'hot' | 'recommended';

const orderKeys: Record<PostOrder, SQL[]> = {
  activity: [sql`${posts.lastActivityAt}`, sql`${posts.id}`],
  created: [sql`${posts.createdAt}`, sql`${posts.id}`],
  hot: [sql`${posts.hotScore}`, sql`${posts.id}`],
  recommended: [sql`${posts.promoted}`, sql`${posts.hotScore}`, sql`${posts.id}`],
};
const keyTypes: Record<PostOrder, string[]> = {
  activity: ['timestamptz', 'bigint'],
  created: ['timestamptz', 'bigint'],
  hot: ['float8', 'bigint'],
  recommended: ['boolean', 'float8', 'bigint'],
};

/** Every key descends, so "after the cursor" is one row comparison an index serves. */
function afterCursor(order: PostOrder, cursor: string[] | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const keys = orderKeys[order];
  const values = cursor.map((value, index) => sql`${value}::${sql.raw(keyTypes[order][index]!)}`);
  return sql`(${sql.join(keys, sql`, `)}) < (${sql.join(values, sql`, `)})`;
}

function orderBy(order: PostOrder): SQL {
  return sql.join(
    orderKeys[order].map((key) => sql`${key} DESC`),
    sql`, `,
  );
}

function sortKeyColumn(order: PostOrder) {
  return sql<string[]>`ARRAY[${sql.join(
    orderKeys[order].map((key) => sql`${key}::text`),
    sql`, `,
  )}]`;
}

export type PostFilter = {
  /** Boards the viewer may not see or open (hidden, or closed to their country). */
  excludedBoardIds: bigint[];
  /** Members the viewer blocked: their posts stay out of the viewer's lists. */
  viewerId: bigint | null;
};

function visibleTo(filter: PostFilter): SQL | undefined {
  return and(
    eq(posts.status, 'published'),
    filter.excludedBoardIds.length ? notInArray(posts.boardId, filter.excludedBoardIds) : undefined,
    filter.viewerId !== null
      ? sql`NOT EXISTS (SELECT 1 FROM ${userBlocks} WHERE ${userBlocks.blockerId} = ${filter.viewerId} AND ${userBlocks.blockedId} = ${posts.authorId})`
      : undefined,
  );
}

async function cardPage(db: Db, where: SQL | undefined, order: PostOrder, cursor: string[] | undefined, limit: number): Promise<PostCardRow[]> {
  const rows = await db
    .select({ ...cardColumns, sortKey: sortKeyColumn(order) })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(polls, eq(polls.postId, posts.id))
    .where(and(where, afterCursor(order, cursor)))
    .orderBy(orderBy(order))
    .limit(limit);
  return rows as PostCardRow[];
}

/**
 * A board's posts. A main board lists its sub boards' posts too (from the main-board index); the
 * pinned posts of this board are left out here because the first page shows them on top.
 */
export async function boardPostPage(
  db: Db,
  board: { id: bigint; isMain: boolean },
  order: Exclude<PostOrder, 'recommended'>,
  filter: PostFilter,
  cursor: string[] | undefined,
  limit: number,
) {
  const inBoard = board.isMain ? eq(posts.mainBoardId, board.id) : eq(posts.boardId, board.id);
  const notPinnedHere = board.isMain ? sql`${posts.pinned} IS DISTINCT FROM 'main'` : sql`${posts.pinned} IS NULL`;
  return cardPage(db, and(inBoard, notPinnedHere, visibleTo(filter)), order, cursor, limit);
}

/** Posts pinned in a board: main-board pins first, then sub-board pins, newest pin first. */
export async function pinnedPosts(db: Db, board: { id: bigint; isMain: boolean }, filter: PostFilter) {
  const pinnedHere = board.isMain
    ? and(eq(posts.mainBoardId, board.id), eq(posts.pinned, 'main'))
    : and(eq(posts.boardId, board.id), sql`${posts.pinned} IS NOT NULL`);
  const rows = await db
    .select({ ...cardColumns, sortKey: sortKeyColumn('created') })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(polls, eq(polls.postId, posts.id))
    .where(and(pinnedHere, visibleTo(filter)))
    .orderBy(sql`${posts.pinned} = 'main' DESC`, sql`${posts.createdAt} DESC`)
    .limit(50);
  return rows as PostCardRow[];
}

export async function memberPostPage(db: Db, authorId: bigint, filter: PostFilter, cursor: string[] | undefined, limit: number) {
  return cardPage(db, and(eq(posts.authorId, authorId), visibleTo(filter)), 'created', cursor, limit);
}

export async function recommendedPage(db: Db, filter: PostFilter, cursor: string[] | undefined, limit: number) {
  return cardPage(db, visibleTo(filter), 'recommended', cursor, limit);
}

/**
 * Posts of followed members and boards (a main board with its sub boards), newest first: ids and
 * sort keys only. Each follow reads its own newest posts from an index (a lateral join per follow),
 * so the cost follows the number of follows and the page size, not the size of the posts table.
 */
export async function followingCandidates(db: Db, viewerId: bigint, cursor: string[] | undefined, limit: number) {
  const after = cursor ? sql`AND (p.created_at, p.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::bigint)` : sql``;
  /** The newest `limit` published posts whose `column` equals the follow's `followed` column. */
  const newestPer = (follows: SQL, followed: string, column: string, who: string) => sql`
      SELECT p.id, p.created_at FROM ${follows} f
      CROSS JOIN LATERAL (
        SELECT p.id, p.created_at FROM posts p
        WHERE p.${sql.raw(column)} = f.${sql.raw(followed)} AND p.status = 'published' ${after}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit}
      ) p
      WHERE f.${sql.raw(who)} = ${viewerId}`;
  const rows = await queryRows<{ id: string; created_at: string }>(db, sql`
    SELECT id, created_at::text AS created_at FROM (
      ${newestPer(sql`${userFollows}`, 'followee_id', 'author_id', 'follower_id')}
      UNION ${newestPer(sql`${boardFollows}`, 'board_id', 'board_id', 'user_id')}
      -- Following a main board follows its sub boards too.
      UNION ${newestPer(sql`${boardFollows}`, 'board_id', 'main_board_id', 'user_id')}
    ) candidates
    ORDER BY candidates.created_at DESC, candidates.id DESC
    LIMIT ${limit}`);
  return rows.map((row) => ({ id: BigInt(row.id), sortKey: [row.created_at, String(row.id)] }));
}

/** Cards of the given posts that the filter lets through, newest first. */
export async function cardsByIds(db: Db, ids: bigint[], filter: PostFilter) {
  if (!ids.length) return [];
  return cardPage(db, and(inArray(posts.id, ids), visibleTo(filter)), 'created', undefined, ids.length);
}

/** The member's favourites, newest save first; the cursor is the save time and post id. */
export async function favouritePage(db: Db, userId: bigint, filter: PostFilter, cursor: string[] | undefined, limit: number) {
  const after = cursor ? sql`(${postFavourites.createdAt}, ${postFavourites.postId}) < (${cursor[0]}::timestamptz, ${cursor[1]}::bigint)` : undefined;
  const rows = await db
    .select({ ...cardColumns, sortKey: sql<string[]>`ARRAY[${postFavourites.createdAt}::text, ${postFavourites.postId}::text]` })
    .from(postFavourites)
    .innerJoin(posts, eq(posts.id, postFavourites.postId))
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(polls, eq(polls.postId, posts.id))
    .where(and(eq(postFavourites.userId, userId), visibleTo(filter), after))
    .orderBy(sql`${postFavourites.createdAt} DESC`, sql`${postFavourites.postId} DESC`)
    .limit(limit);
  return rows as PostCardRow[];
}
