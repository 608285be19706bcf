import { queryOptions, useQuery } from '@tanstack/react-query';
import type { checkInApi } from '@fanzone/contract';
import { checkInCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';

/** The check-in calls; only check-in's own (lazy) chunks carry them. */
export const checkInEndpoints = refs<typeof checkInApi>(checkInCalls);

/** Query keys of the check-in domain. */
export const checkInKeys = {
  all: ['checkIn'] as const,
  status: () => [...checkInKeys.all, 'status'] as const,
  history: (start: number, end: number) => [...checkInKeys.all, 'history', start, end] as const,
};

/** The member's check-in status (only asked for when logged in). */
export function checkInStatusQueryOptions() {
  return queryOptions({
    queryKey: checkInKeys.status(),
    queryFn: ({ signal }) => fetchData(checkInEndpoints.status, { signal }),
    staleTime: 60_000,
  });
}

export function useCheckInStatus(enabled: boolean) {
  return useQuery({ ...checkInStatusQueryOptions(), enabled });
}
