import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { PromotionRow } from './promotions.tables.ts';
import { promotions } from './promotions.tables.ts';

export async function findPromotion(db: Db, code: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code));
  return row;
}

/** Every promotion, newest first: operators keep a handful, so the console lists them whole. */
export async function allPromotions(db: Db): Promise<PromotionRow[]> {
  return db.select().from(promotions).orderBy(desc(promotions.id));
}

export async function insertPromotion(db: Db, row: typeof promotions.$inferInsert): Promise<PromotionRow> {
  const [created] = await db.insert(promotions).values(row).returning();
  return created!;
}

export async function updatePromotion(
  db: Db,
  code: string,
  changes: Partial<typeof promotions.$inferInsert>,
): Promise<PromotionRow | undefined> {
  const [row] = await db.update(promotions).set(changes).where(eq(promotions.code, code)).returning();
  return row;
}
