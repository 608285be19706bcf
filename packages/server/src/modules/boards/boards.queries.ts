import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { preparedQuery } from '../../platform/db/database.ts';
import {
  boardFollows,
  boardPostCountChanges,
  boardSections,
  boards,
  homeBanners,
  navigationItems,
  topSectorItems,
} from './boards.tables.ts';

export async function enabledNavigationItems(db: Db) {
  return db
    .select()
    .from(navigationItems)
    .where(eq(navigationItems.enabled, true))
    .orderBy(asc(navigationItems.position), asc(navigationItems.id));
}

export async function enabledTopSectorItems(db: Db) {
  return db
    .select()
    .from(topSectorItems)
    .where(eq(topSectorItems.enabled, true))
    .orderBy(asc(topSectorItems.position), asc(topSectorItems.id));
}

export async function enabledHomeBanners(db: Db) {
  return db
    .select()
    .from(homeBanners)
    .where(eq(homeBanners.enabled, true))
    .orderBy(asc(homeBanners.position), asc(homeBanners.id));
}

export async function insertHomeBanners(db: Db, rows: (typeof homeBanners.$inferInsert)[]) {
  if (rows.length) await db.insert(homeBanners).values(rows);
}

export async function insertNavigationItems(db: Db, rows: (typeof navigationItems.$inferInsert)[]) {
  if (rows.length) await db.insert(navigationItems).values(rows);
}

export async function insertTopSectorItems(db: Db, rows: (typeof topSectorItems.$inferInsert)[]) {
  if (rows.length) await db.insert(topSectorItems).values(rows);
}

/**
 * A board's post count without a lock every publisher in the board waits for (migration 0039): a
 * new post adds a line (`countPostInBoard`), readers read the row's count plus the board's lines
 * (`livePostCount`), and every node's scheduled fold moves the lines into the rows, one node at a
 * time. The count is exact for every reader at once; only the row alone trails by a fold. This is
 * the board's post count as it stands, for a query that reads `boards`.
 */
export const livePostCount = sql<number>`greatest(${boards.postCount} + coalesce((SELECT sum(${boardPostCountChanges.delta}) FROM ${boardPostCountChanges} WHERE ${boardPostCountChanges.boardId} = ${boards.id}), 0), 0)::int`;

/** Counts a post in (or out of) its board, inside the write's transaction; it waits for no other writer. */
export async function countPostInBoard(db: Db, boardId: bigint, delta: 1 | -1) {
  await db.insert(boardPostCountChanges).values({ boardId, delta });
}

/**
 * Moves every line into its board's row in one statement: the lines it deletes are exactly the ones
 * it adds (one snapshot), and a reader sees the lines or the rows changed, never both or neither.
 * Lines written meanwhile wait for the next fold.
 */
export async function foldPostCounts(db: Db) {
  await db.execute(sql`
    WITH moved AS (DELETE FROM ${boardPostCountChanges} RETURNING board_id, delta),
         summed AS (SELECT board_id, sum(delta)::int AS delta FROM moved GROUP BY board_id)
    UPDATE ${boards} SET post_count = greatest(${boards.postCount} + summed.delta, 0)
      FROM summed WHERE ${boards.id} = summed.board_id`);
}

export type BoardRow = typeof boards.$inferSelect;
export type SectionRow = typeof boardSections.$inferSelect;

/** Every board, its post count as it stands (`livePostCount`). */
export async function allBoards(db: Db) {
  return db
    .select({ ...getTableColumns(boards), postCount: livePostCount })
    .from(boards)
    .orderBy(sql`${boards.parentId} NULLS FIRST`, asc(boards.position), asc(boards.id));
}

export async function findBoard(db: Db, id: bigint) {
  return (await db.select().from(boards).where(eq(boards.id, id)).limit(1))[0];
}

/** What moves on boards with every post and follow, and whether the viewer (if any) follows each. */
export type LiveBoardNumbers = { postCount: number; followerCount: number; followed: boolean };

const liveBoardNumbersQuery = preparedQuery((db) =>
  db
    .select({
      id: boards.id,
      postCount: livePostCount,
      followerCount: boards.followerCount,
      followed: sql<boolean>`exists (select 1 from ${boardFollows} where ${boardFollows.userId} = ${sql.placeholder('viewerId')}::bigint and ${boardFollows.boardId} = ${boards.id})`,
    })
    .from(boards)
    .where(sql`${boards.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('live_board_numbers'),
);

/** Boards' live numbers by id, read fresh (the catalogue keeps the rest); a visitor follows nothing. */
export async function liveBoardNumbers(
  db: Db,
  ids: bigint[],
  viewerId: bigint | null,
): Promise<Map<bigint, LiveBoardNumbers>> {
  const rows = await liveBoardNumbersQuery(db).execute({
    ids: ids.map(String),
    viewerId: viewerId === null ? null : String(viewerId),
  });
  return new Map(rows.map(({ id, ...numbers }) => [id, numbers]));
}

export async function sectionsOfBoards(db: Db, boardIds: bigint[]) {
  if (!boardIds.length) return [];
  return db
    .select()
    .from(boardSections)
    .where(inArray(boardSections.boardId, boardIds))
    .orderBy(asc(boardSections.position), asc(boardSections.id));
}

export async function followedBoardIds(db: Db, userId: bigint, boardIds: bigint[]) {
  if (!boardIds.length) return new Set<bigint>();
  const rows = await db
    .select({ boardId: boardFollows.boardId })
    .from(boardFollows)
    .where(and(eq(boardFollows.userId, userId), inArray(boardFollows.boardId, boardIds)));
  return new Set(rows.map((row) => row.boardId));
}

/** Adds the follow and counts it in the same transaction; a repeat changes nothing. */
export async function insertBoardFollow(db: Db, userId: bigint, boardId: bigint, now: Date) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(boardFollows)
      .values({ userId, boardId, createdAt: now })
      .onConflictDoNothing()
      .returning({ boardId: boardFollows.boardId });
    const [board] = inserted.length
      ? await tx
          .update(boards)
          .set({ followerCount: sql`${boards.followerCount} + 1` })
          .where(eq(boards.id, boardId))
          .returning({ followerCount: boards.followerCount })
      : await tx.select({ followerCount: boards.followerCount }).from(boards).where(eq(boards.id, boardId));
    return board!.followerCount;
  });
}

export async function deleteBoardFollow(db: Db, userId: bigint, boardId: bigint) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(boardFollows)
      .where(and(eq(boardFollows.userId, userId), eq(boardFollows.boardId, boardId)))
      .returning({ boardId: boardFollows.boardId });
    const [board] = deleted.length
      ? await tx
          .update(boards)
          .set({ followerCount: sql`${boards.followerCount} - 1` })
          .where(eq(boards.id, boardId))
          .returning({ followerCount: boards.followerCount })
      : await tx.select({ followerCount: boards.followerCount }).from(boards).where(eq(boards.id, boardId));
    return board!.followerCount;
  });
}

export async function insertBoard(db: Db, row: typeof boards.$inferInsert) {
  return (await db.insert(boards).values(row).returning())[0]!;
}

export async function insertSections(db: Db, rows: (typeof boardSections.$inferInsert)[]) {
  if (rows.length) await db.insert(boardSections).values(rows);
}
