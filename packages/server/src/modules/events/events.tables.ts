import { type LocalizedText } from '@fanzone/contract';
import type { EventPrizeKind, EventStatus } from '@fanzone/contract';
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Events and campaigns (migration 0025): dates, where entries go, what operators decided. */
export const events = pgTable('events', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  title: jsonb('title').notNull().$type<LocalizedText>(),
  rules: jsonb('rules').notNull().$type<LocalizedText>(),
  countries: text('countries').array().notNull().default([]),
  boardId: bigint('board_id', { mode: 'bigint' }).notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  entriesEndAt: timestamp('entries_end_at', { withTimezone: true }).notNull(),
  announceAt: timestamp('announce_at', { withTimezone: true }).notNull(),
  deliveryWorkingDays: integer('delivery_working_days').notNull(),
  participationMedalId: bigint('participation_medal_id', { mode: 'bigint' }),
  status: text('status').notNull().$type<EventStatus>().default('live'),
  announcedAt: timestamp('announced_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export type EventRow = typeof events.$inferSelect;

export const eventPrizes = pgTable(
  'event_prizes',
  {
    eventId: bigint('event_id', { mode: 'bigint' }).notNull(),
    fromRank: integer('from_rank').notNull(),
    toRank: integer('to_rank').notNull(),
    kind: text('kind').notNull().$type<EventPrizeKind>(),
    coins: integer('coins').notNull().default(0),
    medalId: bigint('medal_id', { mode: 'bigint' }),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.fromRank, table.kind] })],
);
export type EventPrizeRow = typeof eventPrizes.$inferSelect;

export const eventParticipants = pgTable(
  'event_participants',
  {
    eventId: bigint('event_id', { mode: 'bigint' }).notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] })],
);

export const eventEntries = pgTable('event_entries', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  eventId: bigint('event_id', { mode: 'bigint' }).notNull(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  postId: bigint('post_id', { mode: 'bigint' }).notNull(),
  enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
  finalRank: integer('final_rank'),
  finalLikes: integer('final_likes'),
});

export const eventAwards = pgTable('event_awards', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  eventId: bigint('event_id', { mode: 'bigint' }).notNull(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  kind: text('kind').notNull().$type<EventPrizeKind>(),
  rank: integer('rank'),
  coins: integer('coins').notNull().default(0),
  medalId: bigint('medal_id', { mode: 'bigint' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }),
});
export type EventAwardRow = typeof eventAwards.$inferSelect;

export const eventDeliveryAddresses = pgTable(
  'event_delivery_addresses',
  {
    eventId: bigint('event_id', { mode: 'bigint' }).notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    recipient: text('recipient').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] })],
);
