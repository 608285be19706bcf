import { useSyncExternalStore } from 'react';

/**
 * A shared clock for relative times ('Recently' within a minute, spec §4): one timer for every time
 * on screen, ticking while any is shown, so 'Recently' turns into a date without a reload.
 */
const tickMs = 15_000;
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer)
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, tickMs);
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function getSnapshot() {
  // Stale after the timer stopped (nothing was shown): catch up, in steps so renders agree.
  const current = Date.now();
  if (current - now >= tickMs) now = current;
  return now;
}

export function useNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
