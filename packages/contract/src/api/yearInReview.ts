import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import { limits } from '../limits.ts';
import { yearInReviewCalls } from './promotionCalls.ts';

/** A member's year (spec §2 `/2024userreports`), counted in their region's calendar year. */
export const yearInReviewSchema = z.object({
  year: z.number().int(),
  /** The IANA zone whose calendar year was counted. */
  timeZone: z.string(),
  username: z.string(),
  avatar: z.string(),
  postsPublished: z.number().int().nonnegative(),
  likesReceived: z.number().int().nonnegative(),
  commentsWritten: z.number().int().nonnegative(),
  checkInDays: z.number().int().nonnegative(),
  medalsEarned: z.number().int().nonnegative(),
  coinsEarned: z.number().int().nonnegative(),
  /** The board they published in most that year (the earliest such on a tie); null without posts. */
  favouriteBoard: z
    .object({ id: idString, name: z.string(), postCount: z.number().int().positive() })
    .nullable(),
  firstPostAt: unixSeconds.nullable(),
});
export type YearInReview = z.infer<typeof yearInReviewSchema>;

export const yearInReviewApi = {
  mine: endpoint({
    ...yearInReviewCalls.mine,
    summary:
      "The viewer's year in review: posts, likes received, comments, check-in days, medals, Coins, favourite board",
    tag: 'yearInReview',
    params: z.object({ year: z.coerce.number().int().min(limits.yearInReview.firstYear).max(9999) }),
    data: yearInReviewSchema,
  }),
};
