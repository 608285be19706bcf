import { type LocalizedText } from '@fanzone/contract';
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TcmStatus } from '@fanzone/contract';

/** How an item's type is stored; the wire says `Collection` or `Topic` (spec §3 `tcmType`). */
export type StoredTcmType = 'collection' | 'topic';

/** Topics and collections operators curate (migration 0026). */
export const tcmItems = pgTable('tcm_items', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  type: text('type').notNull().$type<StoredTcmType>(),
  tcmTitle: jsonb('tcm_title').notNull().$type<LocalizedText>(),
  title: jsonb('title').notNull().$type<LocalizedText>(),
  description: jsonb('description').notNull().$type<LocalizedText>().default({}),
  coverUrl: text('cover_url').notNull().default(''),
  status: text('status').notNull().$type<TcmStatus>().default('published'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type TcmRow = typeof tcmItems.$inferSelect;

/** An item's posts in the operators' order. */
export const tcmPosts = pgTable(
  'tcm_posts',
  {
    tcmId: bigint('tcm_id', { mode: 'bigint' }).notNull(),
    postId: bigint('post_id', { mode: 'bigint' }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tcmId, table.postId] })],
);

/** Banners of a board's page (migration 0026); any link type the apps know. */
export const boardBanners = pgTable('board_banners', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  boardId: bigint('board_id', { mode: 'bigint' }).notNull(),
  position: integer('position').notNull().default(0),
  title: jsonb('title').notNull().$type<LocalizedText>(),
  imageUrl: text('image_url').notNull(),
  redirectType: text('redirect_type').notNull(),
  resource: text('resource').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
});
export type BoardBannerRow = typeof boardBanners.$inferSelect;
