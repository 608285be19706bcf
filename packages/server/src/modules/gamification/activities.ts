import { localized } from '@fanzone/contract';
import type { Locale, MissionActivity, MissionCompletion } from '@fanzone/contract';
import { regions } from '@fanzone/contract';
import type { Db } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import type { MedalRow, MissionRow } from './gamification.queries.ts';
import { countActivityOnce, missionsWithMedals } from './gamification.queries.ts';
import { dayKey, periodKeysAt } from './periods.ts';
import './rewardEvents.ts';

/** What members do that moves missions (spec §1, §3): the `activity` column of `missions`. */
export type Activity = MissionActivity;

/** A mission an activity just finished, with the medal it rewards. */
export type CompletedMission = { mission: MissionRow; medal: MedalRow | null };

/**
 * Counts an activity toward the member's missions, inside the caller's transaction so it lands with
 * the action or not at all. Each (activity, subject) counts once, whatever retries or concurrent
 * repeats arrive; periods are the region's days and ISO weeks. Answers the missions it finished.
 */
/** What counts: the member, the activity, its subject, and the instant it counts for when not now. */
type ActivityInput = { userId: bigint; activity: Activity; subject: string; countsFor?: Date };

export async function recordActivity(
  db: Db,
  deps: Pick<Deps, 'clock' | 'config' | 'events'>,
  input: ActivityInput,
): Promise<CompletedMission[]> {
  return (await countActivity(db, deps, input)).completed;
}

/**
 * `recordActivity`, also saying whether this call counted the activity (false when the subject had
 * counted before): calls that answer "counted" (the browse task) need it.
 */
export async function countActivity(
  db: Db,
  deps: Pick<Deps, 'clock' | 'config' | 'events'>,
  input: ActivityInput,
): Promise<{ counted: boolean; completed: CompletedMission[] }> {
  const now = deps.clock.now();
  const timeZone = regions[deps.config.region].timeZone;
  // A make-up check-in counts for the day it makes up, not for today.
  const countsFor = input.countsFor ?? now;
  const { counted, completedIds } = await countActivityOnce(
    db,
    input,
    periodKeysAt(countsFor, timeZone),
    now,
  );
  if (!counted) return { counted: false, completed: [] };
  // In the catalogue's order, as the congratulations are shown.
  const completed = await missionsWithMedals(db, completedIds);
  for (const { mission } of completed)
    await deps.events.tell('mission.finished', {
      db,
      memberId: input.userId,
      missionTitle: mission.title,
      period: mission.period,
      at: now,
    });
  return { counted: true, completed };
}

/**
 * Counts an activity that happens at most once a day for the missions (visiting, browsing the brand
 * page): its subject is the region's day, so repeats the same day count once. Own transaction.
 */
export function recordDailyActivity(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'events'>,
  userId: bigint,
  activity: Extract<Activity, 'login' | 'page.browsed'>,
) {
  const subject = dayKey(deps.clock.now(), regions[deps.config.region].timeZone);
  return deps.db.transaction((tx) => countActivity(tx, deps, { userId, activity, subject }));
}

/**
 * Runs a member's action that creates something (a post, a comment) and counts it as `activity` on
 * what it created, in one transaction: the action and the missions it moves land together or not at
 * all. `countShared` moves counters on rows many members write at once (a post's comment count, a
 * board's post count); it runs last, just before the commit, because a row's lock is held until the
 * commit and every other writer of that row waits for it. Answers what the action created and the
 * missions it finished.
 */
export async function actAndRecord<T extends { id: bigint }>(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'events'>,
  member: { userId: bigint; activity: Activity },
  action: (tx: Db) => Promise<T>,
  countShared?: (tx: Db, created: T) => Promise<void>,
): Promise<{ created: T; completed: CompletedMission[] }> {
  return deps.db.transaction(async (tx) => {
    const created = await action(tx);
    const completed = await recordActivity(tx, deps, { ...member, subject: created.id.toString() });
    await countShared?.(tx, created);
    return { created, completed };
  });
}

/** The envelope's `completeMission` entries (the congratulation popup), in the reader's language. */
export function presentCompletions(completed: CompletedMission[], locale: Locale): MissionCompletion[] {
  return completed.map(({ mission, medal }) => ({
    missionId: mission.id.toString(),
    growthValue: mission.growthReward,
    goldCoins: mission.coinReward,
    medal: medal ? { iconUrl: medal.iconUrl, name: localized(medal.name, locale) } : null,
    isGetReward: false,
  }));
}
