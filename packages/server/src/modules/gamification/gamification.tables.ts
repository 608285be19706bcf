import { type LocalizedText } from '@fanzone/contract';
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const medals = pgTable('medals', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull(),
  position: integer('position').notNull(),
  name: jsonb('name').notNull().$type<LocalizedText>(),
  description: jsonb('description').notNull().$type<LocalizedText>(),
  iconUrl: text('icon_url').notNull(),
  holderCount: integer('holder_count').notNull(),
});

export const memberMedals = pgTable(
  'member_medals',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    medalId: bigint('medal_id', { mode: 'bigint' }).notNull(),
    awardedBy: text('awarded_by', { enum: ['mission', 'operator'] }).notNull(),
    missionId: bigint('mission_id', { mode: 'bigint' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.medalId] })],
);

export const missions = pgTable('missions', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull(),
  position: integer('position').notNull(),
  period: text('period', { enum: ['daily', 'weekly', 'once'] }).notNull(),
  activity: text('activity').notNull(),
  target: integer('target').notNull(),
  growthReward: integer('growth_reward').notNull(),
  coinReward: integer('coin_reward').notNull(),
  cardReward: integer('card_reward').notNull(),
  medalId: bigint('medal_id', { mode: 'bigint' }),
  typeB: boolean('type_b').notNull(),
  title: jsonb('title').notNull().$type<LocalizedText>(),
  active: boolean('active').notNull(),
});

export const missionProgress = pgTable(
  'mission_progress',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    missionId: bigint('mission_id', { mode: 'bigint' }).notNull(),
    periodKey: text('period_key').notNull(),
    progress: integer('progress').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.missionId, table.periodKey] })],
);

export const memberActivities = pgTable(
  'member_activities',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    activity: text('activity').notNull(),
    subject: text('subject').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.activity, table.subject] })],
);

export const coinEntries = pgTable('coin_entries', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  amount: integer('amount').notNull(),
  reason: text('reason', { enum: ['mission', 'operator', 'expiry'] }).notNull(),
  missionId: bigint('mission_id', { mode: 'bigint' }),
  note: text('note'),
  earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  expiredEntryId: bigint('expired_entry_id', { mode: 'bigint' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const growthEntries = pgTable('growth_entries', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  amount: integer('amount').notNull(),
  reason: text('reason', { enum: ['mission', 'operator'] }).notNull(),
  missionId: bigint('mission_id', { mode: 'bigint' }),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
