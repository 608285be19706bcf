import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The boards a moderator is scoped to (migration 0016); none means every board. */
export const moderatedBoards = pgTable(
  'moderated_boards',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    boardId: bigint('board_id', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.boardId] })],
);

/**
 * Bans from one board and its sub boards (migration 0032): one per member and board, replaced by
 * banning again, deleted when lifted; one whose end has passed is over without anyone lifting it.
 */
export const boardBans = pgTable(
  'board_bans',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    boardId: bigint('board_id', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    bannedBy: bigint('banned_by', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.boardId] })],
);
