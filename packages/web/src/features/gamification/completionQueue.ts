import type { MissionCompletion } from '@fanzone/contract';

/** The popup celebrates only completions that bring a medal or Coins (spec §4). */
export function isCelebrated(completion: MissionCompletion): boolean {
  return completion.medal !== null || completion.goldCoins > 0;
}

/** The queue with new completions appended: celebrated ones only, each mission once while it waits. */
export function withCompletions(
  queue: readonly MissionCompletion[],
  incoming: readonly MissionCompletion[],
): readonly MissionCompletion[] {
  const waiting = new Set(queue.map((item) => item.missionId));
  const added: MissionCompletion[] = [];
  for (const completion of incoming) {
    if (!isCelebrated(completion) || waiting.has(completion.missionId)) continue;
    waiting.add(completion.missionId);
    added.push(completion);
  }
  return added.length ? [...queue, ...added] : queue;
}

export type CompletionQueue = {
  add: (completions: readonly MissionCompletion[]) => void;
  /** Drops the completion on show and shows the next one. */
  advance: () => void;
  clear: () => void;
  /** The completion on show, or null. */
  current: () => MissionCompletion | null;
  /** How many wait, the one on show included. */
  size: () => number;
  subscribe: (listener: () => void) => () => void;
};

/** A tiny external store for `useSyncExternalStore`: completions wait here until the popup shows them. */
export function createCompletionQueue(): CompletionQueue {
  let queue: readonly MissionCompletion[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly MissionCompletion[]) => {
    if (next === queue) return;
    queue = next;
    for (const listener of listeners) listener();
  };
  return {
    add: (completions) => set(withCompletions(queue, completions)),
    advance: () => set(queue.length ? queue.slice(1) : queue),
    clear: () => set(queue.length ? [] : queue),
    current: () => queue[0] ?? null,
    size: () => queue.length,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one queue, fed from the inbox by the popup. */
export const completionQueue = createCompletionQueue();
