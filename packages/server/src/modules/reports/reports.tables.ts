import type { ReportReason, ReportTargetKind, UploadedImage } from '@fanzone/contract';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type ReportOutcome = 'dismissed' | 'shielded' | 'removed' | 'banned';

/** Members' reports (migration 0018); open while `outcome` is null. */
export const reports = pgTable('reports', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  reporterId: bigint('reporter_id', { mode: 'bigint' }).notNull(),
  targetKind: text('target_kind').notNull().$type<ReportTargetKind>(),
  targetId: bigint('target_id', { mode: 'bigint' }).notNull(),
  reasons: text('reasons').array().notNull().$type<ReportReason[]>(),
  details: text('details').notNull().default(''),
  images: jsonb('images').notNull().$type<UploadedImage[]>().default([]),
  outcome: text('outcome').$type<ReportOutcome>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

/** One line per target with open reports (migration 0018): the moderators' queue. */
export const reportQueue = pgTable('report_queue', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  targetKind: text('target_kind').notNull().$type<ReportTargetKind>(),
  targetId: bigint('target_id', { mode: 'bigint' }).notNull(),
  reporterCount: integer('reporter_count').notNull(),
  hiddenByReports: boolean('hidden_by_reports').notNull().default(false),
  firstReportedAt: timestamp('first_reported_at', { withTimezone: true }).notNull(),
});
