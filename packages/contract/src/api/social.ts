import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import { socialCalls } from './calls.ts';
import { editorGroupEntrySchema } from './identity.ts';
import { usernamePattern } from './constants.ts';
import { limits } from '../limits.ts';

/** A member as others see them in lists (followers, following). */
export const memberSummarySchema = z.object({
  id: idString,
  username: z.string(),
  avatar: z.string(),
  editorGroupState: z.array(editorGroupEntrySchema),
  /** The viewer follows this member (false for visitors and for oneself). */
  followed: z.boolean(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/** Another member's profile page header (spec §2 `/user/{id}/…`). */
export const publicProfileSchema = memberSummarySchema.extend({
  countryCode: z.string().nullable(),
  followerCount: z.number().int().nonnegative(),
  followingCount: z.number().int().nonnegative(),
  isSelf: z.boolean(),
  /** The viewer blocked this member. */
  blocked: z.boolean(),
  level: z.number().int().positive(),
  postCount: z.number().int().nonnegative(),
  /** The member's Friends Club certification was approved: the profile shows its badge. */
  friendsClub: z.boolean(),
  /**
   * The viewer may ban this member from the whole community or lift that ban (moderators of every
   * board and admins; a member who is not staff). Moderators given boards ban from the console.
   */
  canBan: z.boolean(),
  /** The member's ban while it holds, told to staff only (null for everyone else). */
  ban: z.object({ reason: z.string(), until: unixSeconds.nullable() }).nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

const userIdParams = z.object({ id: idString });
const listQuery = z.object({ cursor: z.string().max(100).optional() });
const followAnswer = z.object({ followed: z.boolean(), followerCount: z.number().int().nonnegative() });

export const socialApi = {
  profile: endpoint({
    ...socialCalls.profile,
    summary: "A member's public profile",
    tag: 'social',
    params: userIdParams,
    data: publicProfileSchema,
  }),
  follow: endpoint({
    ...socialCalls.follow,
    summary: 'Follow a member (idempotent)',
    tag: 'social',
    params: userIdParams,
    data: followAnswer,
  }),
  unfollow: endpoint({
    ...socialCalls.unfollow,
    summary: 'Stop following a member (idempotent)',
    tag: 'social',
    params: userIdParams,
    data: followAnswer,
  }),
  followers: endpoint({
    ...socialCalls.followers,
    summary: "A member's followers, newest first (keyset pages)",
    tag: 'social',
    params: userIdParams,
    query: listQuery,
    data: z.array(memberSummarySchema),
  }),
  following: endpoint({
    ...socialCalls.following,
    summary: 'Members a member follows, newest first (keyset pages)',
    tag: 'social',
    params: userIdParams,
    query: listQuery,
    data: z.array(memberSummarySchema),
  }),
  block: endpoint({
    ...socialCalls.block,
    summary: 'Block a member: they cannot comment on your posts or reply to you, and you stop seeing them',
    tag: 'social',
    params: userIdParams,
    data: z.object({ blocked: z.literal(true) }),
  }),
  unblock: endpoint({
    ...socialCalls.unblock,
    summary: 'Unblock a member (idempotent)',
    tag: 'social',
    params: userIdParams,
    data: z.object({ blocked: z.literal(false) }),
  }),
  blocked: endpoint({
    ...socialCalls.blocked,
    summary: 'Members the viewer blocked (the blacklist), newest first',
    tag: 'social',
    query: listQuery,
    data: z.array(memberSummarySchema),
  }),
  markFollowersSeen: endpoint({
    ...socialCalls.markFollowersSeen,
    summary: 'Clears the new-followers count of the Me red dot',
    tag: 'social',
    data: z.object({ newFollowerCount: z.literal(0) }),
  }),
  suggest: endpoint({
    ...socialCalls.suggest,
    summary: 'Members whose name starts with `prefix` (any case), for mentions: up to 8, shortest first',
    tag: 'social',
    query: z.object({
      prefix: z.string().min(1).max(limits.account.usernameMaxLength).regex(usernamePattern),
    }),
    data: z.array(z.object({ id: idString, username: z.string(), avatar: z.string() })),
  }),
};

/** Members per page in follower lists. */
export const followListPageSize = 20;
