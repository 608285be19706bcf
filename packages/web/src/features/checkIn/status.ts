import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../app/api.ts';
import { checkInEndpoints } from '../../app/endpoints.ts';

// Apart from the other check-in calls: the header's red point needs only this in the first view.

/** Query keys of the check-in domain. */
export const checkInKeys = {
  all: ['checkIn'] as const,
  status: () => [...checkInKeys.all, 'status'] as const,
  history: (start: number, end: number) => [...checkInKeys.all, 'history', start, end] as const,
};

/** The member's check-in status (only asked for when logged in). */
export function useCheckInStatus(enabled: boolean) {
  return useQuery({
    queryKey: checkInKeys.status(),
    queryFn: ({ signal }) => fetchData(checkInEndpoints.status, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
