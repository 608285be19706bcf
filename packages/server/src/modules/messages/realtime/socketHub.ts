import type { RealtimeEvent } from '@fanzone/contract';
import { realtimeCloseCodes } from '@fanzone/contract';
import type { WebSocket } from 'ws';
import type { Deps } from '../../../platform/deps.ts';
import { memberChannel } from '../../notifications/index.ts';
import type { MemberChannelMessage } from '../../notifications/index.ts';

type MemberSocket = {
  socket: WebSocket;
  sessionTokenHash: string;
  /** When the session ends unless it is used meanwhile (sessions slide): then it is looked at again. */
  sessionExpiresAt: number;
  alive: boolean;
  checkingSession: boolean;
};
type Subscription = { sockets: Set<MemberSocket>; unsubscribe: Promise<() => Promise<void>> };

/** The session's end as it stands now, or undefined when it has ended (expired, purged, logged out). */
export type SessionExpiry = (sessionTokenHash: string) => Promise<Date | undefined>;

/**
 * This node's open sockets, by member. The node subscribes to a member's channel while it holds at
 * least one of their sockets, so an event published on any node reaches every tab of the member on
 * every node; a node with no socket of theirs hears nothing of them. A socket lives no longer than
 * its session: a logout closes it on every node (`sessionEnded`), and a session that runs out or is
 * purged is found by the heartbeat, which looks a session up only when its known end has passed.
 * A member holds at most `realtimeSocketsPerMember` sockets here (one more closes their oldest) and
 * the node at most `realtimeSocketsPerNode` (one more is refused): a script opening sockets by the
 * hundred (about 40 KB each) must not take the node's memory.
 */
export function createSocketHub(
  deps: Pick<Deps, 'bus' | 'log' | 'clock' | 'config'>,
  sessionExpiry: SessionExpiry,
) {
  const members = new Map<bigint, Subscription>();
  /** Sockets held here now, across members (kept, not counted, since every attach asks). */
  let held = 0;

  const deliver = (userId: bigint, event: RealtimeEvent) => {
    const wire = JSON.stringify(event);
    for (const entry of members.get(userId)?.sockets ?? []) {
      if (entry.socket.readyState === entry.socket.OPEN) entry.socket.send(wire);
    }
  };

  /**
   * Whether this node may take one more socket of the member: it is below its maximum, or the member
   * is at their own limit, whose oldest socket then makes room (the newest tab wins).
   */
  function mayHold(userId: bigint) {
    return atOwnLimit(userId) || held < deps.config.realtimeSocketsPerNode;
  }

  function atOwnLimit(userId: bigint) {
    return (members.get(userId)?.sockets.size ?? 0) >= deps.config.realtimeSocketsPerMember;
  }

  /**
   * Holds a member's socket and subscribes to their channel; answers 'full' (the socket closed with
   * 1013) when the node already holds all it may, unless the member is at their own limit, whose
   * oldest socket then makes room. Resolves once the subscription stands.
   */
  async function attach(
    userId: bigint,
    session: { tokenHash: string; expiresAt: Date },
    socket: WebSocket,
  ): Promise<'attached' | 'full' | 'closed'> {
    // Closed while its member was looked up: its 'close' has passed, so it would never leave.
    if (socket.readyState === socket.CLOSED) return 'closed';
    const atMemberLimit = atOwnLimit(userId);
    if (!mayHold(userId)) {
      socket.close(realtimeCloseCodes.tryAgainLater, 'node full');
      return 'full';
    }
    const entry: MemberSocket = {
      socket,
      sessionTokenHash: session.tokenHash,
      sessionExpiresAt: session.expiresAt.getTime(),
      alive: true,
      checkingSession: false,
    };
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
    held += 1;
    // The newest comes in, the oldest goes (a Set keeps the order sockets came in); it leaves the
    // count at once, so a burst of sockets never holds more than the limit.
    if (atMemberLimit) {
      const oldest = subscription.sockets.values().next().value!;
      detach(userId, oldest);
      oldest.socket.close(realtimeCloseCodes.supersededByNewerTab, 'too many tabs');
    }
    socket.on('pong', () => {
      entry.alive = true;
    });
    socket.on('close', () => detach(userId, entry));
    await subscription.unsubscribe;
    return 'attached';
  }

  function detach(userId: bigint, entry: MemberSocket) {
    const subscription = members.get(userId);
    if (!subscription?.sockets.delete(entry)) return;
    held -= 1;
    if (subscription.sockets.size > 0) return;
    members.delete(userId);
    subscription.unsubscribe
      .then((stop) => stop())
      .catch((error: unknown) => deps.log.warn({ err: error }, 'realtime unsubscribe failed'));
  }

  const checkSession = async (entry: MemberSocket) => {
    entry.checkingSession = true;
    try {
      const expiresAt = await sessionExpiry(entry.sessionTokenHash);
      if (expiresAt && expiresAt.getTime() > deps.clock.now().getTime())
        entry.sessionExpiresAt = expiresAt.getTime();
      else entry.socket.close(realtimeCloseCodes.sessionEnded, 'session ended');
    } catch (error) {
      // The database is away: looked at again on the next beat.
      deps.log.warn({ err: error }, 'realtime session check failed');
    } finally {
      entry.checkingSession = false;
    }
  };

  const heartbeat = setInterval(() => {
    const now = deps.clock.now().getTime();
    for (const [userId, subscription] of members)
      for (const entry of subscription.sockets) {
        if (entry.socket.readyState === entry.socket.CLOSED) {
          detach(userId, entry);
          continue;
        }
        if (!entry.alive) {
          entry.socket.terminate();
          continue;
        }
        entry.alive = false;
        entry.socket.ping();
        if (now >= entry.sessionExpiresAt && !entry.checkingSession) void checkSession(entry);
      }
  }, deps.config.realtimeHeartbeatMs);
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
    mayHold,
    /** Sockets open on this node (tests and health). */
    socketCount: () => held,
    close() {
      clearInterval(heartbeat);
      for (const subscription of members.values())
        for (const entry of subscription.sockets) entry.socket.terminate();
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
