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

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);
