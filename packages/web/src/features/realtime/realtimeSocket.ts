import type { RealtimeEvent } from '@fanzone/contract';
import { realtimeCloseCodes, realtimeSocketPath } from '@fanzone/contract';
import type { RealtimeState } from './realtimeState.ts';

/** Waits between reconnects: quick after a blip, then backing off so a down server is not hammered. */
const reconnectDelaysMs = [1_000, 2_000, 5_000, 10_000, 30_000];

type Handlers = { onEvent: (event: RealtimeEvent) => void; onState: (state: RealtimeState) => void };

/**
 * What the tab does after the server closed its socket: give up (signed out, session ended); wait
 * until the tab is looked at again (the member opened more tabs than a node keeps, and this was the
 * oldest: reconnecting at once would close another tab's socket, and so on in a loop); come back
 * later (the node is full); or come back after the usual pause (a drop, a restart). A tab closed as
 * the oldest while the member is looking at it (visible and focused) comes back after the usual
 * pause: no focus or visibility event would ever come to wake it, and only one tab can be focused,
 * so two tabs cannot take turns closing each other.
 */
export type ReconnectPlan = 'never' | 'whenTabSeen' | 'later' | 'soon';

export function reconnectPlanFor(closeCode: number, tab: { inView: boolean }): ReconnectPlan {
  switch (closeCode) {
    case realtimeCloseCodes.unauthorised:
    case realtimeCloseCodes.sessionEnded:
      return 'never';
    case realtimeCloseCodes.supersededByNewerTab:
      return tab.inView ? 'soon' : 'whenTabSeen';
    case realtimeCloseCodes.tryAgainLater:
      return 'later';
    default:
      return 'soon';
  }
}

/** A full node is not asked again within the first, quick pauses. */
const firstAttemptWhenFull = 2;

/**
 * One WebSocket for the tab, authenticated by the session cookie: connecting → ready (the server's
 * `ready` event, after which the client resynchronises) → offline on a drop, then back to connecting
 * after a pause, or at once when the network returns. A socket the server refused (signed out, or
 * the session ended) is not retried; one closed as the member's oldest waits until the tab is visible
 * or focused again (`reconnectPlanFor`). Where WebSocket does not exist the tab stays offline and polls.
 * Answers a function that closes it for good.
 */
export function openRealtimeSocket({ onEvent, onState }: Handlers): () => void {
  let socket: WebSocket | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  /** Closed as the member's oldest socket: back only when the member looks at this tab again. */
  let waitingToBeSeen = false;

  const connect = () => {
    if (stopped) return;
    clearTimeout(timer);
    if (typeof WebSocket === 'undefined') {
      onState('offline');
      return;
    }
    onState('connecting');
    const url = new URL(realtimeSocketPath, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const opened = new WebSocket(url);
    socket = opened;
    opened.onmessage = (message) => {
      let event: RealtimeEvent;
      try {
        event = JSON.parse(String(message.data)) as RealtimeEvent;
      } catch {
        return;
      }
      if (event.type === 'ready') {
        attempt = 0;
        onState('ready');
      }
      onEvent(event);
    };
    opened.onclose = (closed) => {
      if (socket !== opened || stopped) return;
      socket = undefined;
      onState('offline');
      const inView = document.visibilityState === 'visible' && document.hasFocus();
      const plan = reconnectPlanFor(closed.code, { inView });
      if (plan === 'never') return;
      if (plan === 'whenTabSeen') {
        waitingToBeSeen = true;
        return;
      }
      if (plan === 'later') attempt = Math.max(attempt, firstAttemptWhenFull);
      const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)]!;
      attempt += 1;
      timer = setTimeout(connect, delay * (0.75 + Math.random() / 2));
    };
  };
  const reconnectNow = () => {
    // Coming back online does not wake a tab that gave way to newer ones; being looked at does.
    if (waitingToBeSeen || socket?.readyState === WebSocket.OPEN) return;
    // An attempt begun while the network was gone may hang until the browser gives up on it (a lost
    // network drops packets rather than refusing them), and its failure would bring the next,
    // longer pause: drop it and connect now, with the pauses starting again from the shortest.
    const stale = socket;
    socket = undefined;
    stale?.close();
    attempt = 0;
    connect();
  };
  const reconnectWhenSeen = () => {
    if (!waitingToBeSeen || document.visibilityState !== 'visible') return;
    waitingToBeSeen = false;
    attempt = 0;
    if (!socket) connect();
  };

  window.addEventListener('online', reconnectNow);
  window.addEventListener('focus', reconnectWhenSeen);
  document.addEventListener('visibilitychange', reconnectWhenSeen);
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', reconnectNow);
    window.removeEventListener('focus', reconnectWhenSeen);
    document.removeEventListener('visibilitychange', reconnectWhenSeen);
    socket?.close();
    socket = undefined;
    onState('idle');
  };
}
