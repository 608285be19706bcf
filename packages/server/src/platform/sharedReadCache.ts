import type { Bus } from './bus/bus.ts';
import type { Clock } from './clock.ts';

/**
 * Reads that are the same for everyone who asks (visitors' answers, lists' first pages per audience),
 * kept per node for a few seconds, as Discourse's anonymous cache does: under load most page views
 * are of the same first pages, and a few seconds of staleness costs readers nothing. Bounded, so keys
 * made of arbitrary ids cannot grow it without limit; concurrent misses of one key share one load;
 * failures are not kept. `forget` drops keys on every node through the bus (when one is given).
 */
export function createSharedReadCache(options: { clock: Clock; ttlMs: number; maxEntries: number; bus?: { bus: Bus; channel: string } }) {
  const entries = new Map<string, { value: Promise<unknown>; at: number }>();
  const forgetLocal = (prefix: string) => {
    for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
  };
  const subscription = options.bus?.bus.subscribe(options.bus.channel, (payload) => forgetLocal((payload as { prefix: string }).prefix));
  return {
    ready: Promise.resolve(subscription).then(() => undefined),
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = options.clock.now().getTime();
      const entry = entries.get(key);
      if (entry && now - entry.at < options.ttlMs) return entry.value as Promise<T>;
      if (entry) entries.delete(key);
      // Maps keep insertion order: the first key is the oldest entry.
      while (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { value, at: now });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    /** Drops every entry whose key starts with `prefix`, here and on the other nodes. */
    async forget(prefix: string) {
      forgetLocal(prefix);
      if (options.bus) await options.bus.bus.publish(options.bus.channel, { prefix });
    },
    async close() {
      entries.clear();
      if (subscription) await (await subscription)().catch(() => undefined);
    },
  };
}

export type SharedReadCache = ReturnType<typeof createSharedReadCache>;
