import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationType } from '@fanzone/contract';

/** A line in a member's message centre: written here, read by the message centre (messages/). */
export const notifications = pgTable('notifications', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  type: text('type').notNull().$type<NotificationType>(),
  kind: text('kind').notNull().$type<NotificationKind>(),
  actorId: bigint('actor_id', { mode: 'bigint' }),
  /** The post the notification is about, if any: lists and the badge show only posts the member may see. */
  postId: bigint('post_id', { mode: 'bigint' }),
  commentId: bigint('comment_id', { mode: 'bigint' }),
  /** Others who did the same (grouped likes). */
  othersCount: integer('others_count').notNull().default(0),
  /** What the line quotes: `subject` (a title or name) and `excerpt`. */
  body: jsonb('body').notNull().$type<Record<string, unknown>>().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
});
