import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { findUserById } from '../identity/index.ts';
import './rewardEvents.ts';
import { expireCoinsOfMember } from './coinExpiry.ts';
import { coinsExpireAt } from './coinValidity.ts';
import { awardMedal, medalsByIds, payReward } from './gamification.queries.ts';
import { medalHolderCount } from './medals.queries.ts';

export type RewardGrant = {
  userId: bigint;
  coins: number;
  growthValue: number;
  note: string;
  /** Unix seconds; when the Coins were earned offline. */
  earnedAt?: number;
};

/**
 * An operator pays one member growth value and Coins earned offline (an event, a contest), with a
 * note the member reads in their history. The Coins expire two years after `earnedAt`, so a grant
 * may be dated back but never forward, and never so far back that it is expired on arrival. The only
 * way Coins reach a member besides missions: nothing moves Coins between members.
 */
export async function grantReward(
  deps: Pick<Deps, 'db' | 'clock'>,
  grant: RewardGrant,
  growthLevels: number[],
) {
  const now = deps.clock.now();
  const earnedAt = grant.earnedAt === undefined ? now : new Date(grant.earnedAt * 1000);
  if (earnedAt.getTime() > now.getTime())
    throw new AppError('VALIDATION_FAILED', { fields: { 'body.earnedAt': 'must not be in the future' } });
  if (coinsExpireAt(earnedAt).getTime() <= now.getTime())
    throw new AppError('VALIDATION_FAILED', {
      fields: { 'body.earnedAt': 'Coins earned then have expired already' },
    });
  if (!(await findUserById(deps.db, grant.userId))) throw new AppError('USER_NOT_FOUND');
  const totals = await deps.db.transaction(async (tx) => {
    // The answer's balance must not still count Coins that are due to expire.
    await expireCoinsOfMember(tx, grant.userId, now);
    return payReward(
      tx,
      grant.userId,
      {
        growth: grant.growthValue,
        coins: grant.coins,
        cards: 0,
        missionId: null,
        levelThresholds: growthLevels,
        note: grant.note,
        earnedAt,
      },
      now,
    );
  });
  return { coinBalance: totals.coinBalance, growthValue: totals.growthValue, level: totals.level };
}

/**
 * An operator awards a medal by hand (an event winner). A member holds a medal once: a second grant
 * changes nothing and answers `awarded: false`.
 */
export async function grantMedal(
  deps: Pick<Deps, 'db' | 'clock' | 'events'>,
  medalId: bigint,
  userId: bigint,
) {
  const medal = (await medalsByIds(deps.db, [medalId])).get(medalId);
  if (!medal) throw new AppError('MEDAL_NOT_FOUND');
  if (!(await findUserById(deps.db, userId))) throw new AppError('USER_NOT_FOUND');
  const now = deps.clock.now();
  const answer = await deps.db.transaction(async (tx) => {
    const awarded = await awardMedal(tx, userId, medalId, { awardedBy: 'operator', missionId: null }, now);
    if (awarded)
      await deps.events.tell('medal.awarded', { db: tx, memberId: userId, medalName: medal.name, at: now });
    return { awarded, holderCount: (await medalHolderCount(tx, medalId)) ?? 0 };
  });
  if (answer.awarded) await deps.events.tell('medal.givenByHand', { memberId: userId });
  return answer;
}
