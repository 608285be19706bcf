import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idString, unixSeconds } from '../envelope.ts';
import { isCountryCode } from '../countries.ts';
import { limits } from '../limits.ts';
import { localizedTextInput, localizedTextOutput } from '../localizedText.ts';
import { promotionCalls, promotionOperatorCalls } from './promotionCalls.ts';

const { codeMaxLength, titleMaxLength, bodyMaxLength, maxCountries } = limits.promotions;

/**
 * Where a promotion stands on a day (spec §1 free gift): not begun, phones bought now count, only
 * gifts already earned may still be redeemed, or over.
 */
export const promotionStates = ['upcoming', 'purchaseOpen', 'redemptionOnly', 'ended'] as const;
export type PromotionState = (typeof promotionStates)[number];

/** A calendar day, `2025-12-31`: a promotion's dates are whole days of its own time zone. */
export const calendarDay = z.iso.date();

/** The promotion's dates: each a calendar day in its time zone, the day itself included. */
export type PromotionDays = { startsOn: string | null; purchaseEndsOn: string; redemptionEndsOn: string };

/**
 * The state of a promotion on `today` (a calendar day of the promotion's time zone, as `dayKey`
 * gives it). Days compare as text because they are ISO dates.
 */
export function promotionStateOn(days: PromotionDays, today: string): PromotionState {
  if (days.startsOn && today < days.startsOn) return 'upcoming';
  if (today <= days.purchaseEndsOn) return 'purchaseOpen';
  if (today <= days.redemptionEndsOn) return 'redemptionOnly';
  return 'ended';
}

/** Whether the runtime knows the IANA time zone (`America/Mexico_City`). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const promotionFields = z.object({
  title: localizedTextInput(titleMaxLength),
  body: localizedTextInput(bodyMaxLength),
  /** Upper-case ISO codes of the countries where it holds; empty: everywhere. */
  countryCodes: z
    .array(z.string().trim().toUpperCase().refine(isCountryCode, 'must be a country code'))
    .max(maxCountries),
  /** The IANA zone whose days the dates are: a date ends at midnight there. */
  timeZone: z
    .string()
    .trim()
    .min(1)
    .max(limits.promotions.timeZoneMaxLength)
    .refine(isTimeZone, 'must be an IANA time zone'),
  startsOn: calendarDay.nullable(),
  purchaseEndsOn: calendarDay,
  redemptionEndsOn: calendarDay,
});

/** Dates in order: a promotion starts before purchases end, and redemption outlasts purchases. */
function datesInOrder(value: PromotionDays, context: z.RefinementCtx) {
  if (value.redemptionEndsOn < value.purchaseEndsOn)
    context.addIssue({
      code: 'custom',
      message: 'must not end before purchases do',
      path: ['redemptionEndsOn'],
    });
  if (value.startsOn && value.startsOn > value.purchaseEndsOn)
    context.addIssue({ code: 'custom', message: 'must not start after purchases end', path: ['startsOn'] });
}

export const promotionCodePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const promotionCode = z.string().trim().min(1).max(codeMaxLength).regex(promotionCodePattern);

/** What an operator writes for a new promotion. */
export const promotionInputSchema = promotionFields.extend({ code: promotionCode }).superRefine(datesInOrder);
export type PromotionInput = z.input<typeof promotionInputSchema>;
/** What an operator changes of a promotion (its code names it for good). */
export const promotionUpdateSchema = promotionFields.superRefine(datesInOrder);
export type PromotionUpdate = z.input<typeof promotionUpdateSchema>;

/** A promotion as its page shows it, in the reader's language, with its state today. */
export const promotionSchema = z.object({
  code: z.string(),
  title: z.string(),
  body: z.string(),
  countryCodes: z.array(z.string()),
  timeZone: z.string(),
  startsOn: z.string().nullable(),
  purchaseEndsOn: z.string(),
  redemptionEndsOn: z.string(),
  state: z.enum(promotionStates),
  /** Whether the reader's country takes part; null when their country is not known. */
  eligible: z.boolean().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** A promotion as operators edit it: every language written, and its state today. */
export const promotionAdminSchema = z.object({
  id: idString,
  code: z.string(),
  title: localizedTextOutput,
  body: localizedTextOutput,
  countryCodes: z.array(z.string()),
  timeZone: z.string(),
  startsOn: z.string().nullable(),
  purchaseEndsOn: z.string(),
  redemptionEndsOn: z.string(),
  state: z.enum(promotionStates),
  updatedAt: unixSeconds,
});
export type PromotionAdmin = z.infer<typeof promotionAdminSchema>;

const codeParams = z.object({ code: z.string().trim().min(1).max(codeMaxLength) });

export const promotionsApi = {
  detail: endpoint({
    ...promotionCalls.detail,
    summary: "A promotion's texts and dates, its state today and whether the reader's country takes part",
    tag: 'promotions',
    params: codeParams,
    data: promotionSchema,
  }),
};

export const promotionOperatorApi = {
  list: endpoint({
    ...promotionOperatorCalls.list,
    summary: 'Every promotion, newest first (operators)',
    tag: 'promotions',
    data: z.array(promotionAdminSchema),
  }),
  create: endpoint({
    ...promotionOperatorCalls.create,
    summary: 'Create a promotion (operators)',
    tag: 'promotions',
    body: promotionInputSchema,
    data: promotionAdminSchema,
  }),
  update: endpoint({
    ...promotionOperatorCalls.update,
    summary: "Change a promotion's texts, countries and dates (operators)",
    tag: 'promotions',
    params: codeParams,
    body: promotionUpdateSchema,
    data: promotionAdminSchema,
  }),
};
