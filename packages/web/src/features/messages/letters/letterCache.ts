import type { ChatMessage } from '@fanzone/contract';
import type { QueryClient } from '@tanstack/react-query';
import { messagesKeys } from '../keys.ts';
import type { ConversationLetters } from './chatTimeline.ts';
import { mergeLetters } from './chatTimeline.ts';

/**
 * Puts letters into a conversation this tab holds (a socket event, a sent letter). They do not move
 * its sync mark (see ConversationLetters). A conversation still loading is loaded again, so a letter
 * that came while its first page was on the way is not lost. Apart from the letters' queries so the
 * shell's socket handler carries none of the chat's code.
 */
export function addLetters(queryClient: QueryClient, otherUserId: string, letters: readonly ChatMessage[]) {
  const key = messagesKeys.conversation(otherUserId);
  if (!queryClient.getQueryData(key) && queryClient.isFetching({ queryKey: key })) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<ConversationLetters>(key, (held) =>
    held ? { ...held, letters: mergeLetters(held.letters, letters) } : held,
  );
}
