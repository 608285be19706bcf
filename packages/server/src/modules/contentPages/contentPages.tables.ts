import type { ContentPageSlug } from '@fanzone/contract';
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Text per locale as operators wrote it, e.g. {"en": "realme Club", "ru": "Клуб realme"}. */
export type LocalizedText = Record<string, string>;

/** The app-only content pages, one per route (migration 0028). */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey().$type<ContentPageSlug>(),
  title: jsonb('title').notNull().$type<LocalizedText>(),
  /** Sanitised HTML per locale. */
  body: jsonb('body').notNull().$type<LocalizedText>().default({}),
  coverUrl: text('cover_url').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: bigint('updated_by', { mode: 'bigint' }),
});

/** The discover page's phone models, in the operators' order (migration 0028). */
export const discoverModels = pgTable('discover_models', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  position: integer('position').notNull().default(0),
  name: jsonb('name').notNull().$type<LocalizedText>(),
  summary: jsonb('summary').notNull().$type<LocalizedText>().default({}),
  /** One spec a line, per locale. */
  specs: jsonb('specs').notNull().$type<LocalizedText>().default({}),
  imageUrl: text('image_url').notNull(),
  boardId: bigint('board_id', { mode: 'bigint' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type ContentPageRow = typeof contentPages.$inferSelect;
export type DiscoverModelRow = typeof discoverModels.$inferSelect;
