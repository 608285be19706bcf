import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { boardSections, boards, homeBanners, navigationItems, topSectorItems } from './boards.tables.ts';
import type { BoardRow, SectionRow } from './boards.queries.ts';

/**
 * The SQL of operators shaping the community: boards and sections, and the links of the navigation
 * and the top sector. Members' reads of the same tables are in `boards.queries.ts`.
 */

export type BoardChanges = Partial<Omit<typeof boards.$inferInsert, 'id' | 'parentId' | 'createdAt'>>;
export type SectionChanges = Partial<Pick<SectionRow, 'name' | 'closed'>>;

/** The board, locked until the transaction ends: changes to one board queue up instead of mixing. */
export async function lockBoard(db: Db, id: bigint): Promise<BoardRow | undefined> {
  return (await db.select().from(boards).where(eq(boards.id, id)).for('update'))[0];
}

export async function updateBoardRow(db: Db, id: bigint, changes: BoardChanges): Promise<BoardRow> {
  if (!Object.keys(changes).length) return (await db.select().from(boards).where(eq(boards.id, id)))[0]!;
  return (await db.update(boards).set(changes).where(eq(boards.id, id)).returning())[0]!;
}

/** The next position after every sibling (main boards: those without a parent). */
export async function nextBoardPosition(db: Db, parentId: bigint | null): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${boards.position}) + 1, 0)::int` })
    .from(boards)
    .where(parentId === null ? isNull(boards.parentId) : eq(boards.parentId, parentId));
  return row!.next;
}

/** The ids of a board's siblings, locked: reordering them is one change at a time. */
export async function lockSiblingBoardIds(db: Db, parentId: bigint | null): Promise<bigint[]> {
  const rows = await db
    .select({ id: boards.id })
    .from(boards)
    .where(parentId === null ? isNull(boards.parentId) : eq(boards.parentId, parentId))
    .orderBy(asc(boards.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setBoardPositions(db: Db, orderedIds: bigint[]) {
  for (const [position, id] of orderedIds.entries())
    await db.update(boards).set({ position }).where(eq(boards.id, id));
}

export async function findSection(db: Db, id: bigint): Promise<SectionRow | undefined> {
  return (await db.select().from(boardSections).where(eq(boardSections.id, id)))[0];
}

export async function sectionsOfBoard(db: Db, boardId: bigint): Promise<SectionRow[]> {
  return db
    .select()
    .from(boardSections)
    .where(eq(boardSections.boardId, boardId))
    .orderBy(asc(boardSections.position), asc(boardSections.id));
}

/** Added last among the board's sections (the board is locked by the caller). */
export async function insertSectionLast(db: Db, boardId: bigint, fields: Required<SectionChanges>) {
  const [row] = await db
    .insert(boardSections)
    .values({
      boardId,
      ...fields,
      position: sql`(SELECT coalesce(max(${boardSections.position}) + 1, 0) FROM ${boardSections} WHERE ${boardSections.boardId} = ${boardId})`,
    })
    .returning();
  return row!;
}

export async function updateSectionRow(db: Db, id: bigint, changes: SectionChanges) {
  if (!Object.keys(changes).length) return;
  await db.update(boardSections).set(changes).where(eq(boardSections.id, id));
}

export async function setSectionPositions(db: Db, boardId: bigint, orderedIds: bigint[]) {
  for (const [position, id] of orderedIds.entries())
    await db
      .update(boardSections)
      .set({ position })
      .where(and(eq(boardSections.id, id), eq(boardSections.boardId, boardId)));
}

/** Every place's links share one shape: the navigation has no image, the others no highlight. */
export type SiteLinkRow = {
  id: bigint;
  position: number;
  title: Record<string, string>;
  redirectType: (typeof navigationItems.$inferSelect)['redirectType'];
  resource: string;
  /** The top sector's icon, a banner's picture. */
  iconUrl: string;
  highlighted: boolean;
  enabled: boolean;
};
export type SiteLinkFields = Omit<SiteLinkRow, 'id' | 'position'>;
export type SiteLinkPlace = 'navigation' | 'topSector' | 'homeBanner';

/**
 * The three tables behind the places, each with its own columns: the navigation's `active` is what
 * the console calls highlighted, a banner's `image_url` is its picture.
 */
const tableOf = { navigation: navigationItems, topSector: topSectorItems, homeBanner: homeBanners } as const;

function rowOf(place: SiteLinkPlace, row: Record<string, unknown>): SiteLinkRow {
  const common = row as Omit<SiteLinkRow, 'iconUrl' | 'highlighted'>;
  const base = {
    id: common.id,
    position: common.position,
    title: common.title,
    redirectType: common.redirectType,
    resource: common.resource,
    enabled: common.enabled,
  };
  if (place === 'navigation') return { ...base, iconUrl: '', highlighted: row.active as boolean };
  if (place === 'topSector') return { ...base, iconUrl: row.iconUrl as string, highlighted: false };
  return { ...base, iconUrl: row.imageUrl as string, highlighted: false };
}

/** The fields as the place's columns: what the place has no column for is left out. */
function columnsOf(place: SiteLinkPlace, fields: Partial<SiteLinkFields>): Record<string, unknown> {
  const { iconUrl, highlighted, ...common } = fields;
  if (place === 'navigation')
    return { ...common, ...(highlighted === undefined ? {} : { active: highlighted }) };
  if (place === 'topSector') return { ...common, ...(iconUrl === undefined ? {} : { iconUrl }) };
  return { ...common, ...(iconUrl === undefined ? {} : { imageUrl: iconUrl }) };
}

// Drizzle types each table apart; one place's statements are the same for the three, so they go
// through the union's common surface.
type AnyLinkTable = typeof navigationItems;
const table = (place: SiteLinkPlace) => tableOf[place] as unknown as AnyLinkTable;

export async function allSiteLinks(db: Db, place: SiteLinkPlace): Promise<SiteLinkRow[]> {
  const links = table(place);
  const rows = await db.select().from(links).orderBy(asc(links.position), asc(links.id));
  return rows.map((row) => rowOf(place, row));
}

/** Added last in its place (two added at the same moment may share a position: then by id). */
export async function insertSiteLink(db: Db, place: SiteLinkPlace, fields: SiteLinkFields) {
  const links = table(place);
  const [last] = await db
    .select({ next: sql<number>`coalesce(max(${links.position}) + 1, 0)::int` })
    .from(links);
  const values = { ...columnsOf(place, fields), position: last!.next } as typeof navigationItems.$inferInsert;
  const [row] = await db.insert(links).values(values).returning();
  return rowOf(place, row!);
}

/** Changes one link; undefined when there is no such link. */
export async function updateSiteLink(
  db: Db,
  place: SiteLinkPlace,
  id: bigint,
  changes: Partial<SiteLinkFields>,
): Promise<SiteLinkRow | undefined> {
  const links = table(place);
  const columns = columnsOf(place, changes);
  const [row] = Object.keys(columns).length
    ? await db.update(links).set(columns).where(eq(links.id, id)).returning()
    : await db.select().from(links).where(eq(links.id, id));
  return row && rowOf(place, row);
}

/** Whether a link was there to delete. */
export async function deleteSiteLink(db: Db, place: SiteLinkPlace, id: bigint): Promise<boolean> {
  const links = table(place);
  const deleted = await db.delete(links).where(eq(links.id, id)).returning({ id: links.id });
  return deleted.length > 0;
}

/** The ids of a place's links, locked: reordering is one change at a time. */
export async function lockSiteLinkIds(db: Db, place: SiteLinkPlace): Promise<bigint[]> {
  const links = table(place);
  const rows = await db.select({ id: links.id }).from(links).orderBy(asc(links.id)).for('update');
  return rows.map((row) => row.id);
}

export async function setSiteLinkPositions(db: Db, place: SiteLinkPlace, orderedIds: bigint[]) {
  const links = table(place);
  for (const [position, id] of orderedIds.entries())
    await db.update(links).set({ position }).where(eq(links.id, id));
}
