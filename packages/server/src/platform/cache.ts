import { LRUCache } from 'lru-cache';
import type { Bus } from './bus/bus.ts';
import type { Clock } from './clock.ts';

type Forget = { key: string } | { prefix: string };
type Entry<T> = { value: Promise<T> };

/** Entries of a cache that names no bound: community settings and navigation, a handful of keys. */
const defaultMaxEntries = 1_000;

/**
 * A per-node read-through cache for data that is the same for whoever asks: community settings and
 * navigation, and (for a few seconds) visitors' answers, lists' pages and posts' shared parts, as
 * Discourse's anonymous cache does. Entries live `ttlMs`; concurrent misses of one key share one
 * load; failures are not kept. It is a true LRU (lru-cache) bounded by `maxEntries`, so keys made of
 * arbitrary ids cannot grow it and a hot entry is not pushed out by a crawler's one-off reads.
 * `forget` and `forgetPrefix` drop entries on every app node through the bus (channel
 * `cache.invalidate.<name>`); the TTL only bounds staleness if a message is lost.
 */
export function createReadCache<T>(options: {
  name: string;
  ttlMs: number;
  clock: Clock;
  bus: Bus;
  maxEntries?: number;
}) {
  const entries = new LRUCache<string, Entry<T>>({
    max: options.maxEntries ?? defaultMaxEntries,
    ttl: Math.max(options.ttlMs, 1),
    // Staleness is judged by the injected clock on every read, so tests and nodes agree on "now".
    perf: { now: () => options.clock.now().getTime() },
    ttlResolution: 0,
  });
  const channel = `cache.invalidate.${options.name}`;
  const forgetLocal = (what: Forget) => {
    if ('key' in what) entries.delete(what.key);
    else if (what.prefix === '') entries.clear();
    else for (const key of [...entries.keys()]) if (key.startsWith(what.prefix)) entries.delete(key);
  };
  const subscription = options.bus.subscribe(channel, (payload) => forgetLocal(payload as Forget));
  const announce = async (what: Forget) => {
    forgetLocal(what);
    await options.bus.publish(channel, what);
  };

  /** Keeps a pending load; one that fails, or finds nothing (`keep` false), is dropped again. */
  const remember = <V extends T>(
    key: string,
    value: Promise<V>,
    keep: (loaded: V) => boolean = () => true,
  ) => {
    const entry: Entry<T> = { value };
    entries.set(key, entry);
    const forgetUnlessKept = (kept: boolean) => {
      // Only this load's own entry: a newer one (after a forget) stays.
      if (!kept && entries.peek(key, { allowStale: true }) === entry) entries.delete(key);
    };
    value.then(
      (loaded) => forgetUnlessKept(keep(loaded)),
      () => forgetUnlessKept(false),
    );
    return value;
  };

  return {
    ready: subscription.then(() => undefined),
    /** The cached value for `key`, loading it once when missing or stale. */
    get<V extends T>(key: string, load: () => Promise<V>): Promise<V> {
      if (options.ttlMs <= 0) return load();
      return (entries.get(key)?.value as Promise<V> | undefined) ?? remember(key, load());
    },
    /**
     * The cached values of `keys`, loading all the missing ones with one call; keys the load does not
     * answer are left out and not remembered (a missing row may exist a moment later).
     */
    async getMany(
      keys: string[],
      loadMissing: (missing: string[]) => Promise<Map<string, T>>,
    ): Promise<Map<string, T>> {
      if (options.ttlMs <= 0) return loadMissing(keys);
      const pending = new Map<string, Promise<T | undefined>>();
      const missing: string[] = [];
      for (const key of new Set(keys)) {
        const cached = entries.get(key);
        if (cached) pending.set(key, cached.value);
        else missing.push(key);
      }
      if (missing.length) {
        const batch = loadMissing(missing);
        for (const key of missing) {
          pending.set(
            key,
            remember(
              key,
              batch.then((loaded) => loaded.get(key) as T),
              (loaded) => loaded !== undefined,
            ),
          );
        }
      }
      const found = new Map<string, T>();
      for (const [key, value] of pending) {
        const loaded = await value;
        if (loaded !== undefined) found.set(key, loaded);
      }
      return found;
    },
    /** Drops one key on every node. */
    forget: (key: string) => announce({ key }),
    /** Drops every key that starts with `prefix` on every node. */
    forgetPrefix: (prefix: string) => announce({ prefix }),
    /** Drops everything on every node. */
    invalidate: () => announce({ prefix: '' }),
    /**
     * Drops keys on this node only, for an owner that tells every node itself in one message of its
     * own (the posts read model announces one change, not one message per cache).
     */
    forgetHere: {
      key: (key: string) => forgetLocal({ key }),
      prefix: (prefix: string) => forgetLocal({ prefix }),
    },
    async close() {
      entries.clear();
      // The bus may already be closed during shutdown; then there is nothing left to unsubscribe.
      await (await subscription)().catch(() => undefined);
    },
  };
}
