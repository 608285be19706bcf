import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { preparedRows, queryRows } from '../../platform/db/database.ts';
import { users } from '../identity/index.ts';
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
 * Everything the status shows, in one statement: days checked in (made-up ones too), the latest day
 * and the run of consecutive days ending on it (consecutive days share `day + row number` when
 * numbered from the latest backwards), the week's make-ups that used the weekly chance rather than a
 * card, and the member's make-up cards.
 */
export async function checkInStanding(
  db: Db,
  userId: bigint,
  days: { today: string; weekStart: string; weekEnd: string },
) {
  // Named (`preparedRows`): every check-in and every member's home asks it, and planning it cost
  // PostgreSQL three times running it.
  const [row] = await preparedRows<{
    total: number;
    latest: string | null;
    run: number;
    chances_used: number;
    cards: number;
  }>(
    db,
    sql`WITH numbered AS (
          SELECT day, kind, used_card, day + (row_number() OVER (ORDER BY day DESC))::int AS island
          FROM check_ins WHERE user_id = ${userId})
        SELECT (SELECT count(*)::int FROM numbered) AS total,
               (SELECT max(day)::text FROM numbered WHERE day <= ${days.today}::date) AS latest,
               (SELECT count(*)::int FROM numbered WHERE day <= ${days.today}::date AND island =
                  (SELECT island FROM numbered WHERE day <= ${days.today}::date ORDER BY day DESC LIMIT 1)) AS run,
               (SELECT count(*)::int FROM numbered WHERE day BETWEEN ${days.weekStart}::date AND ${days.weekEnd}::date
                  AND kind = 'make_up' AND NOT used_card) AS chances_used,
               (SELECT make_up_cards FROM users WHERE id = ${userId}) AS cards`,
  );
  return {
    total: row?.total ?? 0,
    latest: row?.latest ?? null,
    run: row?.run ?? 0,
    chancesUsed: row?.chances_used ?? 0,
    cards: row?.cards ?? 0,
  };
}

/** The member's make-up cards, locking the member's row so concurrent make-ups take turns. */
export async function lockMakeUpCards(db: Db, userId: bigint) {
  const [row] = await queryRows<{ make_up_cards: number }>(
    db,
    sql`SELECT make_up_cards FROM users WHERE id = ${userId} FOR UPDATE`,
  );
  return row?.make_up_cards ?? 0;
}

export async function spendMakeUpCard(db: Db, userId: bigint) {
  await db
    .update(users)
    .set({ makeUpCards: sql`${users.makeUpCards} - 1` })
    .where(eq(users.id, userId));
}
