import type { CertificationStatus } from '@fanzone/contract';
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Members' Friends Club applications and the team's decisions (migration 0027). */
export const certificationApplications = pgTable('certification_applications', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  realName: text('real_name').notNull(),
  phoneModel: text('phone_model').notNull(),
  channelUrl: text('channel_url').notNull(),
  motivation: text('motivation').notNull(),
  status: text('status').$type<CertificationStatus>().notNull().default('pending'),
  reason: text('reason'),
  decidedBy: bigint('decided_by', { mode: 'bigint' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type CertificationRow = typeof certificationApplications.$inferSelect;
