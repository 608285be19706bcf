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

/**
 * The reverse of `callUrl`: the parameters and query of `url` when it is a call of `path`, else
 * undefined. `/api/forum/7/posts?sort=reply` on `/forum/:id/posts` → `{ params: { id: '7' }, query }`.
 */
export function matchCallUrl(
  path: string,
  url: string,
): { params: Record<string, string>; query: URLSearchParams } | undefined {
  const [pathname = '', search = ''] = url.split('?');
  if (!pathname.startsWith(apiBase)) return undefined;
  const wanted = path.split('/');
  const given = pathname.slice(apiBase.length).split('/');
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (segment.startsWith(':')) {
      if (!value) return undefined;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (segment !== value) return undefined;
  }
  return { params, query: new URLSearchParams(search) };
}
