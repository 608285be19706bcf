import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { numberArray, preparedRows, queryRows } from '../../platform/db/database.ts';
import { coinsExpireAt } from './coinValidity.ts';
import type { users } from '../identity/index.ts';
import {
  coinEntries,
  growthEntries,
  medals,
  memberMedals,
  memberActivities,
  missionProgress,
  missions,
} from './gamification.tables.ts';

export type MissionPeriod = 'daily' | 'weekly' | 'once';
export type MissionRow = typeof missions.$inferSelect;
export type MedalRow = typeof medals.$inferSelect;

export async function missionById(db: Db, id: bigint) {
  return (await db.select().from(missions).where(eq(missions.id, id)).limit(1))[0];
}

export async function activeMissions(db: Db) {
  return db.select().from(missions).where(eq(missions.active, true)).orderBy(asc(missions.position));
}

export async function medalsByIds(db: Db, ids: bigint[]) {
  if (!ids.length) return new Map<bigint, MedalRow>();
  const rows = await db.select().from(medals).where(inArray(medals.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A mission as an operator writes it: every column but the id. */
export type MissionFields = Omit<typeof missions.$inferInsert, 'id'>;

/** The whole catalogue for operators, active or not, by position. */
export async function allMissions(db: Db) {
  return db.select().from(missions).orderBy(asc(missions.position), asc(missions.id));
}

/**
 * Members who finished each mission at least once (in any period), in one pass over the progress
 * rows: the operators' list is read rarely, and one grouped scan beats one per mission.
 */
export async function completionCounts(db: Db, missionIds: bigint[]) {
  if (!missionIds.length) return new Map<bigint, number>();
  const rows = await db
    .select({
      missionId: missionProgress.missionId,
      members: sql<number>`count(DISTINCT ${missionProgress.userId})::int`,
    })
    .from(missionProgress)
    .where(and(inArray(missionProgress.missionId, missionIds), isNotNull(missionProgress.completedAt)))
    .groupBy(missionProgress.missionId);
  return new Map(rows.map((row) => [row.missionId, row.members]));
}

/** Adds a mission; a taken code fails on the unique index (the caller translates it). */
export async function insertMission(db: Db, fields: MissionFields) {
  const [row] = await db.insert(missions).values(fields).returning();
  return row!;
}

/** The mission, locked until the caller's transaction ends, so two edits apply one after the other. */
export async function lockMission(db: Db, id: bigint) {
  return (await db.select().from(missions).where(eq(missions.id, id)).for('update'))[0];
}

export async function updateMissionRow(db: Db, id: bigint, changes: Partial<MissionFields>) {
  if (!Object.keys(changes).length) return missionById(db, id);
  const [row] = await db.update(missions).set(changes).where(eq(missions.id, id)).returning();
  return row;
}

/**
 * Forgets the unfinished progress of a mission whose activity or period changed: counts of another
 * activity or period do not count toward the new one. Finished rows (claimed or waiting) stay.
 */
export async function dropUnfinishedProgress(db: Db, missionId: bigint) {
  await db
    .delete(missionProgress)
    .where(and(eq(missionProgress.missionId, missionId), isNull(missionProgress.completedAt)));
}

/**
 * Records that the member did `activity` on `subject` and, when it had not been recorded before,
 * moves by one the progress of every active mission of that activity, each for its period
 * (`periodKeys`, looked up by the mission's period: one mapping, periods.ts), in one statement
 * that reads the catalogue itself. The row lock of the upsert orders concurrent activities (rows taken in mission
 * order, so two never wait on each other); the completion is set only on the step that reaches the
 * target, so it happens once. Answers whether the activity counted and the missions it completed.
 */
export async function countActivityOnce(
  db: Db,
  activity: { userId: bigint; activity: string; subject: string },
  periodKeys: Record<MissionPeriod, string>,
  now: Date,
): Promise<{ counted: boolean; completedIds: bigint[] }> {
  const at = now.toISOString();
  // Named (`preparedRows`): every counted activity sends it, and planning it cost more than running it.
  const [row] = await preparedRows<{ counted: boolean; completed: string[] }>(
    db,
    sql`WITH counted AS (
          INSERT INTO ${memberActivities} (user_id, activity, subject, occurred_at)
          VALUES (${activity.userId}, ${activity.activity}, ${activity.subject}, ${at}::timestamptz)
          ON CONFLICT DO NOTHING
          RETURNING user_id
        ), stepped AS (
          INSERT INTO mission_progress (user_id, mission_id, period_key, progress, completed_at)
          SELECT counted.user_id, mission.id,
                 ${JSON.stringify(periodKeys)}::jsonb ->> mission.period,
                 1, CASE WHEN 1 >= mission.target THEN ${at}::timestamptz END
          FROM counted CROSS JOIN missions AS mission
          WHERE mission.activity = ${activity.activity} AND mission.active
          ORDER BY mission.id
          ON CONFLICT (user_id, mission_id, period_key) DO UPDATE
            SET progress = mission_progress.progress + 1,
                completed_at = CASE WHEN mission_progress.progress + 1 >= (
                  SELECT target FROM missions WHERE missions.id = mission_progress.mission_id
                ) THEN ${at}::timestamptz END
            WHERE mission_progress.completed_at IS NULL
          RETURNING mission_id, completed_at
        )
        SELECT EXISTS (SELECT 1 FROM counted) AS counted,
               array(SELECT mission_id::text FROM stepped WHERE completed_at IS NOT NULL) AS completed`,
  );
  return { counted: row!.counted, completedIds: row!.completed.map((id) => BigInt(id)) };
}

/** These missions with the medal each rewards, in the catalogue's order (the congratulations'). */
export async function missionsWithMedals(db: Db, ids: bigint[]) {
  if (!ids.length) return [];
  return db
    .select({ mission: missions, medal: medals })
    .from(missions)
    .leftJoin(medals, eq(medals.id, missions.medalId))
    .where(inArray(missions.id, ids))
    .orderBy(asc(missions.position), asc(missions.id));
}

/** The member's progress rows for the given periods of their missions (the missions page). */
export async function progressOf(db: Db, userId: bigint, periodKeys: string[]) {
  return db
    .select()
    .from(missionProgress)
    .where(and(eq(missionProgress.userId, userId), inArray(missionProgress.periodKey, periodKeys)));
}

/** A finished mission's period whose reward is not claimed yet. */
const awaitingAward = sql`${missionProgress.completedAt} IS NOT NULL AND ${missionProgress.awardedAt} IS NULL`;

/** Finished missions waiting for their reward (the missions page's count). */
export async function countAwaitingAward(db: Db, userId: bigint) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(missionProgress)
    .where(and(eq(missionProgress.userId, userId), awaitingAward));
  return row?.count ?? 0;
}

/** The same count as a column of the member's row (the Me red dot). */
export function awaitingAwardCountOf(member: typeof users) {
  return sql<number>`(SELECT count(*)::int FROM ${missionProgress}
    WHERE ${missionProgress.userId} = ${member.id} AND ${awaitingAward})`;
}

/**
 * Marks the oldest finished, unclaimed period of the mission as awarded. The re-check of
 * `awarded_at IS NULL` under the row lock makes a concurrent second claim find nothing.
 * Answers 'claimed', 'already' (finished and claimed before) or 'unfinished'.
 */
export async function claimMission(
  db: Db,
  userId: bigint,
  missionId: bigint,
  now: Date,
): Promise<'claimed' | 'already' | 'unfinished'> {
  const claimed = await queryRows<{ period_key: string }>(
    db,
    sql`UPDATE mission_progress SET awarded_at = ${now.toISOString()}::timestamptz
        WHERE user_id = ${userId} AND mission_id = ${missionId} AND awarded_at IS NULL AND period_key = (
          SELECT period_key FROM mission_progress
          WHERE user_id = ${userId} AND mission_id = ${missionId} AND completed_at IS NOT NULL AND awarded_at IS NULL
          ORDER BY completed_at LIMIT 1)
        RETURNING period_key`,
  );
  if (claimed.length) return 'claimed';
  const [finished] = await db
    .select({ periodKey: missionProgress.periodKey })
    .from(missionProgress)
    .where(
      and(
        eq(missionProgress.userId, userId),
        eq(missionProgress.missionId, missionId),
        sql`${missionProgress.awardedAt} IS NOT NULL`,
      ),
    )
    .limit(1);
  return finished ? 'already' : 'unfinished';
}

/**
 * Pays a reward: the growth value and Coins ledger entries (Coins expire two years after they were
 * earned, which an operator may date back for Coins earned offline; `coinValidity.ts`), then one
 * update of the member's totals (with make-up cards) and the level the growth value reaches (level n
 * needs `levelThresholds[n - 1]`; a level is never lowered). An operator's note goes on both entries.
 * Answers the new totals.
 */
export async function payReward(
  db: Db,
  userId: bigint,
  reward: {
    growth: number;
    coins: number;
    cards: number;
    missionId: bigint | null;
    levelThresholds: number[];
    note?: string;
    earnedAt?: Date;
  },
  now: Date,
) {
  const reason = reward.missionId ? 'mission' : 'operator';
  const note = reward.note ?? null;
  if (reward.growth > 0) {
    await db
      .insert(growthEntries)
      .values({ userId, amount: reward.growth, reason, missionId: reward.missionId, note, createdAt: now });
  }
  if (reward.coins > 0) {
    const earnedAt = reward.earnedAt ?? now;
    await db.insert(coinEntries).values({
      userId,
      amount: reward.coins,
      reason,
      missionId: reward.missionId,
      note,
      earnedAt,
      expiresAt: coinsExpireAt(earnedAt),
      createdAt: now,
    });
  }
  const [totals] = await queryRows<{
    level: number;
    growth_value: number;
    coin_balance: number;
    make_up_cards: number;
  }>(
    db,
    sql`UPDATE users SET growth_value = growth_value + ${reward.growth}, coin_balance = coin_balance + ${reward.coins},
          make_up_cards = make_up_cards + ${reward.cards},
          level = GREATEST(level, (SELECT count(*)::int FROM unnest(${numberArray(reward.levelThresholds)}::int[]) AS threshold
                                   WHERE threshold <= growth_value + ${reward.growth}))
        WHERE id = ${userId}
        RETURNING level, growth_value, coin_balance, make_up_cards`,
  );
  return {
    level: totals!.level,
    growthValue: totals!.growth_value,
    coinBalance: totals!.coin_balance,
    makeUpCards: totals!.make_up_cards,
  };
}

/** Awards a medal once; the holder count moves only when it is new. Answers whether it was new. */
export async function awardMedal(
  db: Db,
  userId: bigint,
  medalId: bigint,
  how: { awardedBy: 'mission' | 'operator'; missionId: bigint | null },
  now: Date,
) {
  const inserted = await db
    .insert(memberMedals)
    .values({ userId, medalId, awardedBy: how.awardedBy, missionId: how.missionId, awardedAt: now })
    .onConflictDoNothing()
    .returning({ medalId: memberMedals.medalId });
  if (!inserted.length) return false;
  await db
    .update(medals)
    .set({ holderCount: sql`${medals.holderCount} + 1` })
    .where(eq(medals.id, medalId));
  return true;
}
