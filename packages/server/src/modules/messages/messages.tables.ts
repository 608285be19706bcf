import { bigint, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { LetterContentType, LetterSenderRule } from '@fanzone/contract';

export const privateLetters = pgTable('private_letters', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  senderId: bigint('sender_id', { mode: 'bigint' }).notNull(),
  recipientId: bigint('recipient_id', { mode: 'bigint' }).notNull(),
  contentType: smallint('content_type').notNull().$type<LetterContentType>(),
  content: text('content').notNull(),
  extra: jsonb('extra').notNull().$type<{ width?: number; height?: number; poster?: string | null }>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const letterConversations = pgTable(
  'letter_conversations',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    otherUserId: bigint('other_user_id', { mode: 'bigint' }).notNull(),
    lastLetterId: bigint('last_letter_id', { mode: 'bigint' }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    readUpToId: bigint('read_up_to_id', { mode: 'bigint' }).notNull().default(0n),
    unreadCount: integer('unread_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.otherUserId] })],
);

export const letterSettings = pgTable('letter_settings', {
  userId: bigint('user_id', { mode: 'bigint' }).primaryKey(),
  whoCanMessageMe: text('who_can_message_me').notNull().$type<LetterSenderRule>(),
});
