/** Web storage that never throws (blocked storage in private modes behaves as empty). */
function safe(getStorage: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return getStorage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        getStorage().setItem(key, value);
      } catch {
        // Storage refused (quota or privacy mode): the value lives only for this page.
      }
    },
  };
}

/**
 * The server draws every page as for a browser that has stored nothing (the browser's takeover then
 * reads what it has). Asking `window` there would throw and be caught on every read, several a page.
 */
const nothingStored: ReturnType<typeof safe> = { get: () => null, set: () => undefined };

export const local = import.meta.env.SSR ? nothingStored : safe(() => window.localStorage);
export const session = import.meta.env.SSR ? nothingStored : safe(() => window.sessionStorage);
