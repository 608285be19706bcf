import type { BugFrequency, UploadedImage } from '@fanzone/contract';
import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Members' feedback and the team's answers (migration 0019). */
export const feedback = pgTable('feedback', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  authorId: bigint('author_id', { mode: 'bigint' }).notNull(),
  device: text('device').notNull(),
  systemVersion: text('system_version').notNull().default(''),
  frequency: text('frequency').$type<BugFrequency>(),
  path: text('path').notNull().default(''),
  description: text('description').notNull(),
  contact: text('contact').notNull(),
  images: jsonb('images').notNull().$type<UploadedImage[]>().default([]),
  answer: text('answer'),
  answeredBy: bigint('answered_by', { mode: 'bigint' }),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type FeedbackRow = typeof feedback.$inferSelect;
