/** A small cookie jar for driving the app through `inject` the way a browser would. */
type StoredCookie = { name: string; value: string; path: string };

export class CookieJar {
  private cookies: StoredCookie[] = [];

  /** Stores the Set-Cookie headers of a response; expired ones are removed. */
  store(setCookie: string | string[] | undefined) {
    for (const header of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        const lower = key.trim().toLowerCase();
        if (lower === 'path') path = attributeValue.trim() || '/';
        if (lower === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (lower === 'expires' && new Date(attributeValue).getTime() < Date.now()) expired = true;
      }
      this.cookies = this.cookies.filter((cookie) => !(cookie.name === name && cookie.path === path));
      if (!expired) this.cookies.push({ name, value, path });
    }
  }

  /** The Cookie header a browser would send to `pathname`. */
  headerFor(pathname: string): string | undefined {
    const matching = this.cookies.filter(
      (cookie) =>
        pathname === cookie.path ||
        pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
    );
    return matching.length
      ? matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
      : undefined;
  }

  get(name: string): string | undefined {
    return this.cookies.find((cookie) => cookie.name === name)?.value;
  }

  clear() {
    this.cookies = [];
  }
}
