import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationType } from '@fanzone/contract';

export const notifications = pgTable('notifications', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  type: text('type').notNull().$type<NotificationType>(),
  actorId: bigint('actor_id', { mode: 'bigint' }),
  /** The post the notification is about, if any: the badge counts only posts the member may see. */
  postId: bigint('post_id', { mode: 'bigint' }),
  body: jsonb('body').notNull().$type<Record<string, unknown>>().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
});
