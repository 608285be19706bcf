import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import { limits } from '../limits.ts';
import { postsCalls } from './calls.ts';
import { editorGroupEntrySchema } from './identity.ts';
import {
  boardPostSorts,
  defaultBoardPostSort,
  bugFrequencies,
  commentVisibilities,
  editBlockReasons,
  postCategories,
  postKinds,
} from './constants.ts';

/** An uploaded image as the upload calls answer it (spec §3 upload response). */
export const uploadedImageSchema = z.object({
  url: z.string().max(500),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const attachmentSchema = z.object({
  url: z.string().max(500),
  name: z.string().max(limits.post.attachmentNameMaxLength),
  size: z.number().int().nonnegative(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/**
 * What the publish form sends. Required fields are checked by the service, not here, so each one
 * answers with the spec's own message ('Please write a title', …) instead of a generic one.
 */
export const pollInputSchema = z.object({
  title: z.string().max(limits.poll.titleMaxLength),
  type: z.enum(['text', 'image']),
  multiple: z.boolean(),
  options: z
    .array(
      z.object({
        label: z
          .string()
          .max(limits.poll.optionMaxLength, `at most ${limits.poll.optionMaxLength} characters`),
        imageUrl: z.string().max(500).nullable().default(null),
      }),
    )
    .max(50),
  /** Unix seconds; 0 means not chosen yet. */
  deadline: unixSeconds,
});
export type PollInput = z.input<typeof pollInputSchema>;

export const bugReportInputSchema = z.object({
  device: z.string().max(limits.bugReport.fieldMaxLength),
  systemVersion: z.string().max(limits.bugReport.fieldMaxLength),
  frequency: z.enum(bugFrequencies).nullable(),
  path: z.string().max(limits.bugReport.pathMaxLength),
  contact: z.string().max(limits.bugReport.contactMaxLength),
});
export type BugReportInput = z.infer<typeof bugReportInputSchema>;

export const postInputSchema = z.object({
  kind: z.enum(postKinds),
  boardId: idString.nullable(),
  sectionId: idString.nullable().default(null),
  category: z.enum(postCategories).nullable().default(null),
  title: z.string().max(limits.post.titleMaxLength, `at most ${limits.post.titleMaxLength} characters`),
  /** Rich content (HTML); the server keeps only its allow-list. For bug reports: the problem description. */
  contentHtml: z.string().max(limits.post.contentMaxChars),
  tags: z
    .array(z.string().trim().min(1).max(limits.post.tagMaxLength))
    .max(limits.selection.maxItems)
    .default([]),
  commentVisibility: z.enum(commentVisibilities).default('everyone'),
  cover: uploadedImageSchema.nullable().default(null),
  attachments: z.array(attachmentSchema).max(20).default([]),
  poll: pollInputSchema.nullable().default(null),
  bugReport: bugReportInputSchema.nullable().default(null),
});
export type PostInput = z.input<typeof postInputSchema>;

/** The author as a post or comment shows them (name, avatar, badges, level, labels). */
/** A member a text names with `@`, so clients can link the name to the profile (spec §4 mentions). */
export const mentionedMemberSchema = z.object({ id: idString, username: z.string() });
export type MentionedMember = z.infer<typeof mentionedMemberSchema>;

export const authorSchema = z.object({
  id: idString,
  username: z.string(),
  avatar: z.string(),
  editorGroupState: z.array(editorGroupEntrySchema),
  level: z.number().int().positive(),
  /** Wears the moderator label (moderators and admins). */
  isModerator: z.boolean(),
});
export type Author = z.infer<typeof authorSchema>;

const namedRef = z.object({ id: idString, name: z.string() });

/** A post as lists show it (home feeds, boards, profiles, favourites). */
export const postSummarySchema = z.object({
  id: idString,
  kind: z.enum(postKinds),
  title: z.string(),
  excerpt: z.string(),
  images: z.array(uploadedImageSchema),
  cover: uploadedImageSchema.nullable(),
  author: authorSchema,
  board: namedRef,
  section: namedRef.nullable(),
  category: z.enum(postCategories).nullable(),
  tags: z.array(z.string()),
  createdAt: unixSeconds,
  lastActivityAt: unixSeconds,
  viewCount: z.number().int().nonnegative(),
  likeCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
  favouriteCount: z.number().int().nonnegative(),
  liked: z.boolean(),
  favourited: z.boolean(),
  featured: z.boolean(),
  homeRecommended: z.boolean(),
  /** Pinned in the main board or the sub board (moderation, spec §4). */
  pinned: z.enum(['main', 'sub']).nullable(),
  /** 0 below the first tier, else the tier of spec §9 popularity tiers (1-10, 11-20 likes…). */
  popularityTier: z.number().int().nonnegative(),
  hasPoll: z.boolean(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const pollViewSchema = z.object({
  title: z.string(),
  type: z.enum(['text', 'image']),
  multiple: z.boolean(),
  deadline: unixSeconds,
  /** The deadline has passed: no more votes, results final. */
  closed: z.boolean(),
  voterCount: z.number().int().nonnegative(),
  options: z.array(
    z.object({
      id: idString,
      label: z.string(),
      imageUrl: z.string().nullable(),
      voteCount: z.number().int().nonnegative(),
    }),
  ),
  /** Options the viewer chose; empty when they have not voted (or are a visitor). */
  myVotes: z.array(idString),
});
export type PollView = z.infer<typeof pollViewSchema>;

export const postDetailSchema = postSummarySchema.extend({
  contentHtml: z.string(),
  /** The existing members the content mentions; other `@words` stay text. */
  mentions: z.array(mentionedMemberSchema),
  commentVisibility: z.enum(commentVisibilities),
  editedAt: unixSeconds.nullable(),
  attachments: z.array(attachmentSchema),
  poll: pollViewSchema.nullable(),
  bugReport: bugReportInputSchema.nullable(),
  shareCount: z.number().int().nonnegative(),
  isAuthor: z.boolean(),
  /** The viewer follows the author (false for visitors and the author). */
  followedAuthor: z.boolean(),
  canEdit: z.boolean(),
  editBlockedReason: z.enum(editBlockReasons).nullable(),
  /**
   * The viewer's ban from writing in this post's board, if one holds: its end in unix seconds (null
   * for good). The composer and the edit link give way to it, saying until when.
   */
  boardBan: z.object({ until: z.number().int().nullable() }).nullable(),
  canDelete: z.boolean(),
  /** Locked by a moderator: no new comments (members are asked to contact an admin). */
  commentsLocked: z.boolean(),
  /** Shielded by a moderator: only its author and the board's moderators read it. */
  shielded: z.boolean(),
  /** Waits for a moderator's approval: only its author and the board's moderators read it. */
  pending: z.boolean(),
  /** Sunk by a moderator: new comments no longer lift it up its board. */
  sunk: z.boolean(),
  /** The viewer moderates the post's board: the moderation menu is theirs. */
  canModerate: z.boolean(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

export const draftSchema = z.object({
  id: idString,
  kind: z.enum(postKinds),
  title: z.string(),
  /** The form as it was left; parsed loosely so an old draft always opens. */
  data: z.record(z.string(), z.unknown()),
  createdAt: unixSeconds,
  updatedAt: unixSeconds,
});
export type Draft = z.infer<typeof draftSchema>;

export const draftInputSchema = z.object({
  kind: z.enum(postKinds),
  title: z.string().max(limits.post.titleMaxLength),
  data: z.record(z.string(), z.unknown()),
});

const postIdParams = z.object({ id: idString });
const cursorQuery = z.object({ cursor: z.string().max(200).optional() });
const likeAnswer = z.object({ liked: z.boolean(), likeCount: z.number().int().nonnegative() });
const favouriteAnswer = z.object({ favourited: z.boolean(), favouriteCount: z.number().int().nonnegative() });

export const postsApi = {
  publish: endpoint({
    ...postsCalls.publish,
    summary: 'Publish a post, topic, picture post or bug report',
    tag: 'posts',
    body: postInputSchema,
    data: postDetailSchema,
  }),
  edit: endpoint({
    ...postsCalls.edit,
    summary: "Edit one's post (level 3, not home-recommended) or any as staff",
    tag: 'posts',
    params: postIdParams,
    body: postInputSchema,
    data: postDetailSchema,
  }),
  remove: endpoint({
    ...postsCalls.remove,
    summary: "Delete one's post (or any as staff)",
    tag: 'posts',
    params: postIdParams,
    data: z.object({ deleted: z.literal(true) }),
  }),
  detail: endpoint({
    ...postsCalls.detail,
    summary: "A post's details; 'Thread has been deleted' when removed",
    tag: 'posts',
    params: postIdParams,
    data: postDetailSchema,
  }),
  boardPosts: endpoint({
    ...postsCalls.boardPosts,
    summary: "A board's posts: pins first on the first page, then by latest reply, newest or hot",
    tag: 'posts',
    params: postIdParams,
    query: cursorQuery.extend({
      sort: z.enum(boardPostSorts).default(defaultBoardPostSort),
      country: z
        .string()
        .regex(/^[A-Za-z]{2}$/)
        .optional(),
    }),
    data: z.array(postSummarySchema),
  }),
  memberPosts: endpoint({
    ...postsCalls.memberPosts,
    summary: "A member's posts, newest first",
    tag: 'posts',
    params: postIdParams,
    query: cursorQuery,
    data: z.array(postSummarySchema),
  }),
  myFavourites: endpoint({
    ...postsCalls.myFavourites,
    summary: 'Posts the viewer saved, newest save first',
    tag: 'posts',
    query: cursorQuery,
    data: z.array(postSummarySchema),
  }),
  like: endpoint({
    ...postsCalls.like,
    summary: 'Like a post (idempotent)',
    tag: 'posts',
    params: postIdParams,
    data: likeAnswer,
  }),
  unlike: endpoint({
    ...postsCalls.unlike,
    summary: 'Take back a like (idempotent)',
    tag: 'posts',
    params: postIdParams,
    data: likeAnswer,
  }),
  favourite: endpoint({
    ...postsCalls.favourite,
    summary: 'Save a post to favourites (idempotent)',
    tag: 'posts',
    params: postIdParams,
    data: favouriteAnswer,
  }),
  unfavourite: endpoint({
    ...postsCalls.unfavourite,
    summary: 'Remove a post from favourites (idempotent)',
    tag: 'posts',
    params: postIdParams,
    data: favouriteAnswer,
  }),
  feature: endpoint({
    ...postsCalls.feature,
    summary:
      "Feature a post or cancel featuring (moderators); featuring counts toward the author's missions once",
    tag: 'posts',
    params: postIdParams,
    body: z.object({ featured: z.boolean() }),
    data: z.object({ featured: z.boolean() }),
  }),
  share: endpoint({
    ...postsCalls.share,
    summary: 'Count a share; banned members may not share',
    tag: 'posts',
    params: postIdParams,
    data: z.object({ shareCount: z.number().int().nonnegative() }),
  }),
  vote: endpoint({
    ...postsCalls.vote,
    summary: 'Vote in the post’s poll, once per member',
    tag: 'posts',
    params: postIdParams,
    body: z.object({ optionIds: z.array(idString).min(1).max(50) }),
    data: pollViewSchema,
  }),
  drafts: endpoint({
    ...postsCalls.drafts,
    summary: "The viewer's drafts, last updated first",
    tag: 'posts',
    data: z.array(draftSchema),
  }),
  draft: endpoint({
    ...postsCalls.draft,
    summary: 'One draft',
    tag: 'posts',
    params: postIdParams,
    data: draftSchema,
  }),
  saveDraft: endpoint({
    ...postsCalls.saveDraft,
    summary: 'Save a new draft',
    tag: 'posts',
    body: draftInputSchema,
    data: draftSchema,
  }),
  updateDraft: endpoint({
    ...postsCalls.updateDraft,
    summary: 'Update a draft',
    tag: 'posts',
    params: postIdParams,
    body: draftInputSchema,
    data: draftSchema,
  }),
  deleteDraft: endpoint({
    ...postsCalls.deleteDraft,
    summary: 'Delete a draft',
    tag: 'posts',
    params: postIdParams,
    data: z.object({ deleted: z.literal(true) }),
  }),
  clearDrafts: endpoint({
    ...postsCalls.clearDrafts,
    summary: 'Delete every draft of the viewer',
    tag: 'posts',
    data: z.object({ deleted: z.number().int().nonnegative() }),
  }),
  markDraftsSeen: endpoint({
    ...postsCalls.markDraftsSeen,
    summary: 'Clears the unread-drafts count of the Me red dot',
    tag: 'posts',
    data: z.object({ unreadDraftsCount: z.literal(0) }),
  }),
};
