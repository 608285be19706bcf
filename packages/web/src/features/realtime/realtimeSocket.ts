import type { RealtimeEvent } from '@fanzone/contract';
import { realtimeCloseCodes, realtimeSocketPath } from '@fanzone/contract';
import type { RealtimeState } from './realtimeState.ts';

/** Waits between reconnects: quick after a blip, then backing off so a down server is not hammered. */
const reconnectDelaysMs = [1_000, 2_000, 5_000, 10_000, 30_000];

type Handlers = { onEvent: (event: RealtimeEvent) => void; onState: (state: RealtimeState) => void };

/**
 * One WebSocket for the tab, authenticated by the session cookie: connecting → ready (the server's
 * `ready` event, after which the client resynchronises) → offline on a drop, then back to connecting
 * after a pause, or at once when the network returns. A socket the server refused (signed out, or
 * the session ended) is not retried. Where WebSocket does not exist the tab stays offline and polls.
 * Answers a function that closes it for good.
 */
export function openRealtimeSocket({ onEvent, onState }: Handlers): () => void {
  let socket: WebSocket | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

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
      const refused =
        closed.code === realtimeCloseCodes.unauthorised || closed.code === realtimeCloseCodes.sessionEnded;
      if (refused) return;
      const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)]!;
      attempt += 1;
      timer = setTimeout(connect, delay * (0.75 + Math.random() / 2));
    };
  };
  const reconnectNow = () => {
    if (!socket) connect();
  };

  window.addEventListener('online', reconnectNow);
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', reconnectNow);
    socket?.close();
    socket = undefined;
    onState('idle');
  };
}
