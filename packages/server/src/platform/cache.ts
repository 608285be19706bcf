import type { Bus } from './bus/bus.ts';
import type { Clock } from './clock.ts';

/**
 * A read-through cache for data that changes rarely and is read on every page (navigation, banners).
 * Entries live `ttlMs`; `invalidate()` drops them on every app node at once through the bus.
 */
export function createReadCache<T>(options: { name: string; ttlMs: number; clock: Clock; bus: Bus }) {
  const entries = new Map<string, { value: Promise<T>; at: number }>();
  const channel = `cache.invalidate.${options.name}`;
  const subscription = options.bus.subscribe(channel, () => entries.clear());

  return {
    ready: subscription.then(() => undefined),
    /** The cached value for `key`, loading it once when missing or stale (concurrent readers share the load). */
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = options.clock.now().getTime();
      const entry = entries.get(key);
      if (entry && now - entry.at < options.ttlMs) return entry.value;
      const value = load();
      entries.set(key, { value, at: now });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    async invalidate() {
      entries.clear();
      await options.bus.publish(channel, {});
    },
    async close() {
      entries.clear();
      await (await subscription)().catch(() => undefined);
    },
  };
}
