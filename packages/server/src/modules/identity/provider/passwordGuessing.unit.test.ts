import { describe, expect, it } from 'vitest';
import { guessTargetOf, minutesAndSeconds, normalizeLogin, passwordCheckWaitMs } from './passwordGuessing.ts';

const rule = {
  failuresBeforeDelay: 5,
  windowMs: 3_600_000,
  firstDelayMs: 60_000,
  maxDelayMs: 900_000,
  knownDeviceMaxAgeSeconds: 86_400,
};
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
    expect(normalizeLogin(' ＮｏＢｏｄｙ ')).toBe('nobody');
    expect(guessTargetOf(undefined, 'nobody')).not.toBe(guessTargetOf(undefined, 'somebody'));
    // A browser known to the account counts on its own; a claim for another account changes nothing.
    const device = { accountId: '8c1e', deviceId: 'd1' };
    expect(guessTargetOf('8c1e', 'fan', device)).not.toBe(guessTargetOf('8c1e', 'fan'));
    expect(guessTargetOf('9f2a', 'fan', device)).toBe(guessTargetOf('9f2a', 'fan'));
    expect(guessTargetOf(undefined, 'fan', device)).toBe(guessTargetOf(undefined, 'fan'));
  });
});

describe('the wait in LOGIN_DELAYED', () => {
  it('reads as minutes:seconds, rounded up to the second', () => {
    expect(minutesAndSeconds(60_000)).toBe('1:00');
    expect(minutesAndSeconds(29_001)).toBe('0:30');
    expect(minutesAndSeconds(900_000)).toBe('15:00');
  });
});
