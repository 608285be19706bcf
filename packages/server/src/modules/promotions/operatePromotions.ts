import type { EndpointBody, PromotionAdmin, promotionOperatorApi } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { isUniqueViolation } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { presentPromotionForOperators } from './promotions.present.ts';
import { insertPromotion, updatePromotion, allPromotions } from './promotions.queries.ts';

type PromotionDeps = Pick<Deps, 'db' | 'clock'>;

type PromotionInput = EndpointBody<typeof promotionOperatorApi.create>;

type PromotionUpdate = EndpointBody<typeof promotionOperatorApi.update>;

export async function promotionsForOperators(deps: PromotionDeps): Promise<PromotionAdmin[]> {
  const now = deps.clock.now();
  return (await allPromotions(deps.db)).map((row) => presentPromotionForOperators(row, now));
}

export async function createPromotion(deps: PromotionDeps, input: PromotionInput): Promise<PromotionAdmin> {
  const now = deps.clock.now();
  try {
    const row = await insertPromotion(deps.db, { ...input, createdAt: now, updatedAt: now });
    return presentPromotionForOperators(row, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PROMOTION_CODE_TAKEN', { fields: { code: 'taken' } });
    throw error;
  }
}

export async function changePromotion(
  deps: PromotionDeps,
  code: string,
  input: PromotionUpdate,
): Promise<PromotionAdmin> {
  const now = deps.clock.now();
  const row = await updatePromotion(deps.db, code, { ...input, updatedAt: now });
  if (!row) throw new AppError('PROMOTION_NOT_FOUND');
  return presentPromotionForOperators(row, now);
}
