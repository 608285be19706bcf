import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { checkIns } from './checkIn.tables.ts';

export type CheckInRow = typeof checkIns.$inferSelect;

/** The member's check-in rows from `from` to `to` (region days, inclusive). */
export async function checkInsBetween(db: Db, userId: bigint, from: string, to: string) {
  return db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), between(checkIns.day, from, to)));
}

/** Writes the day's row once; false when the day already has one (a retry, a double tap). */
export async function insertCheckIn(
  db: Db,
  row: { userId: bigint; day: string; kind: CheckInRow['kind']; usedCard: boolean; createdAt: Date },
) {
  const inserted = await db
    .insert(checkIns)
    .values(row)
    .onConflictDoNothing()
    .returning({ day: checkIns.day });
  return inserted.length > 0;
}

/**
 * Days checked in (made-up ones too), and the run of consecutive days that ends on the latest one:
 * consecutive days share `day + row number` when numbered from the latest backwards.
 */
export async function checkInTotals(db: Db, userId: bigint, today: string) {
  const [row] = await queryRows<{ total: number; latest: string | null; run: number }>(
    db,
    sql`WITH numbered AS (
          SELECT day, day + (row_number() OVER (ORDER BY day DESC))::int AS island
          FROM check_ins WHERE user_id = ${userId} AND day <= ${today}::date)
        SELECT (SELECT count(*)::int FROM check_ins WHERE user_id = ${userId}) AS total,
               (SELECT max(day)::text FROM numbered) AS latest,
               (SELECT count(*)::int FROM numbered
                 WHERE island = (SELECT island FROM numbered ORDER BY day DESC LIMIT 1)) AS run`,
  );
  return { total: row?.total ?? 0, latest: row?.latest ?? null, run: row?.run ?? 0 };
}

/** The week's make-ups that used the weekly chance rather than a card. */
export async function chancesUsedBetween(db: Db, userId: bigint, from: string, to: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.userId, userId),
        between(checkIns.day, from, to),
        eq(checkIns.kind, 'make_up'),
        eq(checkIns.usedCard, false),
      ),
    );
  return row?.count ?? 0;
}

/** The member's make-up cards, locking the member's row so concurrent make-ups take turns. */
export async function lockMakeUpCards(db: Db, userId: bigint) {
  const [row] = await queryRows<{ make_up_cards: number }>(
    db,
    sql`SELECT make_up_cards FROM users WHERE id = ${userId} FOR UPDATE`,
  );
  return row?.make_up_cards ?? 0;
}

export async function makeUpCardsOf(db: Db, userId: bigint) {
  const [row] = await db.select({ cards: users.makeUpCards }).from(users).where(eq(users.id, userId));
  return row?.cards ?? 0;
}

export async function spendMakeUpCard(db: Db, userId: bigint) {
  await db
    .update(users)
    .set({ makeUpCards: sql`${users.makeUpCards} - 1` })
    .where(eq(users.id, userId));
}
