import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { identityKeys, useMy } from '../identity/queries.ts';
import { completionInbox } from './completionInbox.ts';
import { completionQueue } from './completionQueue.ts';
import CongratulationDialog from './CongratulationDialog.tsx';
import { gamificationKeys } from './keys.ts';

/**
 * The congratulation popup (spec §4). Takes completed missions from the inbox into the popup's queue (those with a medal or Coins) and
 * shows them one by one. Each completion also makes the Me red dot and the rewards pages stale:
 * something now waits for its claim.
 */
export default function CongratulationPopup() {
  const queryClient = useQueryClient();
  const my = useMy();
  useEffect(() => {
    const drain = () => {
      const completions = completionInbox.take();
      if (!completions.length) return;
      completionQueue.add(completions);
      void queryClient.invalidateQueries({ queryKey: identityKeys.badge() });
      void queryClient.invalidateQueries({ queryKey: gamificationKeys.all });
    };
    drain();
    return completionInbox.subscribe(drain);
  }, [queryClient]);
  const current = useSyncExternalStore(completionQueue.subscribe, completionQueue.current);
  // A session that ended (401) hides what waits; logging in again reloads the app.
  return my && current ? <CongratulationDialog completion={current} /> : null;
}
