import { z } from 'zod';

/** 64-bit ids travel as decimal strings so JavaScript clients never lose precision (ARCHITECTURE §3). */
export const idString = z
  .string()
  .regex(/^\d{1,19}$/, 'must be a decimal id')
  .refine(
    (value) => /^\d{1,19}$/.test(value) && BigInt(value) <= 9_223_372_036_854_775_807n,
    'must be a decimal id',
  );
export type IdString = z.infer<typeof idString>;

/** Timestamps are unix seconds (spec §3). */
export const unixSeconds = z.number().int().nonnegative();

/** Keyset pagination: the cursor is opaque to the client. */
export const pageSchema = z.object({
  cursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type Page = z.infer<typeof pageSchema>;

/** A medal as the popup and mission lists show it. */
export const medalBadgeSchema = z.object({ iconUrl: z.string(), name: z.string() });

/** A mission that an action completed; drives the congratulation popup (spec §3, §4). */
export const missionCompletionSchema = z.object({
  missionId: idString,
  growthValue: z.number().int(),
  medal: medalBadgeSchema.nullable(),
  goldCoins: z.number().int(),
  isGetReward: z.boolean(),
  /** What was won, when the completion is not a mission's (an event's award): the event's title. */
  awardedFor: z.string().optional(),
});
export type MissionCompletion = z.infer<typeof missionCompletionSchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal('success'),
    data,
    page: pageSchema.optional(),
    completeMission: z.array(missionCompletionSchema).optional(),
  });
}

export const errorEnvelope = z.object({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
  /** Field-level problems of a validation error, keyed by dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Values the message names ('At most {{max}} images'), so clients translate it themselves. */
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type SuccessEnvelope<T> = {
  status: 'success';
  data: T;
  page?: Page;
  completeMission?: MissionCompletion[];
};
