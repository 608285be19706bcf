import type { LocalizedText } from '@fanzone/contract';
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { RedirectType } from '@fanzone/contract';

/** Titles per locale, e.g. {"en": "Phones", "zh-CN": "手机"}. */

export const navigationItems = pgTable('navigation_items', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  position: integer('position').notNull().default(0),
  title: jsonb('title').notNull().$type<LocalizedText>(),
  redirectType: text('redirect_type').notNull().$type<RedirectType>(),
  resource: text('resource').notNull().default(''),
  active: boolean('active').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
});

export const topSectorItems = pgTable('top_sector_items', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  position: integer('position').notNull().default(0),
  title: jsonb('title').notNull().$type<LocalizedText>(),
  iconUrl: text('icon_url').notNull(),
  redirectType: text('redirect_type').notNull().$type<RedirectType>(),
  resource: text('resource').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
});

/** The home page's banners (migration 0024): a banner group of the spec, managed in the console. */
export const homeBanners = pgTable('home_banners', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  position: integer('position').notNull().default(0),
  title: jsonb('title').notNull().$type<LocalizedText>(),
  imageUrl: text('image_url').notNull(),
  redirectType: text('redirect_type').notNull().$type<RedirectType>(),
  resource: text('resource').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
});

export const boards = pgTable('boards', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  parentId: bigint('parent_id', { mode: 'bigint' }),
  position: integer('position').notNull().default(0),
  name: jsonb('name').notNull().$type<LocalizedText>(),
  description: jsonb('description').notNull().$type<LocalizedText>().default({}),
  iconUrl: text('icon_url').notNull().default(''),
  closed: boolean('closed').notNull().default(false),
  euProduct: boolean('eu_product').notNull().default(false),
  allowedCountries: text('allowed_countries').array(),
  visibleTo: text('visible_to', { enum: ['everyone', 'editors', 'moderators'] })
    .notNull()
    .default('everyone'),
  followerCount: integer('follower_count').notNull().default(0),
  postCount: integer('post_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Posts counted in a board but not yet folded into its row (migration 0039): `post_count` plus a
 * board's lines here is its count (`livePostCount`, boards.queries.ts).
 */
export const boardPostCountChanges = pgTable('board_post_count_changes', {
  boardId: bigint('board_id', { mode: 'bigint' }).notNull(),
  delta: integer('delta').notNull(),
});

export const boardSections = pgTable('board_sections', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  boardId: bigint('board_id', { mode: 'bigint' }).notNull(),
  position: integer('position').notNull().default(0),
  name: jsonb('name').notNull().$type<LocalizedText>(),
  closed: boolean('closed').notNull().default(false),
});

export const boardFollows = pgTable(
  'board_follows',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    boardId: bigint('board_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.boardId] })],
);
