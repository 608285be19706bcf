import type { Bus, BusHandler } from './bus.ts';

/** The embedded shape's bus: one process, delivery in the same tick order as published. */
export function createMemoryBus(): Bus {
  const handlers = new Map<string, Set<BusHandler>>();
  return {
    kind: 'memory',
    async publish(channel, payload) {
      // A copy through JSON keeps the same semantics as Redis: subscribers never share objects.
      const wire = JSON.stringify(payload);
      for (const handler of handlers.get(channel) ?? []) queueMicrotask(() => handler(JSON.parse(wire)));
    },
    async subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set<BusHandler>();
      set.add(handler);
      handlers.set(channel, set);
      return async () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(channel);
      };
    },
    healthy: () => true,
    // One process has no server to lose.
    onReconnected: () => undefined,
    async close() {
      handlers.clear();
    },
  };
}
