import { type LocalizedText } from '@fanzone/contract';
import { bigint, date, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Promotions operators manage, e.g. the free-gift page's costume (migration 0027). */
export const promotions = pgTable('promotions', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull(),
  countryCodes: text('country_codes').array().notNull().default([]),
  title: jsonb('title').notNull().$type<LocalizedText>(),
  body: jsonb('body').notNull().$type<LocalizedText>(),
  timeZone: text('time_zone').notNull(),
  /** Calendar days of `time_zone` as `2025-12-31`, each included. */
  startsOn: date('starts_on', { mode: 'string' }),
  purchaseEndsOn: date('purchase_ends_on', { mode: 'string' }).notNull(),
  redemptionEndsOn: date('redemption_ends_on', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type PromotionRow = typeof promotions.$inferSelect;
