import { useInfiniteQuery } from '@tanstack/react-query';
import type { CoinEntry, GrowthEntry } from '@fanzone/contract';
import type { ApiResult } from '../../platform/api.ts';
import { callApi } from '../../platform/api.ts';
import type { Paging } from '../../platform/paging.ts';
import { nextCursor, pagingOf } from '../../platform/paging.ts';
import { gamificationKeys } from './keys.ts';
import { gamificationEndpoints } from './queries.ts';

/** A keyset-paged history, newest first: each page's rows with the envelope's paging. */
function pagedHistory<T>(
  queryKey: readonly unknown[],
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<ApiResult<T[]>>,
) {
  return {
    queryKey,
    queryFn: async ({
      pageParam,
      signal,
    }: {
      pageParam: string | undefined;
      signal: AbortSignal;
    }): Promise<Paging & { items: T[] }> => {
      const result = await fetchPage(pageParam, signal);
      return { items: result.data, ...pagingOf(result) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: Paging) => nextCursor(page),
    meta: { silent: true },
  };
}

export const coinLedgerOptions = () =>
  pagedHistory<CoinEntry>(gamificationKeys.points(), (cursor, signal) =>
    callApi(gamificationEndpoints.points, { query: { cursor }, signal }),
  );

/** The Coins ledger, newest first, in keyset pages. */
export function useCoinLedger() {
  return useInfiniteQuery(coinLedgerOptions());
}

export const growthHistoryOptions = () =>
  pagedHistory<GrowthEntry>(gamificationKeys.scores(), (cursor, signal) =>
    callApi(gamificationEndpoints.scores, { query: { cursor }, signal }),
  );

/** The growth value history, newest first, in keyset pages. */
export function useGrowthHistory() {
  return useInfiniteQuery(growthHistoryOptions());
}
