import { describe, expect, it } from 'vitest';
import { dayKey, periodKey, weekKey } from './periods.ts';

describe('mission periods in the region time zone', () => {
  it("counts a day by the region's clock, not UTC", () => {
    // 23:30 UTC on Sunday 22 November is already Monday the 23rd in Shanghai.
    const lateSunday = new Date('2026-11-22T23:30:00Z');
    expect(dayKey(lateSunday, 'UTC')).toBe('2026-11-22');
    expect(dayKey(lateSunday, 'Asia/Shanghai')).toBe('2026-11-23');
  });

  it('starts the week on Monday, also across a year boundary', () => {
    expect(weekKey(new Date('2026-11-22T12:00:00Z'), 'UTC')).toBe('2026-W47');
    expect(weekKey(new Date('2026-11-22T23:30:00Z'), 'Asia/Shanghai')).toBe('2026-W48');
    // 1 January 2027 is a Friday: it belongs to the last ISO week of 2026.
    expect(weekKey(new Date('2027-01-01T12:00:00Z'), 'UTC')).toBe('2026-W53');
    expect(weekKey(new Date('2027-01-04T12:00:00Z'), 'UTC')).toBe('2027-W01');
  });

  it('keeps one row for a one-time mission', () => {
    expect(periodKey('once', new Date(), 'UTC')).toBe('once');
    expect(periodKey('daily', new Date('2026-11-22T12:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-22');
  });
});
