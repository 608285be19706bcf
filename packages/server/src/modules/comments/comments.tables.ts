import type { UploadedImage } from '@fanzone/contract';
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const comments = pgTable('comments', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  postId: bigint('post_id', { mode: 'bigint' }).notNull(),
  authorId: bigint('author_id', { mode: 'bigint' }).notNull(),
  parentId: bigint('parent_id', { mode: 'bigint' }),
  replyToId: bigint('reply_to_id', { mode: 'bigint' }),
  replyToUserId: bigint('reply_to_user_id', { mode: 'bigint' }),
  content: text('content').notNull(),
  images: jsonb('images').notNull().$type<UploadedImage[]>().default([]),
  status: text('status', { enum: ['published', 'deleted', 'shielded', 'removed'] })
    .notNull()
    .default('published'),
  likeCount: integer('like_count').notNull().default(0),
  replyCount: integer('reply_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const commentLikes = pgTable(
  'comment_likes',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    commentId: bigint('comment_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.commentId] })],
);
