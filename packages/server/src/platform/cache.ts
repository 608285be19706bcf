import type { Bus } from './bus/bus.ts';
import type { Clock } from './clock.ts';

type Forget = { key: string } | { prefix: string };

/**
 * A per-node read-through cache for data that is the same for whoever asks: community settings and
 * navigation, and (for a few seconds) visitors' answers, lists' first pages and posts' shared parts,
 * as Discourse's anonymous cache does. Entries live `ttlMs`; concurrent misses of one key share one
 * load; failures are not kept; `maxEntries` bounds it, so keys made of arbitrary ids cannot grow it
 * without limit. `forget` and `invalidate` drop entries on every app node through the bus (channel
 * `cache.invalidate.<name>`); the TTL only bounds staleness if a message is lost.
 */
export function createReadCache<T>(options: {
  name: string;
  ttlMs: number;
  clock: Clock;
  bus: Bus;
  maxEntries?: number;
}) {
  const entries = new Map<string, { value: Promise<T>; at: number }>();
  const maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  const channel = `cache.invalidate.${options.name}`;
  const forgetLocal = (what: Forget) => {
    if ('key' in what) entries.delete(what.key);
    else for (const key of entries.keys()) if (key.startsWith(what.prefix)) entries.delete(key);
  };
  const subscription = options.bus.subscribe(channel, (payload) => forgetLocal(payload as Forget));
  const announce = async (what: Forget) => {
    forgetLocal(what);
    await options.bus.publish(channel, what);
  };

  const fresh = (key: string, now: number) => {
    const entry = entries.get(key);
    return entry && now - entry.at < options.ttlMs ? entry.value : undefined;
  };

  /** Keeps a pending load; one that fails, or finds nothing (`keep` false), is dropped again. */
  const remember = <V extends T>(
    key: string,
    value: Promise<V>,
    now: number,
    keep: (loaded: V) => boolean = () => true,
  ) => {
    entries.delete(key);
    // Maps keep insertion order: the first key is the oldest entry.
    while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { value, at: now });
    const forgetUnlessKept = (kept: boolean) => {
      if (!kept && entries.get(key)?.value === value) entries.delete(key);
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
      const now = options.clock.now().getTime();
      return (fresh(key, now) as Promise<V> | undefined) ?? remember(key, load(), now);
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
      const now = options.clock.now().getTime();
      const pending = new Map<string, Promise<T | undefined>>();
      const missing: string[] = [];
      for (const key of new Set(keys)) {
        const value = fresh(key, now);
        if (value) pending.set(key, value);
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
              now,
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
    async close() {
      entries.clear();
      // The bus may already be closed during shutdown; then there is nothing left to unsubscribe.
      await (await subscription)().catch(() => undefined);
    },
  };
}

export type ReadCache<T> = ReturnType<typeof createReadCache<T>>;
