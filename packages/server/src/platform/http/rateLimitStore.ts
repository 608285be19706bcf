import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';

/**
 * @fastify/rate-limit's own stores, behind one that falls back: counts live in Redis (shared by
 * every node) while Redis answers, and in this node's memory while it does not, so a dead Redis
 * never fails or slows a request — the limit only becomes per node for that time.
 */
type StoreCallback = (error: Error | null, result: { current: number; ttl: number } | null) => void;
type RouteOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
type PluginStore = {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read?(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): PluginStore;
};
type StoreConstructor<Args extends unknown[]> = new (...args: Args) => PluginStore;

// The plugin ships its stores as CommonJS files without types; these are their constructors.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor<
  [boolean | undefined, boolean | undefined, Redis, string]
>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor<
  [boolean | undefined, boolean | undefined, number | undefined]
>;

/** The store class to give the plugin (`store:`); it constructs it with the global options. */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements PluginStore {
    private readonly shared: PluginStore;
    private readonly local: PluginStore;

    constructor(options: RouteOptions, pair?: { shared: PluginStore; local: PluginStore }) {
      this.shared =
        pair?.shared ??
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace);
      this.local =
        pair?.local ?? new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
    }

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
      if (redis.status !== 'ready') return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
        timeWindow,
        max,
      );
    }

    read(key: string, callback: StoreCallback, timeWindow: number, max: number) {
      const local = () => this.local.read!(key, callback, timeWindow, max);
      if (redis.status !== 'ready') return local();
      this.shared.read!(key, (error, result) => (error ? local() : callback(null, result)), timeWindow, max);
    }

    child(routeOptions: RouteOptions): PluginStore {
      return new FallbackStore(routeOptions, {
        shared: this.shared.child(routeOptions),
        local: this.local.child(routeOptions),
      });
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
