import { describe, expect, it } from 'vitest';
import { monthGrid } from './monthGrid.ts';

describe('check-in calendar month grid', () => {
  it('starts weeks on Monday and pads both ends', () => {
    // June 2025 begins on a Sunday and has 30 days.
    const weeks = monthGrid(2025, 5);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks.at(-1)).toEqual([30, null, null, null, null, null, null]);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(30);
  });
  it('handles leap years', () => {
    expect(monthGrid(2024, 1).flat().filter(Boolean)).toHaveLength(29);
  });
});
