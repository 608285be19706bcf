import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import { limits } from '../limits.ts';
import { reportCalls } from './calls.ts';
import { actorSchema } from './messages.ts';
import { uploadedImageSchema } from './posts.ts';

/** What a member may report (spec §3 Report, §6). */
export const reportTargetKinds = ['post', 'comment', 'member'] as const;
export type ReportTargetKind = (typeof reportTargetKinds)[number];

/** The reasons offered, at most two per report (spec §9); the web app words each. */
export const reportReasons = [
  'spam',
  'abuse',
  'sexual',
  'violence',
  'illegal',
  'privacy',
  'misleading',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportInputSchema = z.object({
  targetKind: z.enum(reportTargetKinds),
  targetId: idString,
  reasons: z
    .array(z.enum(reportReasons))
    .min(1)
    .max(limits.report.maxReasons)
    .refine((reasons) => new Set(reasons).size === reasons.length, 'each reason once'),
  details: z.string().trim().max(limits.report.detailsMaxLength).default(''),
  images: z.array(uploadedImageSchema).max(limits.report.maxImages).default([]),
});
export type ReportInput = z.input<typeof reportInputSchema>;

/** One member's report as moderators read it. */
export const reportSchema = z.object({
  id: idString,
  reporter: actorSchema,
  reasons: z.array(z.enum(reportReasons)),
  details: z.string(),
  images: z.array(uploadedImageSchema),
  createdAt: unixSeconds,
});

/**
 * A reported target in the queue with every open report on it: what it is (its label, where to
 * open it, its author), how many members reported it and why, and whether reports hid it.
 */
export const reportGroupSchema = z.object({
  id: idString,
  target: z.object({
    kind: z.enum(reportTargetKinds),
    id: idString,
    /** A post's title, a comment's first words, a member's name. */
    label: z.string(),
    /** The post to open (a comment's post); null for a member. */
    postId: idString.nullable(),
    /** Who wrote it; the member themselves for a member report. */
    author: actorSchema,
    boardName: z.string().nullable(),
    /** The target's state now: a member's is 'member'. */
    status: z.enum(['published', 'shielded', 'deleted', 'removed', 'member']),
  }),
  hiddenByReports: z.boolean(),
  reporterCount: z.number().int().positive(),
  reasons: z.array(z.object({ reason: z.enum(reportReasons), count: z.number().int().positive() })),
  /** The latest reports, up to `limits.report.queueReportsShown`. */
  reports: z.array(reportSchema),
  firstReportedAt: unixSeconds,
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

const decisionReason = z.string().trim().min(1).max(limits.moderation.reasonMaxLength);

/**
 * What a moderator decides on a reported target, closing every open report on it: nothing wrong
 * (dismiss: a target reports hid comes back), shield or remove the post or comment, or ban its
 * author (the member, for a member report) with a reason and an end.
 */
export const reportDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('dismiss') }),
  z.object({ decision: z.literal('shield'), reason: decisionReason }),
  z.object({ decision: z.literal('remove'), reason: decisionReason }),
  z.object({ decision: z.literal('ban'), reason: decisionReason, until: unixSeconds.nullable() }),
]);
export type ReportDecision = z.infer<typeof reportDecisionSchema>;

export const reportsApi = {
  file: endpoint({
    ...reportCalls.file,
    summary:
      'Report a post, a comment or a member: 1–2 reasons, details and images optional; one open report per member and target',
    tag: 'reports',
    body: reportInputSchema,
    data: z.object({ reportId: idString }),
  }),
  queue: endpoint({
    ...reportCalls.queue,
    summary:
      'Reported targets waiting for a decision, oldest first, with their reports (moderators: their boards; member reports: global moderators and admins)',
    tag: 'moderation',
    query: z.object({ cursor: z.string().max(100).optional() }),
    data: z.array(reportGroupSchema),
  }),
  handle: endpoint({
    ...reportCalls.handle,
    summary:
      'Decide on a reported target: dismiss, shield, remove or ban; closes all its reports, each reporter told the outcome',
    tag: 'moderation',
    params: z.object({ id: idString }),
    body: reportDecisionSchema,
    data: z.object({ closedReports: z.number().int().nonnegative() }),
  }),
};
