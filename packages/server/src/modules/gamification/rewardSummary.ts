import type { RewardSummary } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { findUserById } from '../identity/index.ts';
import { expireDueCoinsOf } from './coinExpiry.ts';
import { nextExpiringGrant } from './coins.queries.ts';
import { countMedalsHeldBy } from './medals.queries.ts';

/**
 * The member's standing (points and scores pages): level and the growth value the next one needs,
 * Coins with the next expiry, make-up cards and medals. Grants due by now are expired first, so the
 * balance is exact at the expiry instant even when the expiry job has not run yet.
 */
export async function rewardSummary(
  deps: Pick<Deps, 'db' | 'clock'>,
  viewer: Viewer,
  growthLevels: number[],
): Promise<RewardSummary> {
  const now = deps.clock.now();
  await expireDueCoinsOf(deps, viewer.id, now);
  const [member, nextExpiry, medalCount] = await Promise.all([
    findUserById(deps.db, viewer.id),
    nextExpiringGrant(deps.db, viewer.id, now),
    countMedalsHeldBy(deps.db, viewer.id),
  ]);
  if (!member) throw new AppError('SESSION_EXPIRED');
  return {
    level: member.level,
    growthValue: member.growthValue,
    // Level n needs growthLevels[n - 1], so the next level's threshold sits at index `level`.
    nextLevelGrowthValue: growthLevels[member.level] ?? null,
    coinBalance: member.coinBalance,
    nextExpiry: nextExpiry
      ? { amount: nextExpiry.amount, expiresAt: unixSeconds(nextExpiry.expiresAt) }
      : null,
    makeUpCards: member.makeUpCards,
    medalCount,
  };
}
