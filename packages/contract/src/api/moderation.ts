import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import { limits } from '../limits.ts';
import { moderationCalls } from './calls.ts';
import { actorSchema } from './messages.ts';

/** What a moderation action did, as the staff log names it. */
export const staffActions = ['member.banned', 'member.banLifted'] as const;
export type StaffAction = (typeof staffActions)[number];

/** A member's ban as staff see it: why, and until when (null: for good). */
export const banSchema = z.object({
  userId: idString,
  reason: z.string(),
  /** When the ban ends by itself; null for a ban for good. */
  until: unixSeconds.nullable(),
});
export type Ban = z.infer<typeof banSchema>;

/** One line of the staff log: who did what to what, when, from which state to which, and why. */
export const staffLogEntrySchema = z.object({
  id: idString,
  actor: actorSchema,
  action: z.enum(staffActions),
  target: z.object({ kind: z.enum(['member', 'post', 'comment']), id: idString, label: z.string() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string(),
  createdAt: unixSeconds,
});
export type StaffLogEntry = z.infer<typeof staffLogEntrySchema>;

export const moderationApi = {
  banMember: endpoint({
    ...moderationCalls.banMember,
    summary:
      'Ban a member (moderators and admins), with a reason and an end or for good; banning again replaces the ban',
    tag: 'moderation',
    params: z.object({ id: idString }),
    body: z.object({
      reason: z.string().trim().min(1).max(limits.moderation.reasonMaxLength),
      /** When the ban ends (unix seconds, in the future), or null for good. */
      until: unixSeconds.nullable(),
    }),
    data: banSchema,
  }),
  liftBan: endpoint({
    ...moderationCalls.liftBan,
    summary: "Lift a member's ban before its end (lifting no ban changes nothing)",
    tag: 'moderation',
    params: z.object({ id: idString }),
    data: z.object({ userId: idString, banned: z.boolean() }),
  }),
  staffLog: endpoint({
    ...moderationCalls.staffLog,
    summary: 'The staff log, newest first (staff only); it cannot be changed by anyone',
    tag: 'moderation',
    query: z.object({ cursor: z.string().max(100).optional(), userId: idString.optional() }),
    data: z.array(staffLogEntrySchema),
  }),
};
