import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import { limits } from '../limits.ts';
import { moderationCalls } from './calls.ts';
import { actorSchema } from './messages.ts';
import { roles } from './constants.ts';

/** What the staff log's lines are about (migration 0022 added the community's structure). */
export const staffTargetKinds = ['member', 'post', 'comment', 'board', 'section'] as const;
export type StaffTargetKind = (typeof staffTargetKinds)[number];

/** What a moderation action did, as the staff log names it. */
export const staffActions = [
  'member.banned',
  'member.banLifted',
  'member.bannedFromBoard',
  'member.boardBanLifted',
  'member.roleChanged',
  'member.levelSet',
  'member.editorGroupsSet',
  'post.pinned',
  'post.unpinned',
  'post.sunk',
  'post.unsunk',
  'post.featured',
  'post.unfeatured',
  'post.shielded',
  'post.unshielded',
  'post.locked',
  'post.unlocked',
  'post.removed',
  'post.restored',
  'post.moved',
  'post.approved',
  'post.rejected',
  'comment.shielded',
  'comment.unshielded',
  'comment.removed',
  'comment.restored',
  'post.hiddenByReports',
  'comment.hiddenByReports',
  'reports.dismissed',
  'board.created',
  'board.changed',
  'section.created',
  'section.changed',
] as const;
export type StaffAction = (typeof staffActions)[number];

/** A member's ban as staff see it: why, and until when (null: for good). */
export const banSchema = z.object({
  userId: idString,
  reason: z.string(),
  /** When the ban ends by itself; null for a ban for good. */
  until: unixSeconds.nullable(),
});
export type Ban = z.infer<typeof banSchema>;

/**
 * A member's ban from one board (and its sub boards), as a moderator of that board gives it: they
 * still read there, but write nothing (no post, comment, edit, like or vote).
 */
export const boardBanSchema = z.object({
  userId: idString,
  boardId: idString,
  reason: z.string(),
  /** When the ban ends by itself; null for a ban for good. */
  until: unixSeconds.nullable(),
});
export type BoardBan = z.infer<typeof boardBanSchema>;

/** One line of the staff log: who did what to what, when, from which state to which, and why. */
export const staffLogEntrySchema = z.object({
  id: idString,
  /** Null when the community acted by itself (a target hidden once enough members reported it). */
  actor: actorSchema.nullable(),
  action: z.enum(staffActions),
  target: z.object({ kind: z.enum(staffTargetKinds), id: idString, label: z.string() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string(),
  createdAt: unixSeconds,
});
export type StaffLogEntry = z.infer<typeof staffLogEntrySchema>;

const reason = z.string().trim().min(1).max(limits.moderation.reasonMaxLength);

/** What a ban says: why (shown to the member), and when it ends (unix seconds, in the future) or null for good. */
const banBody = z.object({ reason, until: unixSeconds.nullable() });

/**
 * What a moderator does to one post (spec §4 Moderation), each with its undo: pin in the sub board
 * or the main board, sink, shield (hidden from all but its author and staff; the author is told
 * why), lock (no new comments), remove, and move to another board or section. Featuring has its
 * own call (`PUT /posts/:id/featured`).
 */
export const postModerationSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pin'), place: z.enum(['main', 'sub']) }),
  z.object({ action: z.literal('unpin') }),
  z.object({ action: z.literal('sink') }),
  z.object({ action: z.literal('unsink') }),
  z.object({ action: z.literal('shield'), reason }),
  z.object({ action: z.literal('unshield') }),
  z.object({ action: z.literal('lock'), reason: reason.optional() }),
  z.object({ action: z.literal('unlock') }),
  z.object({ action: z.literal('remove'), reason }),
  z.object({ action: z.literal('restore') }),
  z.object({ action: z.literal('move'), boardId: idString, sectionId: idString.nullable() }),
  // A post waiting for approval (a new member's first posts, a watched word) goes live or is refused.
  z.object({ action: z.literal('approve') }),
  z.object({ action: z.literal('reject'), reason }),
]);
export type PostModeration = z.infer<typeof postModerationSchema>;
export type PostModerationAction = PostModeration['action'];

/** The actions that may be taken on many posts of a board at once. */
export const bulkPostModerationSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('shield'), reason }),
  z.object({ action: z.literal('sink') }),
  z.object({ action: z.literal('move'), boardId: idString, sectionId: idString.nullable() }),
]);
export type BulkPostModeration = z.infer<typeof bulkPostModerationSchema>;

/**
 * Where a post stands: live, waiting for a moderator's approval (only its author and the board's
 * moderators read it), shielded by a moderator (likewise) or deleted (by its author or a moderator).
 */
