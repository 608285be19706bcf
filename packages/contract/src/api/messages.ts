import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { messagesCalls } from './calls.ts';
import { notificationTypes } from '../notifications.ts';

export const notificationTypeSchema = z.enum(notificationTypes);

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
    ...messagesCalls.badge,
    summary: 'Unread like, comment and system notification counts',
    tag: 'messages',
    data: messageBadgeSchema,
  }),
};
