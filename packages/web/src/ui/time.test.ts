import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { formatTimestamp } from './time.ts';

const t = ((key: string) => (key === 'common:recently' ? 'Recently' : key)) as unknown as TFunction;

describe('timestamps', () => {
  const now = Date.UTC(2025, 5, 1, 12, 0, 0);
  it("says 'Recently' within 60 seconds", () => {
    expect(formatTimestamp(now / 1000 - 59, now, 'en', t)).toBe('Recently');
    expect(formatTimestamp(now / 1000, now, 'en', t)).toBe('Recently');
  });
  it('shows a date after that', () => {
    expect(formatTimestamp(now / 1000 - 60, now, 'en', t)).toMatch(/2025/);
  });
});
