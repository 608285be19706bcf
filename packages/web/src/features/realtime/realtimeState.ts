import { useSyncExternalStore } from 'react';

/**
 * Where the tab's realtime socket stands (docs/CONVENTIONS.md: the socket as an explicit state
 * machine): idle (no member, or not started), connecting, ready (events arrive), offline (the socket
 * is away; lists and counts are polled until it is back).
 */
export type RealtimeState = 'idle' | 'connecting' | 'ready' | 'offline';

type Listener = () => void;
const listeners = new Set<Listener>();
// Only ever changed in the browser (the socket is opened in an effect): a server render reads idle.
let current: RealtimeState = 'idle';

export function setRealtimeState(next: RealtimeState) {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => 'idle',
  );
}
