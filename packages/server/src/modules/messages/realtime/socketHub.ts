import type { RealtimeEvent } from '@fanzone/contract';
import type { WebSocket } from 'ws';
import type { Deps } from '../../../platform/deps.ts';
import type { MemberChannelMessage } from './memberEvents.ts';
import { memberChannel } from './memberEvents.ts';

/** A socket that stopped answering pings for this long is gone (a phone that lost its network). */
const heartbeatMs = 30_000;

type MemberSocket = { socket: WebSocket; sessionTokenHash: string; alive: boolean };
type Subscription = { sockets: Set<MemberSocket>; unsubscribe: Promise<() => Promise<void>> };

/**
 * This node's open sockets, by member. The node subscribes to a member's channel while it holds at
 * least one of their sockets, so an event published on any node reaches every tab of the member on
 * every node; a node with no socket of theirs hears nothing of them.
 */
export function createSocketHub(deps: Pick<Deps, 'bus' | 'log'>) {
  const members = new Map<bigint, Subscription>();

  const deliver = (userId: bigint, event: RealtimeEvent) => {
    const wire = JSON.stringify(event);
    for (const entry of members.get(userId)?.sockets ?? []) {
      if (entry.socket.readyState === entry.socket.OPEN) entry.socket.send(wire);
    }
  };

  function attach(userId: bigint, sessionTokenHash: string, socket: WebSocket): Promise<void> {
    const entry: MemberSocket = { socket, sessionTokenHash, alive: true };
    let subscription = members.get(userId);
    if (!subscription) {
      const sockets = new Set<MemberSocket>();
      subscription = {
        sockets,
        unsubscribe: deps.bus.subscribe(memberChannel(userId), (payload) =>
          deliver(userId, (payload as MemberChannelMessage).event),
        ),
      };
      members.set(userId, subscription);
    }
    subscription.sockets.add(entry);
    socket.on('pong', () => {
      entry.alive = true;
    });
    socket.on('close', () => detach(userId, entry));
    return subscription.unsubscribe.then(() => undefined);
  }

  function detach(userId: bigint, entry: MemberSocket) {
    const subscription = members.get(userId);
    if (!subscription) return;
    subscription.sockets.delete(entry);
    if (subscription.sockets.size > 0) return;
    members.delete(userId);
    subscription.unsubscribe
      .then((stop) => stop())
      .catch((error: unknown) => deps.log.warn({ err: error }, 'realtime unsubscribe failed'));
  }

  const heartbeat = setInterval(() => {
    for (const subscription of members.values())
      for (const entry of subscription.sockets) {
        if (!entry.alive) {
          entry.socket.terminate();
          continue;
        }
        entry.alive = false;
        entry.socket.ping();
      }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    attach,
    /** Closes this node's sockets opened with a session that has ended (every node hears of it). */
    sessionEnded(sessionTokenHash: string, closeCode: number) {
      for (const subscription of members.values())
        for (const entry of subscription.sockets)
          if (entry.sessionTokenHash === sessionTokenHash) entry.socket.close(closeCode, 'session ended');
    },
    /** Tells every socket here to resynchronise (the bus lost events while it was away). */
    resyncAll() {
      const ready: RealtimeEvent = { type: 'ready' };
      const wire = JSON.stringify(ready);
      for (const subscription of members.values())
        for (const entry of subscription.sockets)
          if (entry.socket.readyState === entry.socket.OPEN) entry.socket.send(wire);
    },
    /** Sockets open on this node (tests and health). */
    socketCount() {
      let count = 0;
      for (const subscription of members.values()) count += subscription.sockets.size;
      return count;
    },
    close() {
      clearInterval(heartbeat);
      for (const subscription of members.values())
        for (const entry of subscription.sockets) entry.socket.terminate();
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
