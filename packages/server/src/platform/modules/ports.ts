/**
 * How a lower module asks a higher one without importing it (packages/server/lint/moduleLayers.js):
 * the lower module declares a port, the higher one fills it (or listens) when it registers, and the
 * lower module calls it at request time, when every module is registered.
 */

/** One answer a lower module needs from whichever higher module provides it. */
export type Port<T> = { fill(value: T): void; get(): T };

export function port<T>(what: string): Port<T> {
  let filled: { value: T } | undefined;
  return {
    fill(value) {
      if (filled) throw new Error(`${what} was provided twice`);
      filled = { value };
    },
    get() {
      if (!filled) throw new Error(`${what} was never provided: register the module that provides it`);
      return filled.value;
    },
  };
}

/** What happened, told to every module that listens, one after another, each awaited. */
export type Listeners<Args extends unknown[]> = {
  listen(listener: (...args: Args) => Promise<unknown> | unknown): void;
  tell(...args: Args): Promise<void>;
};

export function listeners<Args extends unknown[]>(): Listeners<Args> {
  const all: ((...args: Args) => Promise<unknown> | unknown)[] = [];
  return {
    listen(listener) {
      all.push(listener);
    },
    async tell(...args) {
      for (const listener of all) await listener(...args);
    },
  };
}
