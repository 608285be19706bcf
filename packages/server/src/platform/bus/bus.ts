/**
 * Publish/subscribe between the parts of the app and, when scaled, between app nodes: an event
 * published on node A reaches subscribers on node B (ARCHITECTURE §5).
 *
 * A bus that lost its server degrades instead of failing its callers: `publish` resolves at once
 * (what it announced is already stored; caches lean on their TTLs, clients resynchronise), the bus
 * reconnects by itself, and `onReconnected` tells its users to catch up on what they missed.
 */
export type BusHandler = (payload: unknown) => void;

export type Bus = {
  kind: 'memory' | 'redis';
  publish(channel: string, payload: unknown): Promise<void>;
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  /** Whether messages are flowing now (false while its server is away). */
  healthy(): boolean;
  /** Called after the bus came back from an outage: messages published meanwhile were lost. */
  onReconnected(listener: () => void): void;
  close(): Promise<void>;
};
