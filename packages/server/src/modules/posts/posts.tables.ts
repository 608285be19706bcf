import { approvalReasons, postStatuses } from '@fanzone/contract';
import type {
  Attachment,
  BugReportInput,
  CommentVisibility,
  PostCategory,
  PostKind,
  UploadedImage,
} from '@fanzone/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const posts = pgTable('posts', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  authorId: bigint('author_id', { mode: 'bigint' }).notNull(),
  boardId: bigint('board_id', { mode: 'bigint' }).notNull(),
  mainBoardId: bigint('main_board_id', { mode: 'bigint' }).notNull(),
  sectionId: bigint('section_id', { mode: 'bigint' }),
  kind: text('kind').notNull().$type<PostKind>(),
  category: text('category').$type<PostCategory>(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  contentText: text('content_text').notNull(),
  excerpt: text('excerpt').notNull().default(''),
  cardImages: jsonb('card_images').notNull().$type<UploadedImage[]>().default([]),
  cover: jsonb('cover').$type<UploadedImage>(),
  tags: text('tags').array().notNull().default([]),
  attachments: jsonb('attachments').notNull().$type<Attachment[]>().default([]),
  bugReport: jsonb('bug_report').$type<BugReportInput>(),
  commentVisibility: text('comment_visibility').notNull().$type<CommentVisibility>().default('everyone'),
  status: text('status', { enum: postStatuses }).notNull().default('published'),
  /** Why a pending post waits for approval (migration 0021). */
  heldFor: text('held_for', { enum: approvalReasons }),
  featured: boolean('featured').notNull().default(false),
  homeRecommended: boolean('home_recommended').notNull().default(false),
  promoted: boolean('promoted').generatedAlwaysAs(sql`featured OR home_recommended`),
  pinned: text('pinned', { enum: ['main', 'sub'] }),
  sunk: boolean('sunk').notNull().default(false),
  /** Locked by a moderator: no new comments (migration 0016). */
  commentsLocked: boolean('comments_locked').notNull().default(false),
  viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
  likeCount: integer('like_count').notNull().default(0),
  commentCount: integer('comment_count').notNull().default(0),
  favouriteCount: integer('favourite_count').notNull().default(0),
  shareCount: integer('share_count').notNull().default(0),
  hotScore: doublePrecision('hot_score').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  editedAt: timestamp('edited_at', { withTimezone: true }),
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** Who deleted it: only what a moderator removed may be restored (migration 0021). */
  deletedBy: bigint('deleted_by', { mode: 'bigint' }),
});

export const polls = pgTable('polls', {
  postId: bigint('post_id', { mode: 'bigint' }).primaryKey(),
  title: text('title').notNull(),
  type: text('type', { enum: ['text', 'image'] }).notNull(),
  multiple: boolean('multiple').notNull(),
  deadline: timestamp('deadline', { withTimezone: true }).notNull(),
  voterCount: integer('voter_count').notNull().default(0),
});

export const pollOptions = pgTable('poll_options', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  postId: bigint('post_id', { mode: 'bigint' }).notNull(),
  position: integer('position').notNull(),
  label: text('label').notNull(),
  imageUrl: text('image_url'),
  voteCount: integer('vote_count').notNull().default(0),
});

export const pollVoters = pgTable(
  'poll_voters',
  {
    postId: bigint('post_id', { mode: 'bigint' }).notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    optionIds: bigint('option_ids', { mode: 'bigint' }).array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

export const drafts = pgTable('drafts', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  authorId: bigint('author_id', { mode: 'bigint' }).notNull(),
  kind: text('kind').notNull().$type<PostKind>(),
  title: text('title').notNull().default(''),
  data: jsonb('data').notNull().$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

const memberPostLink = (name: string) =>
  pgTable(
    name,
    {
      userId: bigint('user_id', { mode: 'bigint' }).notNull(),
      postId: bigint('post_id', { mode: 'bigint' }).notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    },
    (table) => [primaryKey({ columns: [table.userId, table.postId] })],
  );

export const postLikes = memberPostLink('post_likes');
export const postFavourites = memberPostLink('post_favourites');
/** A member's share of a post, once: the share count counts members, not taps. */
export const postShares = memberPostLink('post_shares');
