/** Where the API lives, on the same origin as the pages (spec §7). */
export const apiBase = '/api';

/**
 * `/account/country/:code` + `{code:'IN'}` → `/api/account/country/IN?…`: the one way a call's URL is
 * written, by the web client and by the server answering a page's first calls in the page itself, so
 * both write the same URL for the same call. Query values keep the order given; absent ones are left
 * out; arrays repeat the key.
 */
export function callUrl(path: string, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const queryString = search.toString();
  return `${apiBase}${filled}${queryString ? `?${queryString}` : ''}`;
}

/** A call's URL read back: its path parameters, decoded, and its query. */
export type MatchedCall = { params: Record<string, string>; query: URLSearchParams };

/**
 * The reverse of `callUrl`, compiled once for a call's path: `match` gives the parameters and query
 * of a URL of that call (`/api/forum/7/posts?sort=reply` on `/forum/:id/posts` →
 * `{ params: { id: '7' }, query }`), else undefined. `parameters` counts the path's parameters, so a
 * caller holding several paths can prefer a static segment over a parameter, as a router does.
 */
export function callUrlMatcher(path: string): {
  parameters: number;
  match: (url: string) => MatchedCall | undefined;
} {
  const names: string[] = [];
  const pattern = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/?]+)';
    })
    .join('/');
  const regex = new RegExp(`^${apiBase}${pattern}(?:\\?(.*))?$`);
  return {
    parameters: names.length,
    match(url) {
      const found = regex.exec(url);
      if (!found) return undefined;
      const params: Record<string, string> = {};
      try {
        names.forEach((name, index) => {
          params[name] = decodeURIComponent(found[index + 1]!);
        });
      } catch {
        return undefined; // broken percent-encoding names no call
      }
      return { params, query: new URLSearchParams(found[names.length + 1] ?? '') };
    },
  };
}
