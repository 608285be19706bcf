import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { numberArray } from '../../platform/db/database.ts';
import { posts, visibleTo } from '../posts/index.ts';
import type { PostFilter } from '../posts/index.ts';
import type { BoardBannerRow, TcmRow } from './collections.tables.ts';
import { boardBanners, tcmItems, tcmPosts } from './collections.tables.ts';

// ── Topics and collections ──────────────────────────────────────────────────────────────────────

export async function findTcm(db: Db, id: bigint): Promise<TcmRow | undefined> {
  const [row] = await db.select().from(tcmItems).where(eq(tcmItems.id, id));
  return row;
}

/** Every item for operators, newest first (a console's list, not a reader's: no paging needed). */
export async function allTcm(db: Db): Promise<TcmRow[]> {
  return db.select().from(tcmItems).orderBy(desc(tcmItems.id));
}

export async function insertTcm(db: Db, row: typeof tcmItems.$inferInsert): Promise<TcmRow> {
  const [created] = await db.insert(tcmItems).values(row).returning();
  return created!;
}

/** Changes an item, locked for the rest of the transaction; undefined when there is none. */
export async function updateTcm(
  db: Db,
  id: bigint,
  changes: Partial<typeof tcmItems.$inferInsert>,
): Promise<TcmRow | undefined> {
  const [row] = await db.update(tcmItems).set(changes).where(eq(tcmItems.id, id)).returning();
  return row;
}

/** The posts of these items in order, per item. */
export async function postIdsOfTcm(db: Db, tcmIds: bigint[]): Promise<Map<bigint, bigint[]>> {
  const byItem = new Map<bigint, bigint[]>(tcmIds.map((id) => [id, []]));
  if (!tcmIds.length) return byItem;
  const rows = await db
    .select()
    .from(tcmPosts)
    .where(inArray(tcmPosts.tcmId, tcmIds))
    .orderBy(asc(tcmPosts.tcmId), asc(tcmPosts.position), asc(tcmPosts.postId));
  for (const row of rows) byItem.get(row.tcmId)?.push(row.postId);
  return byItem;
}

export async function countTcmPosts(db: Db, tcmId: bigint): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tcmPosts)
    .where(eq(tcmPosts.tcmId, tcmId));
  return row?.count ?? 0;
}

/** Which of these posts exist (in any state: operators may add a post a moderator restores later). */
export async function existingPostIds(db: Db, ids: bigint[]): Promise<Set<bigint>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(sql`${posts.id} = ANY(${numberArray(ids)}::bigint[])`);
  return new Set(rows.map((row) => row.id));
}

/** Puts exactly these posts in the item, in this order. */
export async function replaceTcmPosts(db: Db, tcmId: bigint, postIds: bigint[]) {
  await db.delete(tcmPosts).where(eq(tcmPosts.tcmId, tcmId));
  if (postIds.length)
    await db.insert(tcmPosts).values(postIds.map((postId, position) => ({ tcmId, postId, position })));
}

/**
 * One page of an item's posts a reader may see, in the operators' order: published, in boards the
 * reader may open, not by authors they blocked (the posts lists' own rule, `visibleTo`). Keyset on
 * (position, post id).
 */
export async function visibleTcmPostPage(
  db: Db,
  tcmId: bigint,
  filter: PostFilter,
  after: { position: number; postId: bigint } | undefined,
  limit: number,
) {
  return db
    .select({ id: tcmPosts.postId, position: tcmPosts.position })
    .from(tcmPosts)
    .innerJoin(posts, eq(posts.id, tcmPosts.postId))
    .where(
      and(
        eq(tcmPosts.tcmId, tcmId),
        visibleTo(filter),
        after
          ? sql`(${tcmPosts.position}, ${tcmPosts.postId}) > (${after.position}, ${after.postId})`
          : undefined,
      ),
    )
    .orderBy(asc(tcmPosts.position), asc(tcmPosts.postId))
    .limit(limit);
}

// ── The video feed ──────────────────────────────────────────────────────────────────────────────

/** A post's sanitised content holds a video: the predicate of the feed's partial index (0026). */
const holdsVideo = sql`${posts.contentHtml} LIKE '%<video%'`;

/** The statement of `videoPostsBefore`, unsent (its plan is checked by `videoFeed.explain.test.ts`). */
export function videoPostsBeforeQuery(db: Db, filter: PostFilter, beforeId: bigint, limit: number) {
  return db
    .select({ id: posts.id })
    .from(posts)
    .where(and(visibleTo(filter), holdsVideo, lt(posts.id, beforeId)))
    .orderBy(desc(posts.id))
    .limit(limit);
}

/** Video posts older than `beforeId` that the reader may see, newest first (index `posts_video_feed`). */
export async function videoPostsBefore(db: Db, filter: PostFilter, beforeId: bigint, limit: number) {
  return videoPostsBeforeQuery(db, filter, beforeId, limit);
}

// ── Boards' banners ─────────────────────────────────────────────────────────────────────────────

/** A board's banners, switched on or off, in order. */
export async function boardBannersOf(db: Db, boardId: bigint, { enabledOnly = false } = {}) {
  return db
    .select()
    .from(boardBanners)
    .where(and(eq(boardBanners.boardId, boardId), enabledOnly ? eq(boardBanners.enabled, true) : undefined))
    .orderBy(asc(boardBanners.position), asc(boardBanners.id));
}

/** Added last on its board. */
export async function insertBoardBanner(
  db: Db,
  row: Omit<typeof boardBanners.$inferInsert, 'position'>,
): Promise<BoardBannerRow> {
  const [last] = await db
    .select({ next: sql<number>`coalesce(max(${boardBanners.position}) + 1, 0)::int` })
    .from(boardBanners)
    .where(eq(boardBanners.boardId, row.boardId));
  const [created] = await db
    .insert(boardBanners)
    .values({ ...row, position: last!.next })
    .returning();
  return created!;
}

export async function updateBoardBanner(
  db: Db,
  id: bigint,
  changes: Partial<Omit<typeof boardBanners.$inferInsert, 'id' | 'boardId'>>,
): Promise<BoardBannerRow | undefined> {
  const [row] = Object.keys(changes).length
    ? await db.update(boardBanners).set(changes).where(eq(boardBanners.id, id)).returning()
    : await db.select().from(boardBanners).where(eq(boardBanners.id, id));
  return row;
}

/** The deleted banner's board, or undefined when there was none. */
export async function deleteBoardBanner(db: Db, id: bigint): Promise<bigint | undefined> {
  const [row] = await db
    .delete(boardBanners)
    .where(eq(boardBanners.id, id))
    .returning({ boardId: boardBanners.boardId });
  return row?.boardId;
}

/** The ids of a board's banners, locked: reordering is one change at a time. */
export async function lockBoardBannerIds(db: Db, boardId: bigint): Promise<bigint[]> {
  const rows = await db
    .select({ id: boardBanners.id })
    .from(boardBanners)
    .where(eq(boardBanners.boardId, boardId))
    .orderBy(asc(boardBanners.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setBoardBannerPositions(db: Db, orderedIds: bigint[]) {
  for (const [position, id] of orderedIds.entries())
    await db.update(boardBanners).set({ position }).where(eq(boardBanners.id, id));
}
