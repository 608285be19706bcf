import { Redis } from 'ioredis';
import type { Bus, BusHandler } from './bus.ts';

/** The scaled shape's bus: Redis pub/sub, one subscriber connection per node. */
export async function createRedisBus(url: string, prefix: string): Promise<Bus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new Map<string, Set<BusHandler>>();

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
      await publisher.publish(prefix + channel, JSON.stringify(payload));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await subscriber.subscribe(prefix + channel);
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
    async close() {
      handlers.clear();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
