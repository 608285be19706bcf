import type { MissionCompletion } from '@fanzone/contract';

/**
 * Where the API client's completed missions (spec §7 `completeMission`) wait until the congratulation
 * popup's chunk takes them. Only this and the host live in the first view; the queue, the dialog and
 * the refreshes load with the first completion.
 */
let inbox: readonly MissionCompletion[] = [];
let started = false;
const listeners = new Set<() => void>();

export const completionInbox = {
  put(completions: readonly MissionCompletion[]) {
    inbox = [...inbox, ...completions];
    started = true;
    for (const listener of listeners) listener();
  },
  /** Hands over what waits and empties the inbox. */
  take(): readonly MissionCompletion[] {
    const taken = inbox;
    inbox = [];
    return taken;
  },
  /** Whether a completion ever arrived (the popup, once loaded, stays). */
  started: () => started,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
