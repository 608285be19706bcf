import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';
import type { Bus } from './bus/bus.ts';
import type { Clock } from './clock.ts';
import { insideTransaction } from './db/database.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';

type Forget = { key: string } | { prefix: string };
/**
 * A kept value. `loaded` once its load has settled well; `refreshing` while a reader reloads it after
 * its time ran out (the value is then stale, and served to the readers arriving meanwhile).
 */
type Entry<T> = { value: Promise<T>; loaded?: boolean; refreshing?: boolean };

/**
 * Why a cache is read before a transaction opens, never inside one: its value may be loading (or
 * about to reload) on the database's connection, which the embedded database's transaction holds,
 * so the read would wait for the transaction and the transaction for the read; the whole server
 * hung so (an event entry, when the board catalogue had just gone stale). Refused every time, not
 * only when a load is pending, so a test finds the mistake whatever the cache holds
 * (docs/CONVENTIONS.md: Inside a transaction, only the transaction).
 */
const readInsideTransaction = (name: string) =>
  `the cache ${name} was read inside a transaction, where its load would wait for the transaction: read it before the transaction opens`;

/**
 * The reads of one drawn page, by cache and key, while its in-process calls run (`readsOfOnePage`).
 * A page's calls ask for some of the same things (a post page's details and its comments both read
 * the post's record): with the read cache on they share the kept value; without it (the long tail,
 * crawlers, READ_CACHE_SECONDS=0) each call read it again. They now share it for the page's life,
 * which is what the cache would have given them, and nothing outlives the page.
 */
const pageReads = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/**
 * Runs `draw` (a page's in-process calls and render, or one answer that reads the same thing in two
 * places, as a search's cards and its highlights) with its reads shared among its parts. Inside a
 * page already drawing, the page's sharing goes on. Only for reads: a write that re-reads what it
 * changed must not be handed what it read before.
 */
export function readsOfOneAnswer<T>(draw: () => Promise<T>): Promise<T> {
  return pageReads.getStore() ? draw() : pageReads.run(new Map(), draw);
}

/** `load` once per page for `key` when inside a page's draw, else each time. A failed read is not shared. */
function sharedInPage<V>(key: string, load: () => Promise<V>): Promise<V> {
  const reads = pageReads.getStore();
  if (!reads) return load();
  let read = reads.get(key) as Promise<V> | undefined;
  if (!read) {
    read = load();
    reads.set(key, read);
    read.catch(() => reads.delete(key));
  }
  return read;
}

/**
 * The values of `keys` in one batch: each key `held` already has (kept, or read by the page) is
 * taken from it, the rest are loaded with one call and each handed to `hold` (which keeps or shares
 * it); keys nothing answered are left out.
 */
async function gatherMany<T>(
  keys: string[],
  loadMissing: (missing: string[]) => Promise<Map<string, T>>,
  held: (key: string) => Promise<T | undefined> | undefined,
  hold: (key: string, loading: Promise<T | undefined>) => Promise<T | undefined>,
): Promise<Map<string, T>> {
  const pending = new Map<string, Promise<T | undefined>>();
  const missing: string[] = [];
  for (const key of new Set(keys)) {
    const value = held(key);
    if (value) pending.set(key, value);
    else missing.push(key);
  }
  if (missing.length) {
    const batch = loadMissing(missing);
    for (const key of missing)
      pending.set(
        key,
        hold(
          key,
          batch.then((loaded) => loaded.get(key)),
        ),
      );
  }
  const found = new Map<string, T>();
  for (const [key, value] of pending) {
    const loaded = await value;
    if (loaded !== undefined) found.set(key, loaded);
  }
  return found;
}

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
 * When an entry's time runs out, the first reader loads it afresh and waits for it; readers arriving
 * during that load get the previous value instead of all waiting on it (under load, every popular
 * entry's reload stalled every request that wanted it: the p99 of shared reads). A dropped entry is
 * never served again: after `forget`, everyone waits for the new load. While the database cannot
 * answer (away, stalled, pool full), a reload's reader gets the stale value too: an old page beats
 * a 503, and the next reader tries the database again.
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
    // An entry past its time stays (until replaced, dropped or pushed out) to be served during its reload.
    noDeleteOnStaleGet: true,
  });
  const channel = `cache.invalidate.${options.name}`;
  /** This cache's key among the reads of one page, which all caches share. */
  const pageKey = (key: string) => `${options.name}|${key}`;
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
      (loaded) => {
        const kept = keep(loaded);
        if (kept) entry.loaded = true;
        forgetUnlessKept(kept);
      },
      () => forgetUnlessKept(false),
    );
    return value;
  };

  /**
   * Reloads an entry whose time ran out. The reader who asks first waits for the new value; others
   * get the stale one meanwhile. The new value replaces the old only if nobody dropped it during
   * the load (a change announced meanwhile wins). A reload the database cannot answer serves the
   * stale value (kept for the next reader to try again) unless it was dropped meanwhile; any other
   * failure is the reader's.
   */
  const refresh = <V extends T>(key: string, stale: Entry<T>, load: () => Promise<V>): Promise<V> => {
    if (stale.refreshing) return stale.value as Promise<V>;
    stale.refreshing = true;
    const value = load();
    value.then(
      () => {
        if (entries.peek(key, { allowStale: true }) === stale) entries.set(key, { value, loaded: true });
      },
      () => {
        stale.refreshing = false;
      },
    );
    return value.catch((error: unknown) => {
      // Only while the stale entry is still the one kept: one dropped meanwhile (a change was
      // announced during the reload) is never served again, not even to the reader who began it.
      if (isDatabaseUnavailable(error) && entries.peek(key, { allowStale: true }) === stale)
        return stale.value as Promise<V>;
      throw error;
    });
  };

  return {
    ready: subscription.then(() => undefined),
    /** The cached value for `key`, loading it once when missing or stale. */
    get<V extends T>(key: string, load: () => Promise<V>): Promise<V> {
      if (insideTransaction()) throw new Error(readInsideTransaction(options.name));
      if (options.ttlMs <= 0) return sharedInPage(pageKey(key), load);
      const fresh = entries.get(key);
      if (fresh) return fresh.value as Promise<V>;
      const stale = entries.peek(key, { allowStale: true });
      if (stale?.loaded) return refresh(key, stale, load);
      return remember(key, load());
    },
    /**
     * The cached values of `keys`, loading all the missing ones with one call; keys the load does not
     * answer are left out and not remembered (a missing row may exist a moment later).
     */
    async getMany(
      keys: string[],
      loadMissing: (missing: string[]) => Promise<Map<string, T>>,
    ): Promise<Map<string, T>> {
      if (insideTransaction()) throw new Error(readInsideTransaction(options.name));
      if (options.ttlMs <= 0) {
        // Nothing kept; inside a page's draw, keys another of its calls read are not read again.
        const reads = pageReads.getStore();
        if (!reads) return loadMissing(keys);
        return gatherMany(
          keys,
          loadMissing,
          (key) => reads.get(pageKey(key)) as Promise<T | undefined> | undefined,
          (key, loading) => sharedInPage(pageKey(key), () => loading),
        );
      }
      return gatherMany(
        keys,
        loadMissing,
        (key) => entries.get(key)?.value,
        // A key the load did not answer is not kept (its row may exist a moment later).
        (key, loading) => remember(key, loading as Promise<T>, (loaded) => loaded !== undefined),
      );
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
