/**
 * What happened in a domain, told after its commit to the modules that react, in this process
 * (docs/CONVENTIONS.md, "Say what happened; let the listeners react"). A module names its events by
 * adding them to `DomainEvents` beside the action that tells them; the module that reacts listens
 * in its plugin (the message centre writes a member's line). A domain that tells an event knows
 * nothing of who listens. Not the bus: the bus reaches every node and each would react once more;
 * what a node's own request did is told on that node.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface DomainEvents {}

type Listener<Event> = (event: Event) => Promise<unknown> | unknown;

export type DomainEventHub = {
  listen<Name extends keyof DomainEvents>(name: Name, listener: Listener<DomainEvents[Name]>): void;
  /** Tells every listener in turn, each awaited: the request answers once they have reacted. */
  tell<Name extends keyof DomainEvents>(name: Name, event: DomainEvents[Name]): Promise<void>;
};

export function createDomainEvents(): DomainEventHub {
  const listeners = new Map<PropertyKey, Listener<never>[]>();
  return {
    listen(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<never>]);
    },
    async tell(name, event) {
      for (const listener of listeners.get(name) ?? []) await (listener as Listener<typeof event>)(event);
    },
  };
}
