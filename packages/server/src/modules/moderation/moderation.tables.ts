import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffAction } from '@fanzone/contract';
import { staffTargetKinds } from '@fanzone/contract';

/**
 * Every moderation action (migration 0015): append-only, a trigger refuses changes. No actor when
 * the community acted by itself (migration 0018: a target hidden by enough reports). Boards and
 * sections are targets too (migration 0022: operators' changes to the community's structure).
 */
export const staffLog = pgTable('staff_log', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  actorId: bigint('actor_id', { mode: 'bigint' }),
  action: text('action').notNull().$type<StaffAction>(),
  targetKind: text('target_kind', { enum: staffTargetKinds }).notNull(),
  targetId: bigint('target_id', { mode: 'bigint' }).notNull(),
  targetLabel: text('target_label').notNull().default(''),
  boardId: bigint('board_id', { mode: 'bigint' }),
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

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
