import type { Placeholder, SQL } from 'drizzle-orm';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { numberArray, queryPerShape } from '../../platform/db/database.ts';
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

/** Every key descends, so "after the cursor" is one row comparison an index serves (`cursor0`…). */
function afterCursor(order: PostOrder): SQL {
  const keys = orderKeys[order];
  const values = keys.map(
    (_key, index) => sql`${sql.placeholder(`cursor${index}`)}::${sql.raw(keyTypes[order][index]!)}`,
  );
  return sql`(${sql.join(keys, sql`, `)}) < (${sql.join(values, sql`, `)})`;
}

/** The cursor's keys as the statement's `cursor0`, `cursor1`… values. */
function cursorValues(cursor: string[] | undefined): Record<string, string> {
  return Object.fromEntries((cursor ?? []).map((value, index) => [`cursor${index}`, value]));
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
 * A `PostFilter` as a statement built once per shape takes it: each value that applies is a
 * placeholder (the boards as one array parameter), one that does not is left out of the text.
 */
type FilterValues = {
  excludedBoardIds: bigint[] | Placeholder;
  blockerId: bigint | Placeholder | null;
  markedFor: bigint | Placeholder | null;
};

/**
 * The audience rule of every list of posts: published, in boards the viewer may open, not by an
 * author they blocked. The status is written into the text, not sent as a value: the lists' indexes
 * hold published posts only, and a statement's generic plan (the one PostgreSQL keeps for a named
 * statement) can use such an index only when the text itself says `status = 'published'`; with the
 * status as a parameter it was a sequential scan, so every call was planned afresh.
 */
export function visibleTo(filter: FilterValues): SQL | undefined {
  const excluded = filter.excludedBoardIds;
  return and(
    sql`${posts.status} = 'published'`,
    // One array parameter, not one per board: the statement's text stays the same whatever the count.
    !Array.isArray(excluded)
      ? sql`${posts.boardId} <> ALL(${excluded}::bigint[])`
      : excluded.length
        ? sql`${posts.boardId} <> ALL(${numberArray(excluded)}::bigint[])`
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
export function markedBy(
  table: typeof postLikes | typeof postFavourites,
  memberId: bigint | Placeholder | null,
) {
  return memberId === null
    ? sql<boolean>`false`
    : sql<boolean>`coalesce((SELECT true FROM ${table} WHERE ${table.userId} = ${memberId} AND ${table.postId} = ${posts.id}), false)`;
}

/** Which posts a list statement reads, before the audience rule; its id is the `scopeId` value. */
type ListScope = 'mainBoard' | 'subBoard' | 'author' | 'everywhere';

const scopeConditions: Record<ListScope, () => SQL | undefined> = {
  // A main board lists its sub boards' posts too (from the main-board index); the pinned posts of
  // the board are left out because the first page shows them on top (`pinnedPosts`).
  mainBoard: () =>
    and(eq(posts.mainBoardId, sql.placeholder('scopeId')), sql`${posts.pinned} IS DISTINCT FROM 'main'`),
  subBoard: () => and(eq(posts.boardId, sql.placeholder('scopeId')), sql`${posts.pinned} IS NULL`),
  author: () => eq(posts.authorId, sql.placeholder('scopeId')),
  everywhere: () => undefined,
};

/** What changes a list statement's text; its values, the page size among them, are parameters. */
type ListShape = {
  scope: ListScope;
  order: PostOrder;
  excluded: boolean;
  blocked: boolean;
  marked: boolean;
  after: boolean;
  /** Unnamed when the best plan depends on the values (one author with thousands of posts, another with one). */
  sent: 'named' | 'unnamed';
};

/** A filter's values as the statements' placeholders take them, and the shape they call for. */
function filterPlaceholders(shape: { excluded: boolean; blocked: boolean; marked: boolean }): FilterValues {
  return {
    excludedBoardIds: shape.excluded ? sql.placeholder('excluded') : [],
    blockerId: shape.blocked ? sql.placeholder('blocker') : null,
    markedFor: shape.marked ? sql.placeholder('markedFor') : null,
  };
}

function filterShape(filter: PostFilter) {
  return {
    excluded: filter.excludedBoardIds.length > 0,
    blocked: filter.blockerId !== null,
    marked: filter.markedFor !== null,
  };
}

function filterValues(filter: PostFilter): Record<string, string> {
  return {
    ...(filter.excludedBoardIds.length ? { excluded: numberArray(filter.excludedBoardIds) } : {}),
    ...(filter.blockerId !== null ? { blocker: String(filter.blockerId) } : {}),
    ...(filter.markedFor !== null ? { markedFor: String(filter.markedFor) } : {}),
  };
}

/** The listed post's columns: its id, its sort key as text (a cursor round-trips at full precision) and the marks. */
function listedColumns(sortKey: SQL<string[]>, filter: FilterValues) {
  return {
    id: posts.id,
    sortKey,
    liked: markedBy(postLikes, filter.markedFor),
    favourited: markedBy(postFavourites, filter.markedFor),
  };
}

/** A statement's name from its shape: one name per text (node-postgres refuses a name with another text). */
function statementName(prefix: string, shape: Record<string, string | boolean>): string {
  const flags = Object.entries(shape)
    .filter(([key]) => key !== 'sent')
    .map(([, value]) => (value === true ? '1' : value === false ? '0' : value))
    .join('_');
  return `${prefix}_${flags}`;
}

/**
 * The list statements, built once per shape (`queryPerShape`): lists are the hottest reads, and
 * building each statement's text with the query builder, then hashing it for its name, was a
 * twentieth of a list's time. Named, so PostgreSQL also plans each once per connection.
 */
const listStatement = queryPerShape((db, shape: ListShape) => {
  const filter = filterPlaceholders(shape);
  return db
    .select(listedColumns(sortKeyColumn(shape.order), filter))
    .from(posts)
    .where(
      and(
        scopeConditions[shape.scope](),
        visibleTo(filter),
        shape.after ? afterCursor(shape.order) : undefined,
      ),
    )
    .orderBy(orderBy(shape.order))
    .limit(sql.placeholder('limit'))
    .prepare(shape.sent === 'named' ? statementName('posts_list', shape) : '');
});

/** A page of posts in a keyset order. */
async function listPage(
  db: Db,
  scope: { kind: ListScope; id?: bigint },
  order: PostOrder,
  filter: PostFilter,
  cursor: string[] | undefined,
  limit: number,
  sent: ListShape['sent'] = 'named',
): Promise<ListedPost[]> {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`invalid page limit ${limit}`);
  const shape: ListShape = {
    scope: scope.kind,
    order,
    ...filterShape(filter),
    after: cursor !== undefined,
    sent,
  };
  return listStatement(db, shape).execute({
    limit,
    ...(scope.id !== undefined ? { scopeId: String(scope.id) } : {}),
    ...filterValues(filter),
    ...cursorValues(cursor),
  });
}

/** A board's posts; a main board lists its sub boards' posts too, its pins apart (`pinnedPosts`). */
export async function boardPostPage(
  db: Db,
  board: { id: bigint; isMain: boolean },
  order: Exclude<PostOrder, 'recommended'>,
  filter: PostFilter,
  cursor: string[] | undefined,
  limit: number,
) {
  return listPage(
    db,
    { kind: board.isMain ? 'mainBoard' : 'subBoard', id: board.id },
    order,
    filter,
    cursor,
    limit,
  );
}

/**
 * Posts pinned in a board: main-board pins first, then sub-board pins, newest pin first. Asked with
 * every board's first page, built once per shape as the pages of the list are. Pins written into the
 * text, as the status is (`visibleTo`): the pins' index holds pinned posts only.
 */
const pinsStatement = queryPerShape(
  (db, shape: { main: boolean; excluded: boolean; blocked: boolean; marked: boolean }) => {
    const filter = filterPlaceholders(shape);
    const pinnedHere = shape.main
      ? and(eq(posts.mainBoardId, sql.placeholder('boardId')), sql`${posts.pinned} = 'main'`)
      : and(eq(posts.boardId, sql.placeholder('boardId')), sql`${posts.pinned} IS NOT NULL`);
    return db
      .select(listedColumns(sortKeyColumn('created'), filter))
      .from(posts)
      .where(and(pinnedHere, visibleTo(filter)))
      .orderBy(sql`${posts.pinned} = 'main' DESC`, sql`${posts.createdAt} DESC`)
      .limit(50)
      .prepare(statementName('posts_pins', shape));
  },
);

export async function pinnedPosts(
  db: Db,
  board: { id: bigint; isMain: boolean },
  filter: PostFilter,
): Promise<ListedPost[]> {
  return pinsStatement(db, { main: board.isMain, ...filterShape(filter) }).execute({
    boardId: String(board.id),
    ...filterValues(filter),
  });
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
  return listPage(db, { kind: 'author', id: authorId }, 'created', filter, cursor, limit, 'unnamed');
}

export async function recommendedPage(
  db: Db,
  filter: PostFilter,
  cursor: string[] | undefined,
  limit: number,
) {
  return listPage(db, { kind: 'everywhere' }, 'recommended', filter, cursor, limit);
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
