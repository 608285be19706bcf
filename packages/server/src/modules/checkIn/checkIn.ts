import type { CheckInDayStatus, CheckInStatus } from '@fanzone/contract';
import {
  addDays,
  dayKey,
  dayOfSeconds,
  daysBetween,
  limits,
  noonSecondsOf,
  regions,
  weekStartOf,
} from '@fanzone/contract';
import type { Db } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { assertMayEarnRewards, recordActivity } from '../gamification/index.ts';
import type { CompletedMission } from '../gamification/index.ts';
import {
  checkInsBetween,
  checkInStanding,
  insertCheckIn,
  lockMakeUpCards,
  spendMakeUpCard,
} from './checkIn.queries.ts';

/** What the rules need from the request and the community settings. */
export type CheckInContext = {
  /** Inside the brand's apps, or operators opened check-in on the web (spec §2 feature gating). */
  available: boolean;
  makeUpChancesPerWeek: number;
};

type CheckInDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'events'>;

function calendarOf(deps: CheckInDeps) {
  const timeZone = regions[deps.config.region].timeZone;
  const today = dayKey(deps.clock.now(), timeZone);
  const weekStart = weekStartOf(today);
  return { timeZone, today, weekStart, weekEnd: addDays(weekStart, limits.checkIn.weekDays - 1) };
}

async function statusFrom(
  db: Db,
  deps: CheckInDeps,
  userId: bigint,
  context: CheckInContext,
): Promise<CheckInStatus> {
  const calendar = calendarOf(deps);
  const { timeZone, today } = calendar;
  const standing = await checkInStanding(db, userId, calendar);
  // A streak is alive while its latest day is today or yesterday.
  const alive = standing.latest !== null && daysBetween(standing.latest, today) <= 1;
  return {
    today: noonSecondsOf(today, timeZone),
    checkedInToday: standing.latest === today,
    streakDays: alive ? standing.run : 0,
    totalDays: standing.total,
    makeUpChancesLeft: Math.max(0, context.makeUpChancesPerWeek - standing.chancesUsed),
    makeUpChancesPerWeek: context.makeUpChancesPerWeek,
    makeUpCards: standing.cards,
    available: context.available,
  };
}

export function checkInStatus(deps: CheckInDeps, userId: bigint, context: CheckInContext) {
  return statusFrom(deps.db, deps, userId, context);
}

/**
 * Checks the member in for today, once: the day's row and the check-in missions it moves land in one
 * transaction, and a repeat (retry, second device) answers the same status and finishes nothing.
 */
export async function checkInToday(
  deps: CheckInDeps,
  viewer: Viewer,
  context: CheckInContext,
): Promise<{ status: CheckInStatus; completed: CompletedMission[] }> {
  assertMayEarnRewards(viewer);
  if (!context.available) throw new AppError('CHECK_IN_APP_ONLY');
  const userId = viewer.id;
  const { today } = calendarOf(deps);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const inserted = await insertCheckIn(tx, {
      userId,
      day: today,
      kind: 'check_in',
      usedCard: false,
      createdAt: now,
    });
    const completed = inserted
      ? await recordActivity(tx, deps, { userId, activity: 'check_in', subject: today })
      : [];
    return { status: await statusFrom(tx, deps, userId, context), completed };
  });
}

/**
 * Makes up a missed day of this week (spec §3, §8): with the week's chance while one is left,
 * otherwise with a make-up card when the member asks for it. The member's row is locked so two
 * concurrent make-ups cannot share one chance or one card; making up a day that already has a row
 * answers the status without spending anything.
 */
export async function makeUpDay(
  deps: CheckInDeps,
  viewer: Viewer,
  request: { day: number; useCard: boolean },
  context: CheckInContext,
): Promise<{ status: CheckInStatus; completed: CompletedMission[] }> {
  assertMayEarnRewards(viewer);
  if (!context.available) throw new AppError('CHECK_IN_APP_ONLY');
  const userId = viewer.id;
  const calendar = calendarOf(deps);
  const { timeZone, today, weekStart } = calendar;
  const day = dayOfSeconds(request.day, timeZone);
  if (day < weekStart || day >= today) throw new AppError('MAKE_UP_DAY_INVALID');

  return deps.db.transaction(async (tx) => {
    const cards = await lockMakeUpCards(tx, userId);
    const [existing] = await checkInsBetween(tx, userId, day, day);
    if (existing) return { status: await statusFrom(tx, deps, userId, context), completed: [] };

    const { chancesUsed } = await checkInStanding(tx, userId, calendar);
    const chanceLeft = chancesUsed < context.makeUpChancesPerWeek;
    const usesCard = request.useCard || !chanceLeft;
    if (usesCard && cards === 0) throw new AppError('MAKE_UP_NO_CARD');
    // Without being asked, a card is never spent: the member is told the week's chance is gone.
    if (usesCard && !request.useCard) throw new AppError('MAKE_UP_CHANCE_USED_UP');
    if (usesCard) await spendMakeUpCard(tx, userId);

    const now = deps.clock.now();
    await insertCheckIn(tx, { userId, day, kind: 'make_up', usedCard: usesCard, createdAt: now });
    const countsFor = new Date(noonSecondsOf(day, timeZone) * 1000);
    const completed = await recordActivity(tx, deps, {
      userId,
      activity: 'check_in',
      subject: day,
      countsFor,
    });
    return { status: await statusFrom(tx, deps, userId, context), completed };
  });
}

/**
 * Each day's status from `start` to `end` (any instant of each day; the answer keys days by their
 * noon). Missed days of this week before today can still be made up.
 */
export async function checkInHistory(
  deps: CheckInDeps,
  userId: bigint,
  range: { start: number; end: number },
): Promise<Record<string, CheckInDayStatus>> {
  const { timeZone, today, weekStart } = calendarOf(deps);
  const first = dayOfSeconds(range.start, timeZone);
  const last = dayOfSeconds(range.end, timeZone);
  const span = daysBetween(first, last) + 1;
  if (span < 1 || span > limits.checkIn.historyMaxDays)
    throw new AppError('CHECK_IN_RANGE_INVALID', { values: { max: limits.checkIn.historyMaxDays } });

  const rows = new Map((await checkInsBetween(deps.db, userId, first, last)).map((row) => [row.day, row]));
  const history: Record<string, CheckInDayStatus> = {};
  for (let offset = 0; offset < span; offset += 1) {
    const day = addDays(first, offset);
    const row = rows.get(day);
    let status: CheckInDayStatus;
    if (row) status = row.kind === 'make_up' ? 'made_up' : 'checked_in';
    else if (day > today) status = 'upcoming';
    else if (day === today) status = 'today';
    else status = day >= weekStart ? 'make_up' : 'missed';
    history[String(noonSecondsOf(day, timeZone))] = status;
  }
  return history;
}
