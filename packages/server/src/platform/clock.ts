/** Time is injected so rules with windows and days (withdraw, check-in, expiry) are tested exactly. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** A clock that tests move by hand. */
export function manualClock(start: Date = new Date('2026-01-15T04:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date: Date) => {
      current = date.getTime();
    },
    advanceSeconds: (seconds: number) => {
      current += seconds * 1000;
    },
  };
}