export const postStatuses = ['published', 'pending', 'shielded', 'deleted'] as const;
export type PostStatus = (typeof postStatuses)[number];

/** Why a post waits for approval: one of its author's first posts, or a watched word in it. */
export const approvalReasons = ['firstPosts', 'watchedWord'] as const;
export type ApprovalReason = (typeof approvalReasons)[number];

/** A post in the approval queue, as its moderators review it. */
export const pendingPostSchema = z.object({
  id: idString,
  title: z.string(),
  excerpt: z.string(),
  /** The whole content (sanitised HTML): a moderator decides on all of it, not on a card. */
  contentHtml: z.string(),
  author: actorSchema,
  board: z.object({ id: idString, name: z.string() }),
  reason: z.enum(approvalReasons),
  createdAt: unixSeconds,
});
export type PendingPost = z.infer<typeof pendingPostSchema>;

/**
 * A member as the console's Members section shows them to staff: who, since when, how active, their
 * ban, their role with the boards they moderate (none given: every board), and the editor groups
 * they are an active member of.
 */
export const memberRecordSchema = z.object({
  id: idString,
  username: z.string(),
  avatar: z.string(),
  role: z.enum(roles),
  level: z.number().int(),
  countryCode: z.string().nullable(),
  joinedAt: unixSeconds,
  postCount: z.number().int().nonnegative(),
  ban: z.object({ reason: z.string(), until: unixSeconds.nullable() }).nullable(),
  /** The member's bans from single boards that hold now; a board moderator sees those of their boards. */
  boardBans: z.array(
    z.object({ boardId: idString, boardName: z.string(), reason: z.string(), until: unixSeconds.nullable() }),
  ),
  moderatedBoards: z.array(z.object({ id: idString, name: z.string() })),
  /** Active memberships only: a lapsed one makes nobody an editor. In the groups' order. */
  editorGroups: z.array(z.object({ id: idString, name: z.string() })),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;

/**
 * An editor group as operators manage it (spec §6): its members are editors (they read boards kept
 * for editors, and wear its verified badge). `memberCount` counts active memberships.
 */
export const editorGroupSchema = z.object({
  id: idString,
  name: z.string(),
  /** The badge style (`ordinaryEditorGroupTypes`). */
  type: z.string().max(4),
  position: z.number().int(),
  memberCount: z.number().int().nonnegative(),
});
export type EditorGroup = z.infer<typeof editorGroupSchema>;

/** The level an operator gives a member by hand; the server also keeps it within the community's ladder. */
export const memberLevelSchema = z.object({
  level: z.number().int().min(limits.levels.min).max(limits.levels.max),
});

/** The editor groups a member is to be an active member of: exactly these, none for no group. */
export const memberEditorGroupsSchema = z.object({
  groupIds: z.array(idString).max(limits.moderation.editorGroupsMax),
});

/** What an admin makes a member: a role, and for a moderator the boards they look after (none: all). */
export const memberRoleSchema = z.object({
  role: z.enum(roles),
  boardIds: z.array(idString).max(limits.moderation.moderatedBoardsMax),
});
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** A post's moderation state after an action. */
export const postModerationStateSchema = z.object({
  postId: idString,
  status: z.enum(postStatuses),
  pinned: z.enum(['main', 'sub']).nullable(),
  sunk: z.boolean(),
  featured: z.boolean(),
  commentsLocked: z.boolean(),
  boardId: idString,
  sectionId: idString.nullable(),
});
export type PostModerationState = z.infer<typeof postModerationStateSchema>;

/**
 * What a moderator does to a comment or reply: shield (hidden from members, still seen by its
 * author in their comments and by the board's moderators; the author told why), remove, and undo
 * each. A comment's replies go and come back with it.
 */
export const commentModerationSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('shield'), reason }),
  z.object({ action: z.literal('unshield') }),
  z.object({ action: z.literal('remove'), reason }),
  z.object({ action: z.literal('restore') }),
]);
export type CommentModeration = z.infer<typeof commentModerationSchema>;

export const commentModerationStateSchema = z.object({
  commentId: idString,
  /** Deleted by its author, or removed by a moderator (which only a moderator may undo). */
  status: z.enum(['published', 'shielded', 'deleted', 'removed']),
});
export type CommentModerationState = z.infer<typeof commentModerationStateSchema>;

