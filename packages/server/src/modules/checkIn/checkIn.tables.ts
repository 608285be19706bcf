import { bigint, boolean, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const checkIns = pgTable(
  'check_ins',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['check_in', 'make_up'] }).notNull(),
    usedCard: boolean('used_card').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
