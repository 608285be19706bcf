import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Clock } from './clock.ts';

/**
 * Keys one node remembers while Redis is away, or always on the embedded shape. An attacker spraying
 * keys can push out others' attempts, but each key costs one attempt behind the per-address limit.
 */
const defaultMaxKeys = 100_000;

type Attempt = { at: number; id: string };

/** One recorded attempt: when the earlier ones in the window were made, and how to take it back. */
type RecordedAttempt = {
  /** Times (ms of the injected clock) of the key's earlier attempts still in the window, oldest first. */
  earlier: number[];
  /** Takes this attempt back (it was refused before it was tried). */
  withdraw(): Promise<void>;
};

export type AttemptLog = {
  /**
   * Records an attempt at `key` now. It counts from the moment it starts, so attempts made in
   * parallel see each other (one of them goes first, the others see it) instead of all slipping
   * through on the same count.
   */
  record(key: string): Promise<RecordedAttempt>;
  /** Forgets every attempt at `key` (it succeeded). */
  clear(key: string): Promise<void>;
};

/**
 * Recent attempts at something (password checks at one account), per key, in a sliding window on the
 * injected clock. Attempts live in Redis (shared by every node) while it answers and in this node's
 * memory while it does not, as the rate limits do (http/rateLimitStore.ts): a dead Redis never fails
 * a request, the count only becomes per node for that time. Keys are stored hashed, so names and
 * e-mails typed by strangers are never kept as such.
 */
export function createAttemptLog(options: {
  name: string;
  windowMs: number;
  clock: Clock;
  redis?: Redis;
  maxKeys?: number;
}): AttemptLog {
  const { clock, redis, windowMs } = options;
  const local = new LRUCache<string, Attempt[]>({
    max: options.maxKeys ?? defaultMaxKeys,
    ttl: windowMs,
    perf: { now: () => clock.now().getTime() },
    ttlResolution: 0,
  });
  const storedKey = (key: string) =>
    `attempts:${options.name}:${crypto.createHash('sha256').update(key).digest('base64url')}`;
  const sharedReady = () => redis?.status === 'ready';

  const recordLocally = (key: string, attempt: Attempt): RecordedAttempt => {
    const kept = (local.get(key) ?? []).filter((earlier) => earlier.at > attempt.at - windowMs);
    local.set(key, [...kept, attempt]);
    return {
      earlier: kept.map((earlier) => earlier.at),
      withdraw: async () => {
        const now = local.get(key);
        if (now)
          local.set(
            key,
            now.filter((entry) => entry.id !== attempt.id),
          );
      },
    };
  };

  const recordShared = async (key: string, attempt: Attempt): Promise<RecordedAttempt> => {
    const stored = storedKey(key);
    // One transaction: whoever runs first is in the answer of whoever runs next.
    const answers = await redis!
      .multi()
      .zremrangebyscore(stored, '-inf', attempt.at - windowMs)
      .zadd(stored, attempt.at, attempt.id)
      .zrange(stored, 0, -1, 'WITHSCORES')
      .pexpire(stored, windowMs)
      .exec();
    const listed = answers?.[2];
    if (!listed || listed[0]) throw listed?.[0] ?? new Error('attempt log transaction was discarded');
    const flat = listed[1] as string[];
    const earlier: number[] = [];
    for (let index = 0; index < flat.length; index += 2)
      if (flat[index] !== attempt.id) earlier.push(Number(flat[index + 1]));
    return {
      earlier,
      withdraw: async () => {
        await redis!.zrem(stored, attempt.id).catch(() => undefined);
      },
    };
  };

  return {
    async record(key) {
      const attempt = { at: clock.now().getTime(), id: crypto.randomUUID() };
      if (!sharedReady()) return recordLocally(key, attempt);
      try {
        return await recordShared(key, attempt);
      } catch {
        return recordLocally(key, attempt);
      }
    },
    async clear(key) {
      local.delete(key);
      if (sharedReady()) await redis!.del(storedKey(key)).catch(() => undefined);
    },
  };
}
