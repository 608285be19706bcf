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
import { catchUpAfter, mergeLetters } from './chatTimeline.ts';
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
 * Letters after `start` (the tab's sync mark, or earlier for letters still withdrawable), merged in:
 * what a reconnect (or polling) catches up on.
 */
async function catchUp(queryClient: QueryClient, otherUserId: string, start: string) {
  const key = messagesKeys.conversation(otherUserId);
  let after = start;
  for (;;) {
    const result = await callApi(lettersEndpoints.newer, {
      params: { userId: otherUserId },
      query: { messageId: after },
    });
    if (result.data.length) after = result.data.at(-1)!.idString;
    const syncedUpTo = after;
    queryClient.setQueryData<ConversationLetters>(key, (current) =>
      current
        ? {
            ...current,
            letters: mergeLetters(current.letters, result.data),
            syncedUpTo: laterId(current.syncedUpTo, syncedUpTo),
          }
        : current,
    );
    if (!result.page?.hasMore || !result.data.length) return;
  }
}

const laterId = (a: string | null, b: string) => (a !== null && BigInt(a) > BigInt(b) ? a : b);

/** A conversation's latest letters; older ones load upwards (`useOlderLetters`). */
export function useConversation(otherUserId: string) {
  const queryClient = useQueryClient();
  const refetchInterval = usePollWhileOffline();
  return useQuery({
    queryKey: messagesKeys.conversation(otherUserId),
    queryFn: async ({ signal }): Promise<ConversationLetters> => {
      const key = messagesKeys.conversation(otherUserId);
      const held = queryClient.getQueryData<ConversationLetters>(key);
      // Held already: catch up rather than reload what is on screen.
      const start = held?.letters.length ? catchUpAfter(held, Date.now()) : null;
      if (start !== null) {
        await catchUp(queryClient, otherUserId, start);
        return queryClient.getQueryData<ConversationLetters>(key)!;
      }
      const result = await callApi(lettersEndpoints.history, {
        params: { userId: otherUserId },
        query: {},
        signal,
      });
      return {
        // Letters the socket or this tab added to an empty conversation stay until the page has them.
        letters: mergeLetters(held?.letters ?? [], result.data),
        hasOlder: result.page?.hasMore ?? false,
        syncedUpTo: result.data.at(-1)?.idString ?? null,
      };
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
        syncedUpTo: held?.syncedUpTo ?? null,
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
