import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, medalBadgeSchema, unixSeconds } from '../envelope.ts';
import { operatorCalls } from './calls.ts';
import { gamificationCalls } from './rewardCalls.ts';
import { missionActivities } from './constants.ts';

/** What claiming a finished mission gave, and the member's totals after it. */
export const missionAwardSchema = z.object({
  missionId: idString,
  growthValue: z.number().int().nonnegative(),
  goldCoins: z.number().int().nonnegative(),
  makeUpCards: z.number().int().nonnegative(),
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
  /** What moves it; the web offers a Go button where it can lead there (the brand page task). */
  activity: z.enum(missionActivities),
  period: z.enum(['daily', 'weekly', 'once']),
  target: z.number().int().positive(),
  progress: z.number().int().nonnegative(),
  growthValue: z.number().int().nonnegative(),
  goldCoins: z.number().int().nonnegative(),
  /** Make-up check-in cards the reward gives (the task center of spec §8). */
  makeUpCards: z.number().int().nonnegative(),
  medal: medalBadgeSchema.nullable(),
  isTypeB: z.boolean(),
  /** in_progress, awaiting_award (finished, reward not claimed) or awarded. */
  status: z.enum(['in_progress', 'awaiting_award', 'awarded']),
});
export type MissionView = z.infer<typeof missionViewSchema>;

/** The member's standing: level, growth value, Coins and what expires next (points and scores pages). */
export const rewardSummarySchema = z.object({
  level: z.number().int().positive(),
  growthValue: z.number().int().nonnegative(),
  /** Growth value the next level needs; null at the top level. */
  nextLevelGrowthValue: z.number().int().positive().nullable(),
  coinBalance: z.number().int().nonnegative(),
  /** The Coins that expire soonest and when; null when none are held. */
  nextExpiry: z.object({ amount: z.number().int().positive(), expiresAt: unixSeconds }).nullable(),
  makeUpCards: z.number().int().nonnegative(),
  medalCount: z.number().int().nonnegative(),
});
export type RewardSummary = z.infer<typeof rewardSummarySchema>;

/** One line of the Coins ledger, newest first: grants are positive, expiries negative. */
export const coinEntrySchema = z.object({
  id: idString,
  amount: z.number().int(),
  reason: z.enum(['mission', 'operator', 'expiry']),
  /** The mission's title, the operator's note, or null for an expiry. */
  title: z.string().nullable(),
  earnedAt: unixSeconds,
  /** When a grant expires (two years after it was earned); null for expiry lines. */
  expiresAt: unixSeconds.nullable(),
  /** A grant whose expiry has run. */
  expired: z.boolean(),
});
export type CoinEntry = z.infer<typeof coinEntrySchema>;

/** One line of the growth value history (scores), newest first. */
export const growthEntrySchema = z.object({
  id: idString,
  amount: z.number().int().positive(),
  reason: z.enum(['mission', 'operator']),
  title: z.string().nullable(),
  createdAt: unixSeconds,
});
export type GrowthEntry = z.infer<typeof growthEntrySchema>;

/** A medal of the catalogue, with how it is awarded and whether (and how) the member holds it. */
export const medalViewSchema = z.object({
  id: idString,
  name: z.string(),
  description: z.string(),
  iconUrl: z.string(),
  /** How many members hold it. */
  holderCount: z.number().int().nonnegative(),
  /** The mission whose reward it is; null when only operators grant it. */
  missionTitle: z.string().nullable(),
  held: z.object({ awardedAt: unixSeconds, awardedBy: z.enum(['mission', 'operator']) }).nullable(),
});
export type MedalView = z.infer<typeof medalViewSchema>;

const listQuery = z.object({ cursor: z.string().max(100).optional() });

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
  browseStart: endpoint({
    ...gamificationCalls.browseStart,
    summary: 'Start the brand-page task: a signed ticket the finish call checks after the browse time',
    tag: 'gamification',
    data: z.object({ ticket: z.string(), seconds: z.number().int().positive() }),
  }),
  browseFinish: endpoint({
    ...gamificationCalls.browseFinish,
    summary: 'Finish the brand-page task once the browse time has passed since its ticket',
    tag: 'gamification',
    body: z.object({ ticket: z.string().min(1).max(500) }),
    data: z.object({ counted: z.boolean() }),
  }),
  summary: endpoint({
    ...gamificationCalls.summary,
    summary: "The member's level, growth value, Coins (with the next expiry) and make-up cards",
    tag: 'gamification',
    data: rewardSummarySchema,
  }),
  points: endpoint({
    ...gamificationCalls.points,
    summary: 'The Coins ledger with reasons and expiry dates, newest first (keyset pages)',
    tag: 'gamification',
    query: listQuery,
    data: z.array(coinEntrySchema),
  }),
  scores: endpoint({
    ...gamificationCalls.scores,
    summary: 'The growth value history with reasons, newest first (keyset pages)',
    tag: 'gamification',
    query: listQuery,
    data: z.array(growthEntrySchema),
  }),
  medals: endpoint({
    ...gamificationCalls.medals,
    summary: "The medal catalogue with holder counts, how each is awarded, and the viewer's own",
    tag: 'gamification',
    data: z.array(medalViewSchema),
  }),
  memberMedals: endpoint({
    ...gamificationCalls.memberMedals,
    summary: 'The medals a member holds, newest first',
    tag: 'gamification',
    params: z.object({ id: idString }),
    data: z.array(medalViewSchema),
  }),
};

/** Operators only (role admin); every other caller gets FORBIDDEN. There is no call that moves Coins between members. */
export const operatorApi = {
  grantReward: endpoint({
    ...operatorCalls.grantReward,
    summary: 'Grant Coins and growth value earned offline; Coins expire two years after `earnedAt`',
    tag: 'operator',
    body: z
      .object({
        userId: idString,
        coins: z.number().int().min(0).max(1_000_000),
        growthValue: z.number().int().min(0).max(1_000_000),
        note: z.string().trim().min(1).max(200),
        /** When the Coins were earned (an offline event); defaults to now, never in the future. */
        earnedAt: unixSeconds.optional(),
      })
      .refine((grant) => grant.coins > 0 || grant.growthValue > 0, {
        message: 'grant Coins or growth value',
        path: ['coins'],
      }),
    data: z.object({
      coinBalance: z.number().int().nonnegative(),
      growthValue: z.number().int().nonnegative(),
      level: z.number().int().positive(),
    }),
  }),
  grantMedal: endpoint({
    ...operatorCalls.grantMedal,
    summary: 'Award a medal to a member by hand (once; a second grant changes nothing)',
    tag: 'operator',
    params: z.object({ id: idString }),
    body: z.object({ userId: idString }),
    data: z.object({ awarded: z.boolean(), holderCount: z.number().int().nonnegative() }),
  }),
  settings: endpoint({
    ...operatorCalls.settings,
    summary: "The community settings' current values, by key (operators only)",
    tag: 'operator',
    data: z.record(z.string(), z.unknown()),
  }),
  updateSetting: endpoint({
    ...operatorCalls.updateSetting,
    summary:
      'Change a community setting (level table, make-up chances, web check-in…), checked by its schema',
    tag: 'operator',
    params: z.object({ key: z.string().min(1).max(60) }),
    body: z.object({ value: z.unknown() }),
    data: z.object({ key: z.string(), value: z.unknown() }),
  }),
};
