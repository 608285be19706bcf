import { describe, expect, it } from 'vitest';
import { guessTargetOf, passwordCheckWaitMs } from './passwordGuessing.ts';

const rule = { failuresBeforeDelay: 5, windowMs: 3_600_000, firstDelayMs: 60_000, maxDelayMs: 900_000 };
const failuresAt = (count: number, last: number) =>
  Array.from({ length: count }, (_, index) => last - (count - 1 - index) * 1000);

describe('password guessing rule', () => {
  it('lets the first failures through without a wait', () => {
    expect(passwordCheckWaitMs([], 0, rule)).toBe(0);
    expect(passwordCheckWaitMs(failuresAt(4, 10_000), 10_000, rule)).toBe(0);
  });

  it('waits from the last failure, doubling with each further one up to the cap', () => {
    const now = 1_000_000;
    const waits = [5, 6, 7, 8, 9, 10, 30].map((count) =>
      passwordCheckWaitMs(failuresAt(count, now), now, rule),
    );
    expect(waits).toEqual([60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000]);
    expect(passwordCheckWaitMs(failuresAt(5, now), now + 45_000, rule)).toBe(15_000);
    expect(passwordCheckWaitMs(failuresAt(5, now), now + 60_000, rule)).toBe(0);
  });

  it('counts a login by name or e-mail against the account, and a name without one by the name', () => {
    expect(guessTargetOf('8c1e', 'Fan')).toBe(guessTargetOf('8c1e', 'fan@fanzone.example'));
    expect(guessTargetOf(undefined, ' NoBody ')).toBe(guessTargetOf(undefined, 'nobody'));
    expect(guessTargetOf(undefined, 'nobody')).not.toBe(guessTargetOf(undefined, 'somebody'));
  });
});
