import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const communitySettings = pgTable('community_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const consentLogs = pgTable('consent_logs', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: ['cookie_accept', 'cookie_manage', 'visit_accept'] }).notNull(),
  userId: bigint('user_id', { mode: 'bigint' }),
  flags: jsonb('flags'),
  region: text('region').notNull(),
  countryCode: text('country_code'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
