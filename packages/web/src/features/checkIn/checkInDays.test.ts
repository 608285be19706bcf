import { describe, expect, it } from 'vitest';
import { rangeOf } from '@fanzone/contract';
import { homeStripDays, stepMonth, withStatuses } from './checkInDays.ts';

describe('check-in days on the web', () => {
  it('shows four days before today and two after on the home strip', () => {
    expect(homeStripDays('2026-11-22')).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
  });

  it("asks for the range by the days' noons and matches the answer back to days", () => {
    const days = ['2026-11-21', '2026-11-22'];
    const range = rangeOf(days, 'Asia/Kolkata');
    expect(range).toEqual({
      start: Date.parse('2026-11-21T06:30:00Z') / 1000,
      end: Date.parse('2026-11-22T06:30:00Z') / 1000,
    });
    expect(
      withStatuses(days, { [range.start]: 'checked_in', [range.end]: 'today' }, '2026-11-22', 'Asia/Kolkata'),
    ).toEqual([
      { key: '2026-11-21', noon: range.start, status: 'checked_in', isToday: false },
      { key: '2026-11-22', noon: range.end, status: 'today', isToday: true },
    ]);
  });

  it('steps months across years', () => {
    expect(stepMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(stepMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
  });
});
