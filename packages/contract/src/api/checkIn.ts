import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { unixSeconds } from '../envelope.ts';
import { checkInCalls } from './checkInCalls.ts';

/**
 * A day of the check-in calendar (spec §3, §4). Days are the region's calendar days, named by the unix
 * seconds of their noon; make-up is possible for a missed day of the current week only.
 */
export const checkInDayStatusSchema = z.enum([
  'checked_in',
  'made_up',
  /** Past and missed; this week's missed days are `make_up` instead. */
  'missed',
  /** A missed day of this week that a weekly chance or a card can still make up. */
  'make_up',
  /** Today, not checked in yet. */
  'today',
  'upcoming',
]);
export type CheckInDayStatus = z.infer<typeof checkInDayStatusSchema>;

export const checkInStatusSchema = z.object({
  /** Noon of today in the region's time zone (unix seconds). */
  today: unixSeconds,
  checkedInToday: z.boolean(),
  /** Consecutive days checked in (made-up days count), ending today or yesterday. */
  streakDays: z.number().int().nonnegative(),
  totalDays: z.number().int().nonnegative(),
  makeUpChancesLeft: z.number().int().nonnegative(),
  makeUpChancesPerWeek: z.number().int().nonnegative(),
  makeUpCards: z.number().int().nonnegative(),
  /** Check-in works from this client: inside the brand's apps, or on the web when operators allow it. */
  available: z.boolean(),
});
export type CheckInStatus = z.infer<typeof checkInStatusSchema>;

const noonOfDay = unixSeconds;

export const checkInApi = {
  status: endpoint({
    ...checkInCalls.status,
    summary: "The member's check-in status: today, streak, make-up chances and cards, availability",
    tag: 'checkIn',
    data: checkInStatusSchema,
  }),
  history: endpoint({
    ...checkInCalls.history,
    summary: 'Statuses of the days from start to end (noon unix seconds), keyed by day',
    tag: 'checkIn',
    query: z.object({ start: z.coerce.number().pipe(noonOfDay), end: z.coerce.number().pipe(noonOfDay) }),
    data: z.record(z.string().regex(/^\d+$/), checkInDayStatusSchema),
  }),
  checkIn: endpoint({
    ...checkInCalls.checkIn,
    summary: 'Check in today (once a day; a repeat answers the same status)',
    tag: 'checkIn',
    data: checkInStatusSchema,
  }),
  makeUp: endpoint({
    ...checkInCalls.makeUp,
    summary: "Make up a missed day of this week with the week's chance, or with a card when asked",
    tag: 'checkIn',
    body: z.object({ day: noonOfDay, useCard: z.boolean().optional() }),
    data: checkInStatusSchema,
  }),
};
