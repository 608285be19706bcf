import type { QueryClient } from '@tanstack/react-query';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoinEntry, GrowthEntry, MissionAward } from '@fanzone/contract';
import { callApi, fetchData } from '../../app/api.ts';
import { gamificationEndpoints } from '../../app/endpoints.ts';
import type { Paging } from '../../app/paging.ts';
import { nextCursor, pagingOf } from '../../app/paging.ts';
import { isUserId } from '../social/socialState.ts';
import { identityKeys } from '../identity/queries.ts';
import { gamificationKeys } from './keys.ts';

export { gamificationKeys };

/** The member's missions with progress in the current day, week or for good. */
export function useMyMissions() {
  return useQuery({
    queryKey: gamificationKeys.missions(),
    queryFn: ({ signal }) => fetchData(gamificationEndpoints.myMissions, { signal }),
    meta: { silent: true },
  });
}

/** Level, growth value, Coins with the next expiry, make-up cards. */
export function useRewardSummary() {
  return useQuery({
    queryKey: gamificationKeys.summary(),
    queryFn: ({ signal }) => fetchData(gamificationEndpoints.summary, { signal }),
    meta: { silent: true },
  });
}

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

/** The medal catalogue, with the viewer's own. */
export function useMedals() {
  return useQuery({
    queryKey: gamificationKeys.medals(),
    queryFn: ({ signal }) => fetchData(gamificationEndpoints.medals, { signal }),
    meta: { silent: true },
  });
}

/** The medals a member holds; an id that cannot be a member is not asked for. */
export function useMemberMedals(id: string) {
  return useQuery({
    queryKey: gamificationKeys.memberMedals(id),
    queryFn: ({ signal }) => fetchData(gamificationEndpoints.memberMedals, { params: { id }, signal }),
    enabled: isUserId(id),
    meta: { silent: true },
  });
}

/** After any claim, taken or refused: the Me red dot, missions, standing, ledgers and medals are asked again. */
export function refreshRewards(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: identityKeys.badge() });
  void queryClient.invalidateQueries({ queryKey: gamificationKeys.all });
}

/** Claims a finished mission's reward; callers say what happened (the error toast is theirs). */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (missionId: string): Promise<MissionAward> =>
      fetchData(gamificationEndpoints.award, { body: { id: missionId } }),
    meta: { silent: true },
    // The Me red dot goes out at once when this was the last reward waiting.
    onSuccess: () =>
      queryClient.setQueryData<{ waitAwardMissionCount: number }>(identityKeys.badge(), (badge) =>
        badge ? { ...badge, waitAwardMissionCount: Math.max(0, badge.waitAwardMissionCount - 1) } : badge,
      ),
    onSettled: () => refreshRewards(queryClient),
  });
}

/** Starts the brand page task: a ticket and how long to browse. */
export function startBrowseTask(signal: AbortSignal) {
  return fetchData(gamificationEndpoints.browseStart, { signal });
}

/** Finishes the brand page task; the answer's `completeMission` reaches the popup by itself. */
export function finishBrowseTask(ticket: string, signal: AbortSignal) {
  return fetchData(gamificationEndpoints.browseFinish, { body: { ticket }, signal });
}
