import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, medalBadgeSchema } from '../envelope.ts';
import { gamificationCalls } from './calls.ts';

/** What claiming a finished mission gave, and the member's totals after it. */
export const missionAwardSchema = z.object({
  missionId: idString,
  growthValue: z.number().int().nonnegative(),
  goldCoins: z.number().int().nonnegative(),
  medal: medalBadgeSchema.nullable(),
  level: z.number().int().positive(),
  totalGrowthValue: z.number().int().nonnegative(),
  coinBalance: z.number().int().nonnegative(),
});
export type MissionAward = z.infer<typeof missionAwardSchema>;

/** A mission on the my-missions page, with the member's progress in its current period. */
export const missionViewSchema = z.object({
  id: idString,
  title: z.string(),
  period: z.enum(['daily', 'weekly', 'once']),
  target: z.number().int().positive(),
  progress: z.number().int().nonnegative(),
  growthValue: z.number().int().nonnegative(),
  goldCoins: z.number().int().nonnegative(),
  medal: medalBadgeSchema.nullable(),
  isTypeB: z.boolean(),
  /** in_progress, awaiting_award (finished, reward not claimed) or awarded. */
  status: z.enum(['in_progress', 'awaiting_award', 'awarded']),
});
export type MissionView = z.infer<typeof missionViewSchema>;

export const gamificationApi = {
  award: endpoint({
    ...gamificationCalls.award,
    summary: "Claim a finished mission's reward (growth value, Coins, medal)",
    tag: 'gamification',
    body: z.object({ id: idString }),
    data: missionAwardSchema,
  }),
  typeCount: endpoint({
    ...gamificationCalls.typeCount,
    summary: 'Whether type-B notices show, and how many finished missions wait for their reward',
    tag: 'gamification',
    data: z.object({ isTypeB: z.boolean(), count: z.number().int().nonnegative() }),
  }),
  myMissions: endpoint({
    ...gamificationCalls.myMissions,
    summary: "The member's daily, weekly and one-time missions with progress",
    tag: 'gamification',
    data: z.array(missionViewSchema),
  }),
};
