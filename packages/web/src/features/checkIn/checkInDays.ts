import type { CheckInDayStatus } from '@fanzone/contract';
import { addDays, dayOfSeconds, limits, noonSecondsOf } from '@fanzone/contract';
import { dateTimeFormat } from '../../platform/intl.ts';

/** A day as the calendar and the home strip show it. */
export type CheckInDay = { key: string; noon: number; status: CheckInDayStatus | null; isToday: boolean };

/** The home strip's days: four before today to two after (spec §7, §9). */
export function homeStripDays(today: string): string[] {
  const { homeStripDaysBefore, homeStripDaysAfter } = limits.checkIn;
  return Array.from({ length: homeStripDaysBefore + 1 + homeStripDaysAfter }, (_, index) =>
    addDays(today, index - homeStripDaysBefore),
  );
}

/** Pairs days with the statuses the server answered (keyed by noon seconds). */
export function withStatuses(
  days: readonly string[],
  history: Record<string, CheckInDayStatus> | undefined,
  today: string,
  timeZone: string,
): CheckInDay[] {
  const byDay = new Map(
    Object.entries(history ?? {}).map(([noon, status]) => [dayOfSeconds(Number(noon), timeZone), status]),
  );
  return days.map((key) => ({
    key,
    noon: noonSecondsOf(key, timeZone),
    status: byDay.get(key) ?? null,
    isToday: key === today,
  }));
}

/** The month before or after (`step` -1 or 1) a year and 1-based month. */
export function stepMonth(year: number, month: number, step: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + step;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** A region day as people read it ('22 November'), in the reader's language. */
export function formatDay(day: string, locale: string): string {
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );
}
