import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { reportApiError } from './errors.ts';

/** Queries and mutations may opt out of the error toast (they show the problem themselves). */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Client errors (4xx) are answers, not hiccups: retrying them would only repeat the toast. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.httpStatus < 500) return false;
  return failureCount < 1;
}

/**
 * One per app start in the browser, one per page on the server. Only the browser reports errors
 * (its toasts are the reader's; a server render that meets one, a missing post, shows it in the page
 * itself) and retries a failed call.
 */
export function createQueryClient({ onServer = false }: { onServer?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!onServer && !query.meta?.silent) reportApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) reportApiError(error);
      },
    }),
    defaultOptions: {
      // The server never waits to try again: the page is sent with what it has, and the browser asks.
      queries: { retry: onServer ? false : shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
