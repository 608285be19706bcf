import { localized } from '@fanzone/contract';
import type { Locale, MissionView } from '@fanzone/contract';
import { regions } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { activeMissions, medalsByIds, progressOf } from './gamification.queries.ts';
import type { Activity } from './activities.ts';
import { periodKey } from './periods.ts';

/** The member's missions with progress in the current day, week or for good (my-missions). */
export async function myMissions(deps: Deps, userId: bigint, locale: Locale): Promise<MissionView[]> {
  const now = deps.clock.now();
  const timeZone = regions[deps.config.region].timeZone;
  const missions = await activeMissions(deps.db);
  const keyOf = (period: MissionView['period']) => periodKey(period, now, timeZone);
  const [progress, medals] = await Promise.all([
    progressOf(deps.db, userId, [keyOf('daily'), keyOf('weekly'), keyOf('once')]),
    medalsByIds(
      deps.db,
      missions.flatMap((mission) => (mission.medalId ? [mission.medalId] : [])),
    ),
  ]);
  return missions.map((mission) => {
    const row = progress.find(
      (candidate) => candidate.missionId === mission.id && candidate.periodKey === keyOf(mission.period),
    );
    const medal = mission.medalId ? medals.get(mission.medalId) : undefined;
    return {
      id: mission.id.toString(),
      title: localized(mission.title, locale),
      activity: mission.activity as Activity,
      period: mission.period,
      target: mission.target,
      progress: Math.min(row?.progress ?? 0, mission.target),
      growthValue: mission.growthReward,
      goldCoins: mission.coinReward,
      makeUpCards: mission.cardReward,
      medal: medal ? { iconUrl: medal.iconUrl, name: localized(medal.name, locale) } : null,
      isTypeB: mission.typeB,
      status: row?.awardedAt ? 'awarded' : row?.completedAt ? 'awaiting_award' : 'in_progress',
    };
  });
}
