/**
 * What PostgreSQL can store of a request's values, as one rule for every call: it refuses a NUL
 * character in text and in jsonb, refuses a lone UTF-16 surrogate in jsonb (and text would silently
 * get U+FFFD in its place), and a value nested deeper than any form needs only costs the server
 * stack. The server checks every body, query and path parameter with it before the call's own
 * schema; the web may ask it before sending.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL stores as it is: no NUL character, no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

export type UnstorableInput = { path: string; problem: 'text' | 'depth' };

/**
 * The first place in `value` that cannot be stored: a string (or an object's key) that is not
 * storable text, or nesting deeper than `maxDepth`. Walked without recursion, so no input can
 * exhaust the stack. `path` is dotted (`data.options.2.label`); null when everything can be stored.
 */
export function findUnstorableInput(value: unknown, maxDepth: number): UnstorableInput | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (pending.length) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (!isStorableText(next.value)) return { path: next.path, problem: 'text' };
    } else if (next.value !== null && typeof next.value === 'object') {
      if (next.depth >= maxDepth) return { path: next.path, problem: 'depth' };
      for (const [key, child] of Object.entries(next.value)) {
        if (!isStorableText(key)) return { path: next.path, problem: 'text' };
        pending.push({ value: child, path: at(next.path, key), depth: next.depth + 1 });
      }
    }
  }
  return null;
}
