import { bigint, boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { RedirectType } from '@fanzone/contract';

/** Titles per locale, e.g. {"en": "Phones", "zh-CN": "手机"}. */
export type LocalizedText = Record<string, string>;

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
