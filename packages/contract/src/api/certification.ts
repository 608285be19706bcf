import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import { limits } from '../limits.ts';
import { actorSchema } from './messages.ts';
import { certificationCalls, certificationOperatorCalls } from './promotionCalls.ts';

const { realNameMaxLength, phoneModelMaxLength, channelUrlMaxLength, motivationLength, reasonMaxLength } =
  limits.certification;

/** An application waits for the team (Pending), then is Approved or Rejected with a reason (spec §3). */
export const certificationStatuses = ['pending', 'approved', 'rejected'] as const;
export type CertificationStatus = (typeof certificationStatuses)[number];

/**
 * What a member tells the team to join the Friends Club (the brand's creators): who they are, the
 * phone they own, where they publish and why they want to join.
 */
export const certificationInputSchema = z.object({
  realName: z.string().trim().min(1).max(realNameMaxLength),
  phoneModel: z.string().trim().min(1).max(phoneModelMaxLength),
  /** Their channel or social account, a web address. */
  channelUrl: z.url({ protocol: /^https?$/ }).max(channelUrlMaxLength),
  motivation: z.string().trim().min(motivationLength.min).max(motivationLength.max),
});
export type CertificationInput = z.input<typeof certificationInputSchema>;

export const certificationApplicationSchema = z.object({
  id: idString,
  status: z.enum(certificationStatuses),
  realName: z.string(),
  phoneModel: z.string(),
  channelUrl: z.string(),
  motivation: z.string(),
  /** Why the team refused (rejected applications only). */
  reason: z.string().nullable(),
  createdAt: unixSeconds,
  decidedAt: unixSeconds.nullable(),
});
export type CertificationApplication = z.infer<typeof certificationApplicationSchema>;

/** The member's certification page: whether they may apply here, and their latest application. */
export const myCertificationSchema = z.object({
  /** In the brand's app, or on the web when operators opened it there (spec §2: app only). */
  available: z.boolean(),
  application: certificationApplicationSchema.nullable(),
});
export type MyCertification = z.infer<typeof myCertificationSchema>;

export const certificationDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(1).max(reasonMaxLength) }),
]);
export type CertificationDecision = z.input<typeof certificationDecisionSchema>;

export const certificationApi = {
  mine: endpoint({
    ...certificationCalls.mine,
    summary: "The viewer's latest Friends Club application, and whether they may apply here",
    tag: 'certification',
    data: myCertificationSchema,
  }),
  apply: endpoint({
    ...certificationCalls.apply,
    summary: 'Apply for the Friends Club certification; one application waits at a time',
    tag: 'certification',
    body: certificationInputSchema,
    data: certificationApplicationSchema,
  }),
};

export const certificationOperatorApi = {
  list: endpoint({
    ...certificationOperatorCalls.list,
    summary:
      'Friends Club applications with their applicant (operators): pending oldest first, others newest first',
    tag: 'certification',
    query: z.object({
      status: z.enum(certificationStatuses).default('pending'),
      cursor: z.string().max(100).optional(),
    }),
    data: z.array(certificationApplicationSchema.extend({ applicant: actorSchema })),
  }),
  decide: endpoint({
    ...certificationOperatorCalls.decide,
    summary: 'Approve or reject a pending application (operators); the member is told in the message centre',
    tag: 'certification',
    params: z.object({ id: idString }),
    body: certificationDecisionSchema,
    data: certificationApplicationSchema,
  }),
};
