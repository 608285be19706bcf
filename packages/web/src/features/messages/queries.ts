import type { MessageBadge, Notification, NotificationType } from '@fanzone/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi, fetchData } from '../../platform/api.ts';
import { messagesEndpoints } from '../../platform/endpoints.ts';
import type { Paging } from '../../platform/paging.ts';
import { nextCursor, pagingOf } from '../../platform/paging.ts';
import { badgeRefetchMs } from '../identity/queries.ts';
import { useRealtimeState } from '../realtime/realtimeState.ts';
import { messagesKeys } from './keys.ts';

export { messagesKeys };

/**
 * Unread counts behind the Message red dot. Live over the socket (each event refreshes it); while
 * the socket is away it is polled, as it always was.
 */
/** The Message red dot's unread counts (a member's only). */
export function messageBadgeQueryOptions() {
  return queryOptions({
    queryKey: messagesKeys.badge(),
    queryFn: ({ signal }) => fetchData(messagesEndpoints.badge, { signal }),
    staleTime: badgeRefetchMs / 2,
    meta: { silent: true },
  });
}

export function useMessageBadge(enabled: boolean) {
  const live = useRealtimeState() === 'ready';
  return useQuery({ ...messageBadgeQueryOptions(), enabled, refetchInterval: live ? false : badgeRefetchMs });
}

type NotificationPage = { notifications: Notification[] } & Paging;

/** One tab of the message centre, newest first, a page at a time. */
export function useNotifications(type: NotificationType) {
  return useInfiniteQuery(notificationsOptions(type));
}

/** A tab of the message centre: its notifications, newest first, in keyset pages. */
export function notificationsOptions(type: NotificationType) {
  return infiniteQueryOptions({
    queryKey: messagesKeys.notifications(type),
    queryFn: async ({ pageParam, signal }): Promise<NotificationPage> => {
      const result = await callApi(messagesEndpoints.list, { query: { type, cursor: pageParam }, signal });
      return { notifications: result.data, ...pagingOf(result) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => nextCursor(page),
  });
}

/** The server answers each read with the counts left: the red dots follow at once. */
function useBadgeAnswer() {
  const queryClient = useQueryClient();
  return (badge: MessageBadge) => {
    queryClient.setQueryData(messagesKeys.badge(), badge);
    void queryClient.invalidateQueries({ queryKey: [...messagesKeys.all, 'notifications'] });
  };
}

/** Marks a tab read up to the newest line the member has seen (or, with no type, every tab). */
export function useMarkNotificationsRead() {
  const settle = useBadgeAnswer();
  return useMutation({
    mutationFn: (scope: { type?: NotificationType; upToId?: string }) =>
      fetchData(messagesEndpoints.markAllRead, { body: scope }),
    onSuccess: settle,
    meta: { silent: true },
  });
}

export function useMarkNotificationRead() {
  const settle = useBadgeAnswer();
  return useMutation({
    mutationFn: (id: string) => fetchData(messagesEndpoints.markRead, { params: { id } }),
    onSuccess: settle,
    meta: { silent: true },
  });
}
