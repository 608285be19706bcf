import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import { messagesCalls } from './calls.ts';
import { notificationKindNames, notificationTypes } from '../notifications.ts';

export const notificationTypeSchema = z.enum(notificationTypes);

export const messageBadgeSchema = z.object({
  likeMessageCount: z.number().int().nonnegative(),
  commentMessageCount: z.number().int().nonnegative(),
  systemMessageCount: z.number().int().nonnegative(),
  /** Unread private letters, over all conversations (0 where private letters are off). */
  letterCount: z.number().int().nonnegative(),
  /** Type of the newest unread notification; a private letter counts as system (spec §4). */
  latestUnreadType: notificationTypeSchema.nullable(),
});
export type MessageBadge = z.infer<typeof messageBadgeSchema>;

/** The member a notification or letter names. */
export const actorSchema = z.object({ id: idString, username: z.string(), avatar: z.string() });
export type Actor = z.infer<typeof actorSchema>;

/** One line of the message centre. */
export const notificationSchema = z.object({
  id: idString,
  type: notificationTypeSchema,
  kind: z.enum(notificationKindNames as [string, ...string[]]),
  /** Who did it (the latest, for grouped likes); null for the community's own messages. */
  actor: actorSchema.nullable(),
  /** How many others did the same since the member last read it ("and 12 others"). */
  othersCount: z.number().int().nonnegative(),
  postId: idString.nullable(),
  /** A comment link opens the post at that comment. */
  commentId: idString.nullable(),
  /** What the line is about: the post's title, the medal's or mission's name. */
  subject: z.string().nullable(),
  /** A few words of the comment, or the reason a moderator gave. */
  excerpt: z.string().nullable(),
  createdAt: unixSeconds,
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const messagesApi = {
  badge: endpoint({
    ...messagesCalls.badge,
    summary: 'Unread like, comment and system notification counts, and unread private letters',
    tag: 'messages',
    data: messageBadgeSchema,
  }),
  list: endpoint({
    ...messagesCalls.list,
    summary: 'One tab of the message centre, newest first (keyset pages); system by default',
    tag: 'messages',
    query: z.object({
      type: notificationTypeSchema.default('system'),
      cursor: z.string().max(100).optional(),
    }),
    data: z.array(notificationSchema),
  }),
  markRead: endpoint({
    ...messagesCalls.markRead,
    summary: 'Mark one notification read',
    tag: 'messages',
    params: z.object({ id: idString }),
    data: messageBadgeSchema,
  }),
  markAllRead: endpoint({
    ...messagesCalls.markAllRead,
    summary: 'Mark a tab (or, without a type, every tab) read, up to the newest notification seen',
    tag: 'messages',
    body: z.object({ type: notificationTypeSchema.optional(), upToId: idString.optional() }),
    data: messageBadgeSchema,
  }),
};
