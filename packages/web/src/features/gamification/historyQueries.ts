import { useInfiniteQuery } from '@tanstack/react-query';
import type { CoinEntry, GrowthEntry } from '@fanzone/contract';
import { callApi } from '../../app/api.ts';
import type { Paging } from '../../app/paging.ts';
import { nextCursor, pagingOf } from '../../app/paging.ts';
import { gamificationKeys } from './keys.ts';
import { gamificationEndpoints } from './queries.ts';

/** The Coins ledger, newest first, in keyset pages. */
export function useCoinLedger() {
  return useInfiniteQuery({
    queryKey: gamificationKeys.points(),
    queryFn: async ({ pageParam, signal }): Promise<Paging & { items: CoinEntry[] }> => {
      const result = await callApi(gamificationEndpoints.points, { query: { cursor: pageParam }, signal });
      return { items: result.data, ...pagingOf(result) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => nextCursor(page),
    meta: { silent: true },
  });
}

/** The growth value history, newest first, in keyset pages. */
export function useGrowthHistory() {
  return useInfiniteQuery({
    queryKey: gamificationKeys.scores(),
    queryFn: async ({ pageParam, signal }): Promise<Paging & { items: GrowthEntry[] }> => {
      const result = await callApi(gamificationEndpoints.scores, { query: { cursor: pageParam }, signal });
      return { items: result.data, ...pagingOf(result) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => nextCursor(page),
    meta: { silent: true },
  });
}
