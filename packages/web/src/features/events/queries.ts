import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeliveryAddress,
  EventInput,
  EventStatus,
  eventOperatorApi,
  eventsApi,
} from '@fanzone/contract';
import { eventCalls, eventOperatorCalls } from '@fanzone/contract';
import { callApi, fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { gamificationKeys } from '../gamification/keys.ts';

// Declared beside the competition page and the console's events section, their only users.
const eventEndpoints = refs<typeof eventsApi>(eventCalls);
const operatorEndpoints = refs<typeof eventOperatorApi>(eventOperatorCalls);

export const eventKeys = {
  all: ['events'] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
  ranking: (id: string) => [...eventKeys.all, 'ranking', id] as const,
  myPosts: (id: string) => [...eventKeys.all, 'my-posts', id] as const,
  operators: () => [...eventKeys.all, 'operators'] as const,
  awards: (id: string) => [...eventKeys.all, 'operators', 'awards', id] as const,
};

/** The ranking is live: likes arrive while the page is open, so it refreshes every half minute. */
const rankingRefreshMs = 30_000;

export function eventOptions(id: string) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => fetchData(eventEndpoints.detail, { params: { id }, signal }),
    retry: false,
  });
}

export function useEvent(id: string) {
  return useQuery(eventOptions(id));
}

export function eventRankingOptions(id: string) {
  return queryOptions({
    queryKey: eventKeys.ranking(id),
    queryFn: ({ signal }) => fetchData(eventEndpoints.ranking, { params: { id }, signal }),
  });
}

export function useEventRanking(id: string, enabled: boolean) {
  return useQuery({ ...eventRankingOptions(id), enabled, refetchInterval: rankingRefreshMs });
}

/**
 * The member's posts to enter are written on the publish screen the entry panel links to, so the
 * list is read afresh whenever the panel shows again (the app's minute of staleness would hide the
 * story just published when the member comes back).
 */
export function useMyEventPosts(id: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.myPosts(id),
    queryFn: ({ signal }) => fetchData(eventEndpoints.myPosts, { params: { id }, signal }),
    enabled,
    staleTime: 0,
  });
}

/** A change to the member's part: the event, its ranking and their posts to enter are fresh again. */
function useEventChange<Input>(id: string, run: (input: Input) => Promise<unknown>, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    ...(silent ? { meta: { silent: true } } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useJoinEvent(id: string) {
  // The join panel shows the refusal under its checkbox: no toast on top of it.
  return useEventChange(
    id,
    (privacyAccepted: boolean) =>
      fetchData(eventEndpoints.join, { params: { id }, body: { privacyAccepted } }),
    true,
  );
}

export function useEnterPost(id: string) {
  return useEventChange(id, (postId: string) =>
    fetchData(eventEndpoints.enter, { params: { id }, body: { postId } }),
  );
}

export function useSaveDeliveryAddress(id: string) {
  return useEventChange(
    id,
    (address: DeliveryAddress) =>
      fetchData(eventEndpoints.deliveryAddress, { params: { id }, body: address }),
    true,
  );
}

/**
 * Marks the member's new awards seen: the answer's completions reach the congratulation popup
 * through the API client (medal and Coins), and the rewards' queries follow.
 */
export function useSeeAwards(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(eventEndpoints.seeAwards, { params: { id } }),
    meta: { silent: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: eventKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: gamificationKeys.all });
    },
  });
}

// Operators' console.

export function useOperatorEvents() {
  return useQuery({
    queryKey: eventKeys.operators(),
    queryFn: ({ signal }) => fetchData(operatorEndpoints.list, { signal }),
  });
}

export function useEventAwards(id: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.awards(id),
    queryFn: ({ signal }) => fetchData(operatorEndpoints.awards, { params: { id }, signal }),
    enabled,
  });
}

function useOperatorChange<Input, Answer>(run: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useSaveEvent(id: string | null) {
  return useOperatorChange((input: EventInput) =>
    id
      ? fetchData(operatorEndpoints.update, { params: { id }, body: input })
      : fetchData(operatorEndpoints.create, { body: input }),
  );
}

export function useSetEventStatus(id: string) {
  return useOperatorChange((status: EventStatus) =>
    fetchData(operatorEndpoints.setStatus, { params: { id }, body: { status } }),
  );
}

export function useAnnounceEvent(id: string) {
  return useOperatorChange(() => fetchData(operatorEndpoints.announce, { params: { id } }));
}
