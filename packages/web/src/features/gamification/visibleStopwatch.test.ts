import { describe, expect, it } from 'vitest';
import { createVisibleStopwatch, remainingSeconds } from './visibleStopwatch.ts';

describe('createVisibleStopwatch', () => {
  it('counts only the time the page is visible', () => {
    const watch = createVisibleStopwatch(0, true);
    expect(watch.elapsedMs(4_000)).toBe(4_000);
    watch.setVisible(false, 5_000);
    expect(watch.elapsedMs(60_000)).toBe(5_000);
    watch.setVisible(true, 60_000);
    expect(watch.elapsedMs(62_500)).toBe(7_500);
  });

  it('starts stopped on a hidden page and ignores repeated states', () => {
    const watch = createVisibleStopwatch(0, false);
    watch.setVisible(false, 1_000);
    expect(watch.elapsedMs(3_000)).toBe(0);
    watch.setVisible(true, 3_000);
    watch.setVisible(true, 4_000);
    expect(watch.elapsedMs(5_000)).toBe(2_000);
  });
});

describe('remainingSeconds', () => {
  it('rounds up to whole seconds and stops at zero', () => {
    expect(remainingSeconds(15, 0)).toBe(15);
    expect(remainingSeconds(15, 100)).toBe(15);
    expect(remainingSeconds(15, 1_000)).toBe(14);
    expect(remainingSeconds(15, 14_001)).toBe(1);
    expect(remainingSeconds(15, 15_000)).toBe(0);
    expect(remainingSeconds(15, 99_000)).toBe(0);
  });
});
