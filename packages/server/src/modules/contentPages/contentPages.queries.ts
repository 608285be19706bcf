import type { ContentPageSlug } from '@fanzone/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { ContentPageRow, DiscoverModelRow } from './contentPages.tables.ts';
import { contentPages, discoverModels } from './contentPages.tables.ts';

export async function findContentPage(db: Db, slug: ContentPageSlug): Promise<ContentPageRow | undefined> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  return row;
}

export async function allContentPages(db: Db): Promise<ContentPageRow[]> {
  return db.select().from(contentPages).orderBy(asc(contentPages.slug));
}

/** Rewrites a page; undefined when the slug has no row (the migration made all of them). */
export async function updateContentPage(
  db: Db,
  slug: ContentPageSlug,
  fields: Pick<ContentPageRow, 'title' | 'body' | 'coverUrl' | 'updatedAt' | 'updatedBy'>,
): Promise<ContentPageRow | undefined> {
  const [row] = await db.update(contentPages).set(fields).where(eq(contentPages.slug, slug)).returning();
  return row;
}

/** Every model, in the operators' order. */
export async function allDiscoverModels(db: Db): Promise<DiscoverModelRow[]> {
  return db.select().from(discoverModels).orderBy(asc(discoverModels.position), asc(discoverModels.id));
}

export async function findDiscoverModel(db: Db, id: bigint): Promise<DiscoverModelRow | undefined> {
  const [row] = await db.select().from(discoverModels).where(eq(discoverModels.id, id));
  return row;
}

export async function countDiscoverModels(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(discoverModels);
  return row!.total;
}

type ModelFields = Omit<DiscoverModelRow, 'id' | 'position'>;

/** A new model goes to the end of the discover page. */
export async function insertDiscoverModel(db: Db, fields: ModelFields): Promise<DiscoverModelRow> {
  const [row] = await db
    .insert(discoverModels)
    .values({
      ...fields,
      position: sql`(SELECT coalesce(max(${discoverModels.position}) + 1, 0) FROM ${discoverModels})`,
    })
    .returning();
  return row!;
}

export async function updateDiscoverModel(
  db: Db,
  id: bigint,
  fields: ModelFields,
): Promise<DiscoverModelRow | undefined> {
  const [row] = await db.update(discoverModels).set(fields).where(eq(discoverModels.id, id)).returning();
  return row;
}

export async function deleteDiscoverModel(db: Db, id: bigint): Promise<boolean> {
  const removed = await db
    .delete(discoverModels)
    .where(eq(discoverModels.id, id))
    .returning({ id: discoverModels.id });
  return removed.length > 0;
}

/** The models' ids, locked until the transaction ends: a concurrent add or removal waits for the new order. */
export async function lockDiscoverModelIds(db: Db): Promise<bigint[]> {
  const rows = await db
    .select({ id: discoverModels.id })
    .from(discoverModels)
    .orderBy(asc(discoverModels.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setDiscoverModelPositions(db: Db, orderedIds: bigint[]) {
  for (const [position, id] of orderedIds.entries())
    await db.update(discoverModels).set({ position }).where(eq(discoverModels.id, id));
}
