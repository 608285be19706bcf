import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What the upload calls stored, by whom (migration 0031). */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  uploaderId: bigint('uploader_id', { mode: 'bigint' }).notNull(),
  kind: text('kind', { enum: ['image', 'video', 'file'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type UploadKind = (typeof uploads.$inferSelect)['kind'];
