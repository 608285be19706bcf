import { localized } from '@fanzone/contract';
import type { Locale, MissionAward } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { assertMayEarnRewards } from './rewards.policy.ts';
import './rewardEvents.ts';
import { expireCoinsOfMember } from './coinExpiry.ts';
import { awardMedal, claimMission, medalsByIds, missionById, payReward } from './gamification.queries.ts';

/**
 * Claims a finished mission's reward: growth value (and the level it reaches), Coins that expire in
 * two years, and its medal, all in one transaction with the claim, so a reward lands exactly once.
 */
export async function awardMission(
  deps: Deps,
  viewer: Viewer,
  missionId: bigint,
  context: { locale: Locale; growthLevels: number[] },
): Promise<MissionAward> {
  assertMayEarnRewards(viewer);
  const mission = await missionById(deps.db, missionId);
  if (!mission) throw new AppError('MISSION_NOT_FOUND');
  const now = deps.clock.now();
  const medal = mission.medalId
    ? ((await medalsByIds(deps.db, [mission.medalId])).get(mission.medalId) ?? null)
    : null;
  const totals = await deps.db.transaction(async (tx) => {
    const claim = await claimMission(tx, viewer.id, missionId, now);
    if (claim === 'already') throw new AppError('MISSION_ALREADY_REWARDED');
    if (claim === 'unfinished') throw new AppError('MISSION_NOT_FINISHED');
    if (
      medal &&
      (await awardMedal(tx, viewer.id, medal.id, { awardedBy: 'mission', missionId: mission.id }, now))
    )
      await deps.events.tell('medal.awarded', {
        db: tx,
        memberId: viewer.id,
        medalName: medal.name,
        at: now,
      });
    // The answer's balance must not still count Coins that are due to expire.
    await expireCoinsOfMember(tx, viewer.id, now);
    const reward = {
      growth: mission.growthReward,
      coins: mission.coinReward,
      cards: mission.cardReward,
      missionId: mission.id,
      levelThresholds: context.growthLevels,
    };
    return payReward(tx, viewer.id, reward, now);
  });
  return {
    missionId: mission.id.toString(),
    growthValue: mission.growthReward,
    goldCoins: mission.coinReward,
    makeUpCards: mission.cardReward,
    medal: medal ? { iconUrl: medal.iconUrl, name: localized(medal.name, context.locale) } : null,
    level: totals.level,
    totalGrowthValue: totals.growthValue,
    coinBalance: totals.coinBalance,
  };
}
