import type { SQL } from 'drizzle-orm';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { numberArray, preparedRows, queryRows } from '../../platform/db/database.ts';
import { userBlocks } from '../social/index.ts';
import { postFavourites, postLikes, posts } from './posts.tables.ts';

/** A post in a list: its id and sort key, and whether the member it is listed for liked and favourited it. */
export type ListedPost = { id: bigint; sortKey: string[]; liked: boolean; favourited: boolean };

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
  /** The member whose block list keeps authors out of the list (null: nobody's). */
  blockerId: bigint | null;
  /** The member whose likes and favourites the list marks (null for visitors). */
  markedFor: bigint | null;
};

/**
 * The audience rule of every list of posts: published, in boards the viewer may open, not by an
 * author they blocked. The status is written into the text, not sent as a value: the lists' indexes
 * hold published posts only, and a statement's generic plan (the one PostgreSQL keeps for a named
 * statement) can use such an index only when the text itself says `status = 'published'`; with the
 * status as a parameter it was a sequential scan, so every call was planned afresh.
 */
export function visibleTo(filter: PostFilter): SQL | undefined {
  return and(
    sql`${posts.status} = 'published'`,
    // One array parameter, not one per board: the statement's text stays the same whatever the count.
    filter.excludedBoardIds.length
      ? sql`${posts.boardId} <> ALL(${numberArray(filter.excludedBoardIds)}::bigint[])`
      : undefined,
    filter.blockerId !== null
      ? sql`NOT EXISTS (SELECT 1 FROM ${userBlocks} WHERE ${userBlocks.blockerId} = ${filter.blockerId} AND ${userBlocks.blockedId} = ${posts.authorId})`
      : undefined,
  );
}

/**
 * Whether the member liked (or favourited) the row's post: one probe of the link table's primary
 * key per listed row. A scalar subquery, not EXISTS: the planner may turn an EXISTS into a hash of
 * all the member's likes, which grows with an active member's history.
 */
export function markedBy(table: typeof postLikes | typeof postFavourites, memberId: bigint | null) {
  return memberId === null
    ? sql<boolean>`false`
    : sql<boolean>`coalesce((SELECT true FROM ${table} WHERE ${table.userId} = ${memberId} AND ${table.postId} = ${posts.id}), false)`;
}

/** A list's columns: the post's id, its sort key as text (a cursor round-trips at full precision) and the marks. */
function listedColumns(sortKey: SQL<string[]>, filter: PostFilter) {
  return {
    id: posts.id,
    sortKey,
    liked: markedBy(postLikes, filter.markedFor),
    favourited: markedBy(postFavourites, filter.markedFor),
  };
}

/**
 * A page of posts in a keyset order. A prepared statement: lists are the hottest reads, and building
 * the statement with the query builder and planning it again cost more than running it. The limit
 * is written into the text (it is one of a few fixed page sizes) so the plan knows it.
 */
async function listPage(
  db: Db,
  where: SQL | undefined,
  order: PostOrder,
  filter: PostFilter,
  cursor: string[] | undefined,
  limit: number,
  /** Unnamed when the best plan depends on the values (one author with thousands of posts, another with one). */
  sent: 'named' | 'unnamed' = 'named',
): Promise<ListedPost[]> {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`invalid page limit ${limit}`);
  const rows = await (sent === 'named' ? preparedRows<ListedRow> : queryRows<ListedRow>)(
    db,
    sql`SELECT ${posts.id} AS id, ${sortKeyColumn(order)} AS sort_key,
      ${markedBy(postLikes, filter.markedFor)} AS liked, ${markedBy(postFavourites, filter.markedFor)} AS favourited
    FROM ${posts}
    WHERE ${and(where, visibleTo(filter), afterCursor(order, cursor))}
    ORDER BY ${orderBy(order)}
    LIMIT ${sql.raw(String(limit))}`,
  );
  return rows.map(listedOf);
}

/** A list statement's row as the list's post. */
type ListedRow = { id: string; sort_key: string[]; liked: boolean; favourited: boolean };

function listedOf(row: ListedRow): ListedPost {
  return { id: BigInt(row.id), sortKey: row.sort_key, liked: row.liked, favourited: row.favourited };
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
  const notPinnedHere = board.isMain
    ? sql`${posts.pinned} IS DISTINCT FROM 'main'`
    : sql`${posts.pinned} IS NULL`;
  return listPage(db, and(inBoard, notPinnedHere), order, filter, cursor, limit);
}

/**
 * Posts pinned in a board: main-board pins first, then sub-board pins, newest pin first. Asked with
 * every board's first page: a prepared statement, as the pages of the list are.
 */
export async function pinnedPosts(
  db: Db,
  board: { id: bigint; isMain: boolean },
  filter: PostFilter,
): Promise<ListedPost[]> {
  // Pins written into the text, as the status is (`visibleTo`): the pins' index holds pinned posts only.
  const pinnedHere = board.isMain
    ? and(eq(posts.mainBoardId, board.id), sql`${posts.pinned} = 'main'`)
    : and(eq(posts.boardId, board.id), sql`${posts.pinned} IS NOT NULL`);
  const rows = await preparedRows<ListedRow>(
    db,
    sql`SELECT ${posts.id} AS id, ${sortKeyColumn('created')} AS sort_key,
      ${markedBy(postLikes, filter.markedFor)} AS liked, ${markedBy(postFavourites, filter.markedFor)} AS favourited
    FROM ${posts}
    WHERE ${and(pinnedHere, visibleTo(filter))}
    ORDER BY ${posts.pinned} = 'main' DESC, ${posts.createdAt} DESC
    LIMIT 50`,
  );
  return rows.map(listedOf);
}

export async function memberPostPage(
  db: Db,
  authorId: bigint,
  filter: PostFilter,
  cursor: string[] | undefined,
  limit: number,
) {
  // Unnamed: a plan shared by every author reads all of a prolific author's posts and sorts them (the
  // generic plan on hotPaths.explain.test's fixture), so each author's page is planned for them.
  return listPage(db, eq(posts.authorId, authorId), 'created', filter, cursor, limit, 'unnamed');
}

export async function recommendedPage(
  db: Db,
  filter: PostFilter,
  cursor: string[] | undefined,
  limit: number,
) {
  return listPage(db, undefined, 'recommended', filter, cursor, limit);
}

/** The member's favourites, newest save first; the cursor is the save time and post id. */
export async function favouritePage(
  db: Db,
  userId: bigint,
  filter: PostFilter,
  cursor: string[] | undefined,
  limit: number,
) {
  const after = cursor
    ? sql`(${postFavourites.createdAt}, ${postFavourites.postId}) < (${cursor[0]}::timestamptz, ${cursor[1]}::bigint)`
    : undefined;
  return db
    .select(
      listedColumns(
        sql<string[]>`ARRAY[${postFavourites.createdAt}::text, ${postFavourites.postId}::text]`,
        filter,
      ),
    )
    .from(postFavourites)
    .innerJoin(posts, eq(posts.id, postFavourites.postId))
    .where(and(eq(postFavourites.userId, userId), visibleTo(filter), after))
    .orderBy(sql`${postFavourites.createdAt} DESC`, sql`${postFavourites.postId} DESC`)
    .limit(limit);
}
