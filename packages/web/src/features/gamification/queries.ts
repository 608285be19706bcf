import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MissionAward, gamificationApi } from '@fanzone/contract';
import { gamificationCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { identityKeys } from '../identity/queries.ts';
import { gamificationKeys } from './keys.ts';

export { gamificationKeys };

/** Missions, rewards, medals and the brand page task (the paged histories: `historyQueries.ts`). */
export const gamificationEndpoints = refs<typeof gamificationApi>(gamificationCalls);

/** Whether the member's missions are of type B (the check-in page's first view asks it). */
export function missionTypeOptions() {
  return queryOptions({
    queryKey: gamificationKeys.typeCount(),
    queryFn: ({ signal }) => fetchData(gamificationEndpoints.typeCount, { signal }),
    staleTime: 60_000,
  });
}

/** Whether missions finished on the check-in page announce '+N scores growth value' (spec §3 type B). */
export function useMissionTypeB(enabled: boolean): boolean {
  return useQuery({ ...missionTypeOptions(), enabled }).data?.isTypeB ?? false;
}

export function myMissionsOptions() {
  return queryOptions({
    queryKey: gamificationKeys.missions(),
    queryFn: ({ signal }) => fetchData(gamificationEndpoints.myMissions, { signal }),
    meta: { silent: true },
  });
}

/** The member's missions with progress in the current day, week or for good. */
export function useMyMissions() {
  return useQuery(myMissionsOptions());
}

export function rewardSummaryOptions() {
  return queryOptions({
    queryKey: gamificationKeys.summary(),
    queryFn: ({ signal }) => fetchData(gamificationEndpoints.summary, { signal }),
    meta: { silent: true },
  });
}

/** Level, growth value, Coins with the next expiry, make-up cards. */
export function useRewardSummary() {
  return useQuery(rewardSummaryOptions());
}

export function medalsOptions() {
  return queryOptions({
    queryKey: gamificationKeys.medals(),
    queryFn: ({ signal }) => fetchData(gamificationEndpoints.medals, { signal }),
    meta: { silent: true },
  });
}

/** The medal catalogue, with the viewer's own. */
export function useMedals() {
  return useQuery(medalsOptions());
}

export function memberMedalsOptions(id: string) {
  return queryOptions({
    queryKey: gamificationKeys.memberMedals(id),
    queryFn: ({ signal }) => fetchData(gamificationEndpoints.memberMedals, { params: { id }, signal }),
    meta: { silent: true },
  });
}

/** The medals a member holds (the profile page asks only for ids that can be members). */
export function useMemberMedals(id: string) {
  return useQuery(memberMedalsOptions(id));
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
