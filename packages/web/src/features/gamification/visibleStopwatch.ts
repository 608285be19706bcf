/**
 * Time that passes only while the page is visible (the brand page task counts browsing, not a tab in
 * the background). Times are milliseconds from a monotonic clock (`performance.now()`).
 */
export type VisibleStopwatch = {
  setVisible: (visible: boolean, now: number) => void;
  elapsedMs: (now: number) => number;
};

export function createVisibleStopwatch(now: number, visible: boolean): VisibleStopwatch {
  let banked = 0;
  let since: number | null = visible ? now : null;
  return {
    setVisible(isVisible, at) {
      if (!isVisible && since !== null) {
        banked += Math.max(0, at - since);
        since = null;
      } else if (isVisible && since === null) {
        since = at;
      }
    },
    elapsedMs: (at) => banked + (since === null ? 0 : Math.max(0, at - since)),
  };
}

/** Whole seconds still to browse, for the countdown chip. */
export function remainingSeconds(totalSeconds: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil(totalSeconds - elapsedMs / 1000));
}
