import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import type { ErrorCode } from '../errors.ts';
import { limits } from '../limits.ts';
import { countWords, isContact } from '../words.ts';
import { feedbackCalls } from './calls.ts';
import { bugFrequencies } from './constants.ts';
import { actorSchema } from './messages.ts';
import { uploadedImageSchema } from './posts.ts';

const { fieldMaxLength, pathMaxLength, contactMaxLength } = limits.bugReport;
const { detailWords, descriptionMaxChars, maxImages, answerMaxLength } = limits.feedback;

/** What a member tells the team (spec §3 Feedback): the device, how often, how to get there, what happens. */
export const feedbackInputSchema = z.object({
  device: z.string().trim().max(fieldMaxLength),
  systemVersion: z.string().trim().max(fieldMaxLength).default(''),
  frequency: z.enum(bugFrequencies).nullable().default(null),
  path: z.string().trim().max(pathMaxLength).default(''),
  description: z.string().trim().max(descriptionMaxChars),
  contact: z.string().trim().max(contactMaxLength),
  images: z.array(uploadedImageSchema).max(maxImages).default([]),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export type FeedbackField = 'device' | 'description' | 'contact';

/**
 * What is wrong with feedback before it is sent, field by field in the form's order (spec §5: the
 * device, the description in 10–150 words, a contact that is an e-mail address or a phone number).
 * The form shows each; the server refuses with the first.
 */
export function feedbackProblems(input: {
  device: string;
  description: string;
  contact: string;
}): { field: FeedbackField; code: ErrorCode; values?: Record<string, number> }[] {
  const problems: { field: FeedbackField; code: ErrorCode; values?: Record<string, number> }[] = [];
  if (!input.device.trim()) problems.push({ field: 'device', code: 'DEVICE_REQUIRED' });
  const words = countWords(input.description.trim());
  if (words < detailWords.min || words > detailWords.max)
    problems.push({ field: 'description', code: 'DESCRIPTION_WORDS', values: { ...detailWords } });
  if (!isContact(input.contact)) problems.push({ field: 'contact', code: 'CONTACT_INVALID' });
  return problems;
}

export const feedbackStatuses = ['submitted', 'answered'] as const;

/** A member's feedback with its number and status, and the team's answer once given. */
export const feedbackSchema = z.object({
  id: idString,
  /** What the member quotes to the team: FB and the id, six digits at least. */
  number: z.string(),
  device: z.string(),
  systemVersion: z.string(),
  frequency: z.enum(bugFrequencies).nullable(),
  path: z.string(),
  description: z.string(),
  contact: z.string(),
  images: z.array(uploadedImageSchema),
  status: z.enum(feedbackStatuses),
  answer: z.string().nullable(),
  answeredAt: unixSeconds.nullable(),
  createdAt: unixSeconds,
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** The number a member quotes for their feedback. */
export const feedbackNumber = (id: string) => `FB${id.padStart(6, '0')}`;

export const feedbackApi = {
  submit: endpoint({
    ...feedbackCalls.submit,
    summary: 'Send feedback to the team; answers its number',
    tag: 'feedback',
    body: feedbackInputSchema,
    data: feedbackSchema,
  }),
  mine: endpoint({
    ...feedbackCalls.mine,
    summary: "The viewer's feedback, newest first, with each one's status and answer",
    tag: 'feedback',
    query: z.object({ cursor: z.string().max(100).optional() }),
    data: z.array(feedbackSchema),
  }),
  all: endpoint({
    ...feedbackCalls.all,
    summary: "Members' feedback for operators, waiting first (oldest first), then answered (newest first)",
    tag: 'feedback',
    query: z.object({
      status: z.enum(feedbackStatuses).default('submitted'),
      cursor: z.string().max(100).optional(),
    }),
    data: z.array(feedbackSchema.extend({ author: actorSchema })),
  }),
  answer: endpoint({
    ...feedbackCalls.answer,
    summary: 'Answer a member’s feedback (operators); the member is told in the message centre',
    tag: 'feedback',
    params: z.object({ id: idString }),
    body: z.object({ answer: z.string().trim().min(1).max(answerMaxLength) }),
    data: feedbackSchema,
  }),
};
