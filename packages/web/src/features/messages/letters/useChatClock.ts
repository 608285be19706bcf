import { useEffect, useState } from 'react';
import { limits } from '@fanzone/contract';

/**
 * The chat's own clock, refreshed every 3 s (spec §9): 'Recently' turns into a time and the withdraw
 * button goes away when its window closes, without anything else happening on screen.
 */
export function useChatClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), limits.chat.clockRefreshSeconds * 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
