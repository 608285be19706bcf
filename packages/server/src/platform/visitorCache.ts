import type { Clock } from './clock.ts';

/**
 * Answers for visitors (no session: nothing in them depends on who asks), kept per node for a few
 * seconds, as Discourse's anonymous cache does: under load most page views are visitors reading the
 * same first pages, and a few seconds of staleness costs them nothing. Bounded, so keys made of
 * arbitrary ids cannot grow it without limit; concurrent misses of one key share one load; failures
 * are not kept.
 */
export function createVisitorCache(options: { clock: Clock; ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: Promise<unknown>; at: number }>();
  return {
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
    clear() {
      entries.clear();
    },
  };
}

export type VisitorCache = ReturnType<typeof createVisitorCache>;