export const moderationApi = {
  moderatePost: endpoint({
    ...moderationCalls.moderatePost,
    summary:
      "A moderator of the post's board pins, sinks, shields, locks, removes or moves it, or undoes one; logged, the author told",
    tag: 'moderation',
    params: z.object({ id: idString }),
    body: postModerationSchema,
    data: postModerationStateSchema,
  }),
  moderateBoardPosts: endpoint({
    ...moderationCalls.moderateBoardPosts,
    summary: "Shield, sink or move a selection of a board's posts at once (each logged as one action)",
    tag: 'moderation',
    params: z.object({ id: idString }),
    body: z.object({
      postIds: z.array(idString).min(1).max(limits.moderation.bulkMaxPosts),
      moderation: bulkPostModerationSchema,
    }),
    data: z.object({ posts: z.array(postModerationStateSchema) }),
  }),
  moderateComment: endpoint({
    ...moderationCalls.moderateComment,
    summary:
      "A moderator of the post's board shields or removes a comment (with its replies), or undoes it; logged, the author told",
    tag: 'moderation',
    params: z.object({ id: idString }),
    body: commentModerationSchema,
    data: commentModerationStateSchema,
  }),
  banMember: endpoint({
    ...moderationCalls.banMember,
    summary:
      'Ban a member from the whole community (moderators of every board and admins), with a reason and an end or for good; banning again replaces the ban',
    tag: 'moderation',
    params: z.object({ id: idString }),
    body: banBody,
    data: banSchema,
  }),
  liftBan: endpoint({
    ...moderationCalls.liftBan,
    summary: "Lift a member's ban before its end (lifting no ban changes nothing)",
    tag: 'moderation',
    params: z.object({ id: idString }),
    data: z.object({ userId: idString, banned: z.boolean() }),
  }),
  banFromBoard: endpoint({
    ...moderationCalls.banFromBoard,
    summary:
      'Ban a member from one board and its sub boards (its moderators): they read there but write nothing; banning again replaces the ban',
    tag: 'moderation',
    params: z.object({ id: idString, boardId: idString }),
    body: banBody,
    data: boardBanSchema,
  }),
  liftBoardBan: endpoint({
    ...moderationCalls.liftBoardBan,
    summary:
      "Lift a member's ban from a board before its end (the board's moderators; lifting no ban changes nothing)",
    tag: 'moderation',
    params: z.object({ id: idString, boardId: idString }),
    data: z.object({ userId: idString, boardId: idString, banned: z.boolean() }),
  }),
  approvalQueue: endpoint({
    ...moderationCalls.approvalQueue,
    summary:
      'Posts waiting for approval in the boards the viewer moderates, oldest first; each is approved or rejected with PUT /posts/:id/moderation',
    tag: 'moderation',
    query: z.object({ cursor: z.string().max(100).optional() }),
    data: z.array(pendingPostSchema),
  }),
  members: endpoint({
    ...moderationCalls.members,
    summary:
      'Members for staff, newest first, or those whose name starts with `query`, with their bans and role; a moderator of some boards sees the members who wrote in them or are banned from them',
    tag: 'moderation',
    query: z.object({
      query: z.string().trim().max(limits.moderation.memberQueryMaxLength).optional(),
      cursor: z.string().max(100).optional(),
    }),
    data: z.array(memberRecordSchema),
  }),
  setMemberRole: endpoint({
    ...moderationCalls.setMemberRole,
    summary:
      "An admin makes a member a member, a moderator (of the boards given, or every board) or an admin; logged, effective at the member's next request",
    tag: 'moderation',
    params: z.object({ id: idString }),
    body: memberRoleSchema,
    data: memberRecordSchema,
  }),
  setMemberLevel: endpoint({
    ...moderationCalls.setMemberLevel,
    summary:
      "An admin sets a member's level (up or down, within the community's levels); logged. Growth later only ever raises it",
    tag: 'moderation',
    params: z.object({ id: idString }),
    body: memberLevelSchema,
    data: memberRecordSchema,
  }),
  editorGroups: endpoint({
    ...moderationCalls.editorGroups,
    summary: 'The editor groups in their order, with how many active members each has (admins only)',
    tag: 'moderation',
    data: z.array(editorGroupSchema),
  }),
  setMemberEditorGroups: endpoint({
    ...moderationCalls.setMemberEditorGroups,
    summary:
      "An admin makes a member an active member of exactly these editor groups (every other membership ends); logged, effective at the member's next request",
    tag: 'moderation',
    params: z.object({ id: idString }),
    body: memberEditorGroupsSchema,
    data: memberRecordSchema,
  }),
  staffLog: endpoint({
    ...moderationCalls.staffLog,
    summary:
      'The staff log, newest first (staff only; a moderator of some boards reads the lines about those boards); it cannot be changed by anyone',
    tag: 'moderation',
    query: z.object({ cursor: z.string().max(100).optional(), userId: idString.optional() }),
    data: z.array(staffLogEntrySchema),
  }),
};
