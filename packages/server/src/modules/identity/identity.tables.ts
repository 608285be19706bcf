import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  username: text('username').notNull(),
  avatarUrl: text('avatar_url').notNull().default(''),
  countryCode: text('country_code'),
  locale: text('locale'),
  role: text('role', { enum: ['member', 'moderator', 'admin'] })
    .notNull()
    .default('member'),
  /** Banned (identity/banHolds.ts decides whether the ban still holds: see `bannedUntil`). */
  isBlocked: boolean('is_blocked').notNull().default(false),
  /** When the ban ends by itself; null with `isBlocked` is a ban for good. */
  bannedUntil: timestamp('banned_until', { withTimezone: true }),
  banReason: text('ban_reason').notNull().default(''),
  grayState: boolean('gray_state').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  followerCount: integer('follower_count').notNull().default(0),
  followingCount: integer('following_count').notNull().default(0),
  followersSeenAt: timestamp('followers_seen_at', { withTimezone: true }),
  level: integer('level').notNull().default(1),
  postCount: integer('post_count').notNull().default(0),
  draftsSeenAt: timestamp('drafts_seen_at', { withTimezone: true }),
  growthValue: integer('growth_value').notNull().default(0),
  coinBalance: integer('coin_balance').notNull().default(0),
  makeUpCards: integer('make_up_cards').notNull().default(0),
});

export const editorGroups = pgTable('editor_groups', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  position: integer('position').notNull().default(0),
});

export const editorGroupMembers = pgTable(
  'editor_group_members',
  {
    groupId: bigint('group_id', { mode: 'bigint' }).notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.userId, table.groupId] })],
);

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  userAgent: text('user_agent'),
  idToken: text('id_token'),
  /** The embedded provider's session this login came from, ended with it at logout. */
  providerSessionUid: text('provider_session_uid'),
});
