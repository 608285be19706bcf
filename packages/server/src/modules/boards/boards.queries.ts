import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { navigationItems, topSectorItems } from './boards.tables.ts';

export async function enabledNavigationItems(db: Db) {
  return db.select().from(navigationItems).where(eq(navigationItems.enabled, true)).orderBy(asc(navigationItems.position), asc(navigationItems.id));
}

export async function enabledTopSectorItems(db: Db) {
  return db.select().from(topSectorItems).where(eq(topSectorItems.enabled, true)).orderBy(asc(topSectorItems.position), asc(topSectorItems.id));
}

export async function insertNavigationItems(db: Db, rows: (typeof navigationItems.$inferInsert)[]) {
  if (rows.length) await db.insert(navigationItems).values(rows);
}

export async function insertTopSectorItems(db: Db, rows: (typeof topSectorItems.$inferInsert)[]) {
  if (rows.length) await db.insert(topSectorItems).values(rows);
}
