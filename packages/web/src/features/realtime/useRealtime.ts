import type { RealtimeEvent } from '@fanzone/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messagesKeys } from '../messages/keys.ts';
import { addLetters } from '../messages/letters/letterCache.ts';
import { openRealtimeSocket } from './realtimeSocket.ts';
import { setRealtimeState } from './realtimeState.ts';

/**
 * Keeps the member's socket open while they are signed in, and turns each event into the query
 * cache's change: a letter goes into its conversation, a count into the badge. On `ready` (a first
 * connect or a reconnect) everything the socket feeds is asked again, so nothing sent while it was
 * away is missed.
 */
export function useRealtime(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    return openRealtimeSocket({
      onEvent: (event) => applyEvent(queryClient, event),
      onState: setRealtimeState,
    });
  }, [signedIn, queryClient]);
}

function applyEvent(queryClient: QueryClient, event: RealtimeEvent) {
  switch (event.type) {
    case 'ready':
      // Resync: the open conversations catch up from their last letter (useConversation's queryFn).
      void queryClient.invalidateQueries({ queryKey: messagesKeys.all });
      return;
    case 'letter.new':
    case 'letter.withdrawn':
      addLetters(queryClient, event.otherUserId, [event.letter]);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.badge() });
      return;
    case 'notification.new':
      void queryClient.invalidateQueries({ queryKey: messagesKeys.badge() });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.notifications(event.notificationType) });
      return;
    case 'badge.changed':
      queryClient.setQueryData(messagesKeys.badge(), event.badge);
      return;
  }
}
