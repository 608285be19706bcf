import type { QueryClient } from '@tanstack/react-query';
import { onCompleteMission, onUnauthorized } from '../../app/api.ts';
import { identityKeys } from '../identity/queries.ts';
import { completionQueue } from './completionQueue.ts';
import { gamificationKeys } from './keys.ts';

/**
 * Every answer that carries `completeMission` (spec §7) feeds the congratulation popup's queue, and
 * makes the Me red dot and the missions stale (something now waits for its claim). Bound once at
 * start, like the session; a 401 empties the queue with the session. Returns the unsubscribe function.
 */
export function bindCompletionsToApi(queryClient: QueryClient): () => void {
  const stopCompletions = onCompleteMission((completions) => {
    completionQueue.add(completions);
    void queryClient.invalidateQueries({ queryKey: identityKeys.badge() });
    void queryClient.invalidateQueries({ queryKey: gamificationKeys.all });
  });
  const stopUnauthorized = onUnauthorized(() => completionQueue.clear());
  return () => {
    stopCompletions();
    stopUnauthorized();
  };
}
