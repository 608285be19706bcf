import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
