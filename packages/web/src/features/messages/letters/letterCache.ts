import type { ChatMessage } from '@fanzone/contract';
import type { QueryClient } from '@tanstack/react-query';
import { messagesKeys } from '../keys.ts';
import type { ConversationLetters } from './chatTimeline.ts';
import { mergeLetters } from './chatTimeline.ts';

/**
 * Puts letters into a conversation this tab holds (a socket event, a sent letter, a resync). Apart
 * from the letters' queries so the shell's socket handler carries none of the chat's code.
 */
export function addLetters(queryClient: QueryClient, otherUserId: string, letters: readonly ChatMessage[]) {
  queryClient.setQueryData<ConversationLetters>(messagesKeys.conversation(otherUserId), (held) =>
    held ? { ...held, letters: mergeLetters(held.letters, letters) } : held,
  );
}
