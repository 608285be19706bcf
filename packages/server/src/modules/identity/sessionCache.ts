import type { My } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import type { Viewer } from '../../platform/http/viewer.ts';

/**
 * Who is behind each session, kept in memory for a short while so that most requests cost no query.
 * Every node drops an entry as soon as any node announces that the session closed or the member
 * changed (logout, country, ban, editor groups), through the bus; the TTL bounds staleness if a
 * message is ever lost.
 */
export type CachedSession = {
  viewer: Viewer;
  my: My;
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
  cachedAt: number;
};

const channel = 'identity.invalidate';
type Invalidation = { kind: 'session'; tokenHash: string } | { kind: 'user'; userId: string };

export function createSessionCache(deps: Deps, options: { ttlMs?: number; maxEntries?: number } = {}) {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 50_000;
  const entries = new Map<string, CachedSession>();
  // Bumped by every invalidation: a load that began before one must not store what it read.
  let generation = 0;
  const sessionClosedListeners = new Set<(tokenHash: string) => void>();

  const dropLocal = (message: Invalidation) => {
    generation += 1;
    if (message.kind === 'session') {
      entries.delete(message.tokenHash);
      for (const listener of sessionClosedListeners) listener(message.tokenHash);
    } else
      for (const [tokenHash, entry] of entries)
        if (entry.viewer.id.toString() === message.userId) entries.delete(tokenHash);
  };
  const subscription = deps.bus.subscribe(channel, (payload) => dropLocal(payload as Invalidation));

  const announce = async (message: Invalidation) => {
    dropLocal(message);
    await deps.bus.publish(channel, message);
  };

  return {
    ready: subscription.then(() => undefined),
    get(tokenHash: string): CachedSession | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const now = deps.clock.now().getTime();
      if (now - entry.cachedAt > ttlMs || now >= entry.expiresAt) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },
    /** The invalidation count now; pass it back to `set` with what was loaded after reading it. */
    generation: () => generation,
    set(tokenHash: string, entry: Omit<CachedSession, 'cachedAt'>, loadedAt = generation) {
      if (loadedAt !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { ...entry, cachedAt: deps.clock.now().getTime() });
    },
    sessionClosed: (tokenHash: string) => announce({ kind: 'session', tokenHash }),
    userChanged: (userId: bigint) => announce({ kind: 'user', userId: userId.toString() }),
    /** Runs on every node when any node closes a session (logout): open sockets of it close too. */
    onSessionClosed(listener: (tokenHash: string) => void) {
      sessionClosedListeners.add(listener);
    },
    async close() {
      entries.clear();
      // The bus may already be closed during shutdown; then there is nothing left to unsubscribe.
      await (await subscription)().catch(() => undefined);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
