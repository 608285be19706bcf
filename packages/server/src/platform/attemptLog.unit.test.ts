import { describe, expect, it } from 'vitest';
import { createAttemptLog } from './attemptLog.ts';
import { manualClock } from './clock.ts';

describe('attempt log (one node)', () => {
  const start = new Date('2026-01-15T04:00:00Z').getTime();

  it('answers the earlier attempts still in the window, oldest first', async () => {
    const clock = manualClock(new Date(start));
    const log = createAttemptLog({ name: 'test', windowMs: 60_000, clock });
    expect((await log.record('a')).earlier).toEqual([]);
    clock.advanceSeconds(30);
    expect((await log.record('a')).earlier).toEqual([start]);
    expect((await log.record('b')).earlier).toEqual([]);
    clock.advanceSeconds(40);
    // The first attempt is now 70 s old: out of the window.
    expect((await log.record('a')).earlier).toEqual([start + 30_000]);
  });

  it('lets parallel attempts see each other, takes one back, and forgets a key on clear', async () => {
    const clock = manualClock(new Date(start));
    const log = createAttemptLog({ name: 'test', windowMs: 60_000, clock });
    const parallel = await Promise.all([log.record('a'), log.record('a'), log.record('a')]);
    expect(parallel.map((attempt) => attempt.earlier.length).sort()).toEqual([0, 1, 2]);
    await parallel[2]!.withdraw();
    expect((await log.record('a')).earlier).toHaveLength(2);
    await log.clear('a');
    expect((await log.record('a')).earlier).toEqual([]);
  });

  it('forgets the oldest keys beyond its bound, never growing without one', async () => {
    const clock = manualClock(new Date(start));
    const log = createAttemptLog({ name: 'test', windowMs: 60_000, clock, maxKeys: 2 });
    await log.record('a');
    await log.record('b');
    await log.record('c');
    expect((await log.record('a')).earlier).toEqual([]);
    expect((await log.record('c')).earlier).toHaveLength(1);
  });
});
