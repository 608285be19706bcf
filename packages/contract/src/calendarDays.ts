/**
 * Calendar days of a region (`2026-11-22`) for missions and check-in, the same on server and web. On
 * the wire a check-in day is the unix seconds of its noon (spec §7), never near a daylight-saving jump.
 */

import { limits } from './limits.ts';

/** A day of 24 hours in milliseconds (a calendar day in a zone with summer time can be another length). */
export const dayMs = 86_400_000;

/** The two readings of an instant in a zone this file makes: its calendar day, and its wall clock. */
const zoneFormatOptions = {
  day: { locale: 'en-CA', options: { year: 'numeric', month: '2-digit', day: '2-digit' } },
  wallClock: {
    locale: 'en-US',
    options: {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    },
  },
} as const satisfies Record<string, { locale: string; options: Intl.DateTimeFormatOptions }>;

/**
 * One formatter per reading and time zone, made on first use: making one costs far more than
 * formatting with it, and a write that moves missions asks for the day several times (making them
 * took about 7 % of publishing's server CPU). A memo of immutable formatters, a few per region.
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(reading: keyof typeof zoneFormatOptions, timeZone: string) {
  const key = `${reading}|${timeZone}`;
  let format = zoneFormats.get(key);
  if (!format) {
    const { locale, options } = zoneFormatOptions[reading];
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    zoneFormats.set(key, format);
  }
  return format;
}

/** The calendar day an instant falls on in a time zone. */
export function dayKey(at: Date, timeZone: string): string {
  const parts = zoneFormat('day', timeZone).formatToParts(at);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function utcDateOf(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

function keyOfUtcDate(date: Date) {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return keyOfUtcDate(new Date(utcDateOf(day).getTime() + days * dayMs));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDateOf(to).getTime() - utcDateOf(from).getTime()) / dayMs);
}

/** The Monday of the ISO week the day belongs to. */
export function weekStartOf(day: string): string {
  const weekday = utcDateOf(day).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

/** How far the zone is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(at: Date, timeZone: string) {
  const parts = zoneFormat('wallClock', timeZone).formatToParts(at);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)!.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** Unix seconds of the day's noon in the zone. */
export function noonSecondsOf(day: string, timeZone: string): number {
  const noonAsUtc = utcDateOf(day).getTime() + dayMs / 2;
  return Math.round((noonAsUtc - zoneOffsetMs(new Date(noonAsUtc), timeZone)) / 1000);
}

/** The day an instant (unix seconds) falls on in the zone; any time of the day names it. */
export function dayOfSeconds(seconds: number, timeZone: string): string {
  return dayKey(new Date(seconds * 1000), timeZone);
}

/** The history range (noon seconds) the check-in calendar and strip ask for a list of region days. */
export function rangeOf(days: readonly string[], timeZone: string) {
  return { start: noonSecondsOf(days[0]!, timeZone), end: noonSecondsOf(days[days.length - 1]!, timeZone) };
}

/**
 * The weeks of one month (Monday first) as region days; `null` pads the first and last week.
 * `month` is 1-based, as in day keys.
 */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const firstWeekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array<null>(firstWeekday).fill(null);
  for (let day = 0; day < length; day++) cells.push(addDays(first, day));
  while (cells.length % limits.checkIn.weekDays !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += limits.checkIn.weekDays)
    weeks.push(cells.slice(index, index + limits.checkIn.weekDays));
  return weeks;
}

/** The days a month's calendar shows (`monthWeeks` without its padding). */
export function monthDays(year: number, month: number): string[] {
  return monthWeeks(year, month)
    .flat()
    .filter((day): day is string => day !== null);
}

/** The range the check-in calendar asks first: the month that holds `today`. */
export function calendarMonthRange(today: string, timeZone: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return rangeOf(monthDays(year, month), timeZone);
}
