import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInStatus, MissionCompletion } from '@fanzone/contract';
import { callApi, fetchData } from '../../platform/api.ts';
import { identityKeys } from '../identity/queries.ts';
import { checkInEndpoints, checkInKeys } from './status.ts';

/** Day statuses from `start` to `end` (noon unix seconds), keyed by day noon. */
export function useCheckInHistory(range: { start: number; end: number } | null) {
  return useQuery({
    ...checkInHistoryOptions(range ?? { start: 0, end: 0 }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** The statuses of the days from `start` to `end` (the server's first view asks the calendar's month). */
export function checkInHistoryOptions(range: { start: number; end: number }) {
  return queryOptions({
    queryKey: checkInKeys.history(range.start, range.end),
    queryFn: ({ signal }) => fetchData(checkInEndpoints.history, { query: range, signal }),
  });
}

type CheckInAnswer = { status: CheckInStatus; completed: MissionCompletion[] };

function useCheckInWrite<Input>(write: (input: Input) => Promise<CheckInAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // Pages say what went wrong themselves (the make-up messages lead somewhere).
    meta: { silent: true },
    onSuccess: ({ status }) => {
      queryClient.setQueryData(checkInKeys.status(), status);
      void queryClient.invalidateQueries({ queryKey: [...checkInKeys.all, 'history'] });
      // Finished missions wait for their reward: the Me red dot.
      void queryClient.invalidateQueries({ queryKey: identityKeys.badge() });
    },
  });
}

/** Checks in today; the answer carries the missions it finished (the type-B notice). */
export function useCheckIn() {
  return useCheckInWrite(async () => {
    const { data, completeMission } = await callApi(checkInEndpoints.checkIn, {});
    return { status: data, completed: completeMission ?? [] };
  });
}

/** Makes up a missed day of this week, with the week's chance or, when asked, a card. */
export function useMakeUp() {
  return useCheckInWrite(async (input: { day: number; useCard: boolean }) => {
    const { data, completeMission } = await callApi(checkInEndpoints.makeUp, { body: input });
    return { status: data, completed: completeMission ?? [] };
  });
}
