import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarMonthRange,
  dayKey,
  dayOfSeconds,
  daysBetween,
  monthWeeks,
  noonSecondsOf,
  weekStartOf,
} from './calendarDays.ts';

describe('calendar days of a region', () => {
  it('names a day by its noon in the zone, and any instant of the day back to it', () => {
    const noon = noonSecondsOf('2026-11-22', 'Asia/Kolkata');
    expect(new Date(noon * 1000).toISOString()).toBe('2026-11-22T06:30:00.000Z');
    expect(dayOfSeconds(noon, 'Asia/Kolkata')).toBe('2026-11-22');
    // 23:59:59 local is still the same day; one second later is the next.
    expect(dayOfSeconds(noon + 12 * 3600 - 1, 'Asia/Kolkata')).toBe('2026-11-22');
    expect(dayOfSeconds(noon + 12 * 3600, 'Asia/Kolkata')).toBe('2026-11-23');
  });

  it('keeps noon at local noon across a daylight-saving change', () => {
    // Berlin moves from UTC+2 to UTC+1 on 2026-10-25.
    expect(new Date(noonSecondsOf('2026-10-24', 'Europe/Berlin') * 1000).toISOString()).toBe(
      '2026-10-24T10:00:00.000Z',
    );
    expect(new Date(noonSecondsOf('2026-10-25', 'Europe/Berlin') * 1000).toISOString()).toBe(
      '2026-10-25T11:00:00.000Z',
    );
  });

  it('names the day of an instant in the zone', () => {
    expect(dayKey(new Date('2026-11-21T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-11-21');
    expect(dayKey(new Date('2026-11-21T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-22');
  });

  it('steps days across months and years, and finds the ISO week start', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-20', '2026-11-23')).toBe(3);
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16'); // a Sunday belongs to the week of Monday 16th
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });

  it('lays a month out in weeks starting on Monday, and asks its first and last day', () => {
    const weeks = monthWeeks(2026, 11); // 1 November 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
    expect(calendarMonthRange('2026-11-17', 'Asia/Kolkata')).toEqual({
      start: Date.parse('2026-11-01T06:30:00Z') / 1000,
      end: Date.parse('2026-11-30T06:30:00Z') / 1000,
    });
  });
});
