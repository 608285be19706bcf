import type { Conversation, LetterSettings, privateLettersApi, SendLetterInput } from '@fanzone/contract';
import { privateLettersCalls } from '@fanzone/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, fetchData } from '../../../platform/api.ts';
import { refs } from '../../../platform/endpoints.ts';
import type { Paging } from '../../../platform/paging.ts';
import { nextCursor, pagingOf } from '../../../platform/paging.ts';
import { useRealtimeState } from '../../realtime/realtimeState.ts';
import { messagesKeys } from '../keys.ts';
import type { ConversationLetters } from './chatTimeline.ts';
import { mergeLetters } from './chatTimeline.ts';
import { addLetters } from './letterCache.ts';

const lettersEndpoints = refs<typeof privateLettersApi>(privateLettersCalls);
/** How often an open conversation and the list are asked while the socket is away. */
const pollWhileOfflineMs = 5_000;

const usePollWhileOffline = () => (useRealtimeState() === 'ready' ? false : pollWhileOfflineMs);

type ConversationPage = { conversations: Conversation[] } & Paging;

/** The member's conversations, latest first. */
export function useConversations() {
  const refetchInterval = usePollWhileOffline();
  return useInfiniteQuery({
    queryKey: messagesKeys.conversations(),
    queryFn: async ({ pageParam, signal }): Promise<ConversationPage> => {
      const result = await callApi(lettersEndpoints.conversations, { query: { cursor: pageParam }, signal });
      return { conversations: result.data, ...pagingOf(result) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => nextCursor(page),
    refetchInterval,
  });
}

/**
 * Letters newer than the last one this tab holds, merged in: what a reconnect (or polling) catches
 * up on. A conversation not loaded yet loads its latest page instead.
 */
export async function resyncConversation(queryClient: QueryClient, otherUserId: string) {
  const key = messagesKeys.conversation(otherUserId);
  const held = queryClient.getQueryData<ConversationLetters>(key);
  const last = held?.letters.at(-1);
  if (!held || !last) {
    await queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  let after = last.idString;
  for (;;) {
    const result = await callApi(lettersEndpoints.newer, {
      params: { userId: otherUserId },
      query: { messageId: after },
    });
    addLetters(queryClient, otherUserId, result.data);
    if (!result.page?.hasMore || !result.data.length) return;
    after = result.data.at(-1)!.idString;
  }
}

/** A conversation's latest letters; older ones load upwards (`useOlderLetters`). */
export function useConversation(otherUserId: string) {
  const queryClient = useQueryClient();
  const refetchInterval = usePollWhileOffline();
  return useQuery({
    queryKey: messagesKeys.conversation(otherUserId),
    queryFn: async ({ signal }): Promise<ConversationLetters> => {
      const held = queryClient.getQueryData<ConversationLetters>(messagesKeys.conversation(otherUserId));
      // Held already: catch up from the last letter rather than reload what is on screen.
      if (held?.letters.length) {
        await resyncConversation(queryClient, otherUserId);
        return queryClient.getQueryData<ConversationLetters>(messagesKeys.conversation(otherUserId))!;
      }
      const result = await callApi(lettersEndpoints.history, {
        params: { userId: otherUserId },
        query: {},
        signal,
      });
      return { letters: result.data, hasOlder: result.page?.hasMore ?? false };
    },
    refetchInterval,
    staleTime: Infinity,
  });
}

/** Loads the page of letters before the oldest one held. */
export function useOlderLetters(otherUserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const key = messagesKeys.conversation(otherUserId);
      const oldest = queryClient.getQueryData<ConversationLetters>(key)?.letters[0];
      const result = await callApi(lettersEndpoints.history, {
        params: { userId: otherUserId },
        query: oldest ? { messageId: oldest.idString } : {},
      });
      queryClient.setQueryData<ConversationLetters>(key, (held) => ({
        letters: mergeLetters(held?.letters ?? [], result.data),
        hasOlder: result.page?.hasMore ?? false,
      }));
    },
  });
}

export function useSendLetter(otherUserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<SendLetterInput, 'otherUserId'>) =>
      fetchData(lettersEndpoints.send, { body: { ...input, otherUserId } }),
    onSuccess: (letter) => {
      addLetters(queryClient, otherUserId, [letter]);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
    },
    // The chat shows a refusal in the conversation itself (spec §4), not as a toast.
    meta: { silent: true },
  });
}

export function useWithdrawLetter(otherUserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => fetchData(lettersEndpoints.withdraw, { params: { messageId } }),
    onSuccess: (letter) => addLetters(queryClient, otherUserId, [letter]),
  });
}

/** Marks the conversation read; the red dots follow. */
export function useReadConversation(otherUserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchData(lettersEndpoints.markRead, { params: { userId: otherUserId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagesKeys.badge() });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
    },
    meta: { silent: true },
  });
}

/** Blocks the member from one's letters (the profile's block list); 'Block success'. */
export function useBlockFromLetters(otherUserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchData(lettersEndpoints.block, { params: { userId: otherUserId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() }),
  });
}

export function useLetterSettings(enabled: boolean) {
  return useQuery({
    queryKey: messagesKeys.letterSettings(),
    queryFn: ({ signal }) => fetchData(lettersEndpoints.settings, { signal }),
    enabled,
  });
}

export function useUpdateLetterSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LetterSettings) => fetchData(lettersEndpoints.updateSettings, { body: settings }),
    onSuccess: (settings) => queryClient.setQueryData(messagesKeys.letterSettings(), settings),
  });
}
