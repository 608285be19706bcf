/**
 * Publish/subscribe between the parts of the app and, when scaled, between app nodes: an event
 * published on node A reaches subscribers on node B (DESIGN.md §5).
 */
export type BusHandler = (payload: unknown) => void;

export type Bus = {
  kind: 'memory' | 'redis';
  publish(channel: string, payload: unknown): Promise<void>;
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
};
