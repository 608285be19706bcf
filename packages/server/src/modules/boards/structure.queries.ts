import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { boardSections, boards, navigationItems, topSectorItems } from './boards.tables.ts';
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

/** Both places' links share one shape; the navigation has no icon, the top sector no highlight. */
export type SiteLinkRow = {
  id: bigint;
  position: number;
  title: Record<string, string>;
  redirectType: (typeof navigationItems.$inferSelect)['redirectType'];
  resource: string;
  iconUrl: string;
  highlighted: boolean;
  enabled: boolean;
};
export type SiteLinkFields = Omit<SiteLinkRow, 'id' | 'position'>;

/**
 * The two tables behind the places, read and written through one set of functions. Each place
 * keeps its own columns: the navigation's `active` is what the console calls highlighted.
 */
const places = {
  navigation: {
    table: navigationItems,
    toRow: (row: typeof navigationItems.$inferSelect): SiteLinkRow => ({
      id: row.id,
      position: row.position,
      title: row.title,
      redirectType: row.redirectType,
      resource: row.resource,
      iconUrl: '',
      highlighted: row.active,
      enabled: row.enabled,
    }),
    toColumns: ({ iconUrl: _noIcon, highlighted, ...fields }: Partial<SiteLinkFields>) => ({
      ...fields,
      ...(highlighted === undefined ? {} : { active: highlighted }),
    }),
  },
  topSector: {
    table: topSectorItems,
    toRow: (row: typeof topSectorItems.$inferSelect): SiteLinkRow => ({ ...row, highlighted: false }),
    toColumns: ({ highlighted: _noHighlight, ...fields }: Partial<SiteLinkFields>) => fields,
  },
} as const;
export type SiteLinkPlace = keyof typeof places;

export async function allSiteLinks(db: Db, place: SiteLinkPlace): Promise<SiteLinkRow[]> {
  if (place === 'navigation') {
    const { table, toRow } = places.navigation;
    return (await db.select().from(table).orderBy(asc(table.position), asc(table.id))).map(toRow);
  }
  const { table, toRow } = places.topSector;
  return (await db.select().from(table).orderBy(asc(table.position), asc(table.id))).map(toRow);
}

/** Added last in its place (two added at the same moment may share a position: then by id). */
export async function insertSiteLink(db: Db, place: SiteLinkPlace, fields: SiteLinkFields) {
  const { table } = places[place];
  const [last] = await db
    .select({ next: sql<number>`coalesce(max(${table.position}) + 1, 0)::int` })
    .from(table);
  const position = last!.next;
  if (place === 'navigation') {
    const { title, redirectType, ...rest } = places.navigation.toColumns(fields);
    const [row] = await db
      .insert(navigationItems)
      .values({ title: title!, redirectType: redirectType!, ...rest, position })
      .returning();
    return places.navigation.toRow(row!);
  }
  const { title, redirectType, iconUrl, ...rest } = places.topSector.toColumns(fields);
  const [row] = await db
    .insert(topSectorItems)
    .values({ title: title!, redirectType: redirectType!, iconUrl: iconUrl!, ...rest, position })
    .returning();
  return places.topSector.toRow(row!);
}

/** Changes one link; undefined when there is no such link. */
export async function updateSiteLink(
  db: Db,
  place: SiteLinkPlace,
  id: bigint,
  changes: Partial<SiteLinkFields>,
): Promise<SiteLinkRow | undefined> {
  if (place === 'navigation') {
    const { table, toRow, toColumns } = places.navigation;
    const columns = toColumns(changes);
    const [row] = Object.keys(columns).length
      ? await db.update(table).set(columns).where(eq(table.id, id)).returning()
      : await db.select().from(table).where(eq(table.id, id));
    return row && toRow(row);
  }
  const { table, toRow, toColumns } = places.topSector;
  const columns = toColumns(changes);
  const [row] = Object.keys(columns).length
    ? await db.update(table).set(columns).where(eq(table.id, id)).returning()
    : await db.select().from(table).where(eq(table.id, id));
  return row && toRow(row);
}

/** Whether a link was there to delete. */
export async function deleteSiteLink(db: Db, place: SiteLinkPlace, id: bigint): Promise<boolean> {
  const { table } = places[place];
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}

/** The ids of a place's links, locked: reordering is one change at a time. */
export async function lockSiteLinkIds(db: Db, place: SiteLinkPlace): Promise<bigint[]> {
  const { table } = places[place];
  const rows = await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).for('update');
  return rows.map((row) => row.id);
}

export async function setSiteLinkPositions(db: Db, place: SiteLinkPlace, orderedIds: bigint[]) {
  const { table } = places[place];
  if (!orderedIds.length) return;
  for (const [position, id] of orderedIds.entries())
    await db.update(table).set({ position }).where(eq(table.id, id));
}
