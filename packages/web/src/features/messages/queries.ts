import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../platform/api.ts';
import { messagesEndpoints } from '../../platform/endpoints.ts';
import { badgeRefetchMs } from '../identity/queries.ts';

/** Query keys of the messages domain. */
export const messagesKeys = {
  all: ['messages'] as const,
  badge: () => [...messagesKeys.all, 'badge'] as const,
};

export function useMessageBadge(enabled: boolean) {
  return useQuery({
    queryKey: messagesKeys.badge(),
    queryFn: ({ signal }) => fetchData(messagesEndpoints.badge, { signal }),
    enabled,
    refetchInterval: badgeRefetchMs,
    staleTime: badgeRefetchMs / 2,
    meta: { silent: true },
  });
}
