import { type LocalizedText } from '@fanzone/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { medals, memberMedals } from './gamification.tables.ts';

/** The title of the active mission a medal rewards (the first by position), null when none does. */
const missionTitle = sql<LocalizedText | null>`(SELECT mission.title FROM missions AS mission
  WHERE mission.medal_id = ${medals.id} AND mission.active ORDER BY mission.position LIMIT 1)`;

const medalColumns = {
  id: medals.id,
  name: medals.name,
  description: medals.description,
  iconUrl: medals.iconUrl,
  holderCount: medals.holderCount,
  missionTitle,
};

/** The whole catalogue by position, with how `viewerId` holds each (nothing for a visitor). */
export async function medalCatalogue(db: Db, viewerId: bigint | null) {
  return db
    .select({ ...medalColumns, awardedAt: memberMedals.awardedAt, awardedBy: memberMedals.awardedBy })
    .from(medals)
    .leftJoin(
      memberMedals,
      viewerId === null
        ? sql`false`
        : and(eq(memberMedals.medalId, medals.id), eq(memberMedals.userId, viewerId)),
    )
    .orderBy(asc(medals.position), asc(medals.id));
}

/** The medals a member holds, newest award first. */
export async function medalsHeldBy(db: Db, userId: bigint) {
  return db
    .select({ ...medalColumns, awardedAt: memberMedals.awardedAt, awardedBy: memberMedals.awardedBy })
    .from(memberMedals)
    .innerJoin(medals, eq(medals.id, memberMedals.medalId))
    .where(eq(memberMedals.userId, userId))
    .orderBy(desc(memberMedals.awardedAt), desc(medals.id));
}

export type MedalListRow = Awaited<ReturnType<typeof medalsHeldBy>>[number];

export async function countMedalsHeldBy(db: Db, userId: bigint) {
  const [row] = await db.select({ held: count() }).from(memberMedals).where(eq(memberMedals.userId, userId));
  return row?.held ?? 0;
}

export async function medalHolderCount(db: Db, medalId: bigint) {
  const [row] = await db
    .select({ holderCount: medals.holderCount })
    .from(medals)
    .where(eq(medals.id, medalId));
  return row?.holderCount;
}

/** A medal as an operator writes it; the holder count is the engine's. */
export type MedalFields = Omit<typeof medals.$inferInsert, 'id' | 'holderCount'>;

/** The whole catalogue for operators, by position. */
export async function allMedals(db: Db) {
  return db.select().from(medals).orderBy(asc(medals.position), asc(medals.id));
}

/** Adds a medal; a taken code fails on the unique index (the caller translates it). */
export async function insertMedal(db: Db, fields: MedalFields) {
  const [row] = await db
    .insert(medals)
    .values({ ...fields, holderCount: 0 })
    .returning();
  return row!;
}

/** Changes a medal; answers nothing when there is no such medal. */
export async function updateMedalRow(db: Db, id: bigint, changes: Partial<Omit<MedalFields, 'code'>>) {
  if (!Object.keys(changes).length)
    return (await db.select().from(medals).where(eq(medals.id, id)).limit(1))[0];
  const [row] = await db.update(medals).set(changes).where(eq(medals.id, id)).returning();
  return row;
}
