import { dayKey, dayMs } from '@fanzone/contract';
import type { MissionPeriod } from './gamification.queries.ts';

/** `2026-11-22`: the day in the region's time zone (the calendar rule lives in the contract). */
export { dayKey };

/** `2026-W47`: the ISO week (Monday to Sunday) of the region's day. */
export function weekKey(at: Date, timeZone: string): string {
  const [year, month, day] = dayKey(at, timeZone).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // ISO 8601: the week belongs to the year of its Thursday.
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / dayMs + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Which progress row an activity at `at` moves: today's, this week's, or the one-time row. */
export function periodKey(period: MissionPeriod, at: Date, timeZone: string): string {
  if (period === 'daily') return dayKey(at, timeZone);
  if (period === 'weekly') return weekKey(at, timeZone);
  return 'once';
}

/** The progress row keys of every period for an activity at `at`: what `periodKey` answers, for each. */
export function periodKeysAt(at: Date, timeZone: string): Record<MissionPeriod, string> {
  return {
    daily: periodKey('daily', at, timeZone),
    weekly: periodKey('weekly', at, timeZone),
    once: periodKey('once', at, timeZone),
  };
}
