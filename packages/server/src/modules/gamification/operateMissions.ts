import type { catalogueOperatorApi, EndpointBody, MissionAdmin } from '@fanzone/contract';
import { isUniqueViolation } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Activity } from './activities.ts';
import type { MissionFields, MissionRow } from './gamification.queries.ts';
import {
  allMissions,
  completionCounts,
  dropUnfinishedProgress,
  insertMission,
  lockMission,
  medalsByIds,
  updateMissionRow,
} from './gamification.queries.ts';

type MissionInput = EndpointBody<typeof catalogueOperatorApi.createMission>;
type MissionChanges = EndpointBody<typeof catalogueOperatorApi.updateMission>;

function presentMission(row: MissionRow, completionCount: number): MissionAdmin {
  return {
    id: row.id.toString(),
    code: row.code,
    title: row.title,
    period: row.period,
    activity: row.activity as Activity,
    target: row.target,
    growthReward: row.growthReward,
    coinReward: row.coinReward,
    cardReward: row.cardReward,
    medalId: row.medalId?.toString() ?? null,
    isTypeB: row.typeB,
    position: row.position,
    active: row.active,
    completionCount,
  };
}

/** The contract's names to the columns' (`isTypeB` is `type_b`, `cardReward` is `card_reward`). */
function columnsOf(changes: MissionChanges): Partial<Omit<MissionFields, 'code'>> {
  const { isTypeB, medalId, ...sameNames } = changes;
  return {
    ...sameNames,
    ...(isTypeB === undefined ? {} : { typeB: isTypeB }),
    ...(medalId === undefined ? {} : { medalId: medalId === null ? null : BigInt(medalId) }),
  };
}

async function assertMedalExists(db: Db, medalId: string | null | undefined) {
  if (!medalId) return;
  if (!(await medalsByIds(db, [BigInt(medalId)])).size) throw new AppError('MEDAL_NOT_FOUND');
}

const codeTaken = (cause: unknown) =>
  new AppError('CATALOGUE_CODE_TAKEN', { fields: { 'body.code': 'taken' }, cause });

/** The missions catalogue for operators: active or not, by position, with who finished each. */
export async function listMissions(deps: Pick<Deps, 'db'>): Promise<MissionAdmin[]> {
  const rows = await allMissions(deps.db);
  const counts = await completionCounts(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentMission(row, counts.get(row.id) ?? 0));
}

/**
 * An operator adds a mission. The engine reads the catalogue on every activity, so it moves on the
 * members' next activity. Two creates racing for one code: the unique index lets one through.
 */
export async function createMission(deps: Pick<Deps, 'db'>, input: MissionInput): Promise<MissionAdmin> {
  await assertMedalExists(deps.db, input.medalId);
  try {
    const row = await insertMission(deps.db, { code: input.code, ...columnsOf(input) } as MissionFields);
    return presentMission(row, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(error);
    throw error;
  }
}

/**
 * An operator changes a mission. Activities and my-missions read the catalogue on every call, so a
 * change applies from the next activity or read. What it does to members' progress:
 * - rewards, medal, title, type B, order: a finished mission pays what the catalogue says when it is
 *   claimed (`awardMission.ts`), so rewards still waiting pay the new values; claimed ones stay paid.
 * - target: the counts so far stay. A raised target needs more; a lowered one at or under a
 *   member's count finishes on that member's next activity (the count meets the target only when it
 *   moves). Finished periods stay finished.
 * - activity or period: unfinished counts start again from zero (counts of another activity or
 *   period say nothing about the new one). Finished periods, claimed or waiting, stay, and waiting
 *   rewards stay claimable.
 * - deactivated: it stops moving and leaves my-missions and its medal's "awarded for"; rewards
 *   already waiting stay claimable by id (`POST /mission/award` reads any mission) and still count
 *   in the Me red dot. Active again, it goes on from the counts it had.
 */
export async function updateMission(
  deps: Pick<Deps, 'db'>,
  missionId: bigint,
  changes: MissionChanges,
): Promise<MissionAdmin> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockMission(tx, missionId);
    if (!before) throw new AppError('MISSION_NOT_FOUND');
    await assertMedalExists(tx, changes.medalId);
    const after = (await updateMissionRow(tx, missionId, columnsOf(changes)))!;
    if (after.activity !== before.activity || after.period !== before.period)
      await dropUnfinishedProgress(tx, missionId);
    return after;
  });
  const counts = await completionCounts(deps.db, [missionId]);
  return presentMission(row, counts.get(missionId) ?? 0);
}
