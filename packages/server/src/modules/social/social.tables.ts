import { bigint, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

export const userFollows = pgTable(
  'user_follows',
  {
    followerId: bigint('follower_id', { mode: 'bigint' }).notNull(),
    followeeId: bigint('followee_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.followerId, table.followeeId] })],
);

export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'bigint' }).notNull(),
    blockedId: bigint('blocked_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] })],
);
