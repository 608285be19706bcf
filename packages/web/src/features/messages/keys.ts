import type { NotificationType } from '@fanzone/contract';

/** Query keys of the messages domain: the badge, the message centre's tabs and private letters. */
export const messagesKeys = {
  all: ['messages'] as const,
  badge: () => [...messagesKeys.all, 'badge'] as const,
  notifications: (type: NotificationType) => [...messagesKeys.all, 'notifications', type] as const,
  letters: () => [...messagesKeys.all, 'letters'] as const,
  conversations: () => [...messagesKeys.letters(), 'conversations'] as const,
  conversation: (otherUserId: string) => [...messagesKeys.letters(), 'conversation', otherUserId] as const,
  letterSettings: () => [...messagesKeys.letters(), 'settings'] as const,
};
