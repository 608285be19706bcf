import type { QueryClient } from '@tanstack/react-query';
import { appKeyQueryOptions } from './queries.ts';

/** `${loginUrl}?url=<return path>` (or `&url=` when the provider's address has a query already). */
export function withReturnUrl(base: string, returnPath: string): string {
  return `${base}${base.includes('?') ? '&' : '?'}url=${encodeURIComponent(returnPath)}`;
}

export function currentReturnPath(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  return `${location.pathname}${location.search}`;
}

/**
 * Log in / Register: a full-page navigation to the account provider, which comes back to
 * `/api/auth/callback-login?url=…` and then to the page the visitor was on (ARCHITECTURE §6).
 */
export async function startLogin(
  queryClient: QueryClient,
  screen: 'login' | 'register' = 'login',
): Promise<void> {
  try {
    const entry = await queryClient.fetchQuery(appKeyQueryOptions());
    window.location.assign(
      withReturnUrl(screen === 'login' ? entry.loginUrl : entry.registerUrl, currentReturnPath()),
    );
  } catch {
    // The query cache has already shown the error toast.
  }
}
