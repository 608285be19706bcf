import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const notificationTypes = ['like', 'comment', 'system'] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const messageBadgeSchema = z.object({
  likeMessageCount: z.number().int().nonnegative(),
  commentMessageCount: z.number().int().nonnegative(),
  systemMessageCount: z.number().int().nonnegative(),
  /** Type of the newest unread notification; private letters count as system (spec §4). */
  latestUnreadType: notificationTypeSchema.nullable(),
});
export type MessageBadge = z.infer<typeof messageBadgeSchema>;

export const messagesApi = {
  badge: endpoint({
    method: 'GET',
    path: '/message/badge',
    summary: 'Unread like, comment and system notification counts',
    tag: 'messages',
    auth: 'required',
    data: messageBadgeSchema,
  }),
};

/** hasNewMsg of spec §4: any unread like, comment or system notification. */
export function hasNewMessage(badge: MessageBadge): boolean {
  return badge.likeMessageCount + badge.commentMessageCount + badge.systemMessageCount > 0;
}
