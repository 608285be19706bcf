import { localized } from '@fanzone/contract';
import type { Locale, Promotion, PromotionAdmin } from '@fanzone/contract';
import { dayKey, promotionStateOn } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import { countryTakesPart } from './promotions.policy.ts';
import type { PromotionRow } from './promotions.tables.ts';

/** The promotion's state at `now`, on the calendar of its own time zone. */
export function stateOf(row: PromotionRow, now: Date) {
  return promotionStateOn(row, dayKey(now, row.timeZone));
}

export function presentPromotion(
  row: PromotionRow,
  now: Date,
  locale: Locale,
  readerCountry: string | null,
): Promotion {
  return {
    code: row.code,
    title: localized(row.title, locale),
    body: localized(row.body, locale),
    countryCodes: row.countryCodes,
    timeZone: row.timeZone,
    startsOn: row.startsOn,
    purchaseEndsOn: row.purchaseEndsOn,
    redemptionEndsOn: row.redemptionEndsOn,
    state: stateOf(row, now),
    eligible: countryTakesPart(row.countryCodes, readerCountry),
  };
}

export function presentPromotionForOperators(row: PromotionRow, now: Date): PromotionAdmin {
  return {
    id: row.id.toString(),
    code: row.code,
    title: row.title,
    body: row.body,
    countryCodes: row.countryCodes,
    timeZone: row.timeZone,
    startsOn: row.startsOn,
    purchaseEndsOn: row.purchaseEndsOn,
    redemptionEndsOn: row.redemptionEndsOn,
    state: stateOf(row, now),
    updatedAt: unixSeconds(row.updatedAt),
  };
}
