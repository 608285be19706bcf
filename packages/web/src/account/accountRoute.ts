/** Which account provider page this address is (no router: there are two). */
export function accountRoute(pathname: string, search: string) {
  const login = /^\/idp\/login\/([^/]+)\/?$/.exec(pathname);
  if (login?.[1]) {
    const screen: 'login' | 'register' =
      new URLSearchParams(search).get('screen') === 'register' ? 'register' : 'login';
    return { page: 'login' as const, uid: decodeURIComponent(login[1]), screen };
  }
  if (/^\/idp\/account\/?$/.test(pathname)) return { page: 'account' as const };
  return { page: 'unknown' as const };
}
