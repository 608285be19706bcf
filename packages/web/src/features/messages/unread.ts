import type { MessageBadge, NotificationType } from '@fanzone/contract';

/**
 * LOCAL COPY of the contract's `hasNewMessage` (spec §4: any unread like, comment or system notice).
 * The contract keeps it in `api/messages.ts` next to zod schemas whose construction the bundler cannot
 * drop, so importing it would put zod (~24 KB gzip) into the first view. `unread.test.ts` checks that
 * both agree; switch back once the contract moves the helper into a zod-free module.
 */
export function hasNewMessage(badge: MessageBadge): boolean {
  return badge.likeMessageCount + badge.commentMessageCount + badge.systemMessageCount > 0;
}

/** The message page's tabs, system first by default (spec §4); mirrors the contract's `notificationTypes`. */
export const messageTabs = ['like', 'comment', 'system'] as const satisfies readonly NotificationType[];
