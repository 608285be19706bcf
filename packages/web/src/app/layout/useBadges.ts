import type { NotificationType } from '@fanzone/contract';
import { hasMeBadge, useAccountBadge, useMy } from '../../features/identity/queries.ts';
import { useMessageBadge } from '../../features/messages/queries.ts';
import { hasNewMessage } from '@fanzone/contract';

export type Badges = { message: boolean; me: boolean; messageTab: NotificationType };

/** The red dots of Message and Me; only fetched (every minute) for a logged-in member. */
export function useBadges(): Badges {
  const my = useMy();
  const account = useAccountBadge(my !== null).data;
  const messages = useMessageBadge(my !== null).data;
  return {
    message: my !== null && messages !== undefined && hasNewMessage(messages),
    me: my !== null && account !== undefined && hasMeBadge(account),
    // The message page opens on the newest unread kind; system by default (spec §4).
    messageTab: messages?.latestUnreadType ?? 'system',
  };
}
