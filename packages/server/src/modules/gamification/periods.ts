import type { MissionPeriod } from './gamification.queries.ts';

/** The calendar day in a time zone, as year, month and day numbers. */
export function localDay(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** `2026-11-22`: the day in the region's time zone. */
export function dayKey(at: Date, timeZone: string): string {
  const { year, month, day } = localDay(at, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `2026-W47`: the ISO week (Monday to Sunday) of the region's day. */
export function weekKey(at: Date, timeZone: string): string {
  const { year, month, day } = localDay(at, timeZone);
  const date = new Date(Date.UTC(year, month - 1, day));
  // ISO 8601: the week belongs to the year of its Thursday.
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Which progress row an activity at `at` moves: today's, this week's, or the one-time row. */
export function periodKey(period: MissionPeriod, at: Date, timeZone: string): string {
  if (period === 'daily') return dayKey(at, timeZone);
  if (period === 'weekly') return weekKey(at, timeZone);
  return 'once';
}
