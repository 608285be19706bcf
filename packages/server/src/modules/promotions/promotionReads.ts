import type { Locale, Promotion } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { presentPromotion } from './promotions.present.ts';
import { findPromotion } from './promotions.queries.ts';

type PromotionDeps = Pick<Deps, 'db' | 'clock'>;

/**
 * A promotion's page for a reader (spec §1 free gift): its texts in their language, its dates, and
 * its state today on the promotion's own calendar, from the injected clock.
 */
export async function promotionFor(
  deps: PromotionDeps,
  code: string,
  reader: { locale: Locale; countryCode: string | null },
): Promise<Promotion> {
  const row = await findPromotion(deps.db, code);
  if (!row) throw new AppError('PROMOTION_NOT_FOUND');
  return presentPromotion(row, deps.clock.now(), reader.locale, reader.countryCode);
}
