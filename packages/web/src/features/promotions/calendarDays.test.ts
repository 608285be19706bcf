import { describe, expect, it } from 'vitest';
import { formatCalendarDay, timeZoneName } from './calendarDays.ts';

describe('calendar days of a promotion', () => {
  it('shows the day itself in the reader’s language, whatever their own zone', () => {
    expect(formatCalendarDay('2025-12-31', 'en')).toBe('December 31, 2025');
    expect(formatCalendarDay('2026-05-30', 'ru')).toMatch(/^30 мая 2026/);
    expect(formatCalendarDay('2026-05-30', 'zh-CN')).toBe('2026年5月30日');
  });

  it('names a time zone in the reader’s language, or keeps an unknown one as written', () => {
    expect(timeZoneName('America/Mexico_City', 'en', new Date(Date.UTC(2026, 0, 1)))).toMatch(/Time/);
    expect(timeZoneName('Nowhere/Else', 'en', new Date(Date.UTC(2026, 0, 1)))).toBe('Nowhere/Else');
  });
});
