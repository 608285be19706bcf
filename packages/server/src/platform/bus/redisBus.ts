import { Redis } from 'ioredis';
import type { Bus, BusHandler } from './bus.ts';

/** A publish that Redis has not answered in this time is given up (the caller never waits longer). */
const publishTimeoutMs = 500;

type BusLog = { warn(details: object, message: string): void };

/**
 * The scaled shape's bus: Redis pub/sub, one subscriber connection per node. While Redis is away
 * publishing fails fast (no offline queue) and is only logged; ioredis reconnects the subscriber
 * and subscribes it again by itself, and the bus then tells its users to resynchronise.
 */
export async function createRedisBus(url: string, prefix: string, log?: BusLog): Promise<Bus> {
  const publisher = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: publishTimeoutMs,
  });
  const subscriber = new Redis(url, { lazyConnect: true });
  // Errors also arrive as events while reconnecting; unhandled, they would take the process down.
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new Map<string, Set<BusHandler>>();
  const reconnectedListeners = new Set<() => void>();
  let lostConnection = false;

  subscriber.on('close', () => {
    lostConnection = true;
  });
  subscriber.on('ready', () => {
    if (!lostConnection) return;
    lostConnection = false;
    // ioredis subscribes again to what Redis had confirmed; a subscription asked for during the
    // outage that gave up (see subscribe) is asked for here. Subscribing twice is harmless.
    const channels = [...handlers.keys()].map((channel) => prefix + channel);
    if (channels.length)
      subscriber
        .subscribe(...channels)
        .catch((error: unknown) => log?.warn({ err: error }, 'bus channels not subscribed again'));
    for (const listener of reconnectedListeners) listener();
  });

  subscriber.on('message', (wireChannel: string, message: string) => {
    const channel = wireChannel.slice(prefix.length);
    const set = handlers.get(channel);
    if (!set) return;
    // Anything on a shared Redis can publish here: a bad message or a failing handler must not take
    // the node down.
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      return;
    }
    for (const handler of set) {
      try {
        handler(payload);
      } catch {
        // one subscriber's failure is its own
      }
    }
  });

  return {
    kind: 'redis',
    async publish(channel, payload) {
      try {
        await publisher.publish(prefix + channel, JSON.stringify(payload));
      } catch (error) {
        log?.warn({ err: error, channel }, 'bus message not published: Redis is away');
      }
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        try {
          await subscriber.subscribe(prefix + channel);
        } catch (error) {
          // Redis stayed away longer than ioredis retries: the channel is subscribed when it returns
          // (the 'ready' handler), and its users resynchronise then.
          log?.warn({ err: error, channel }, 'bus subscription waits for Redis');
        }
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await subscriber.unsubscribe(prefix + channel);
        }
      };
    },
    healthy: () => publisher.status === 'ready' && subscriber.status === 'ready',
    onReconnected(listener) {
      reconnectedListeners.add(listener);
    },
    async close() {
      handlers.clear();
      reconnectedListeners.clear();
      await Promise.all([publisher.quit().catch(() => undefined), subscriber.quit().catch(() => undefined)]);
    },
  };
}
