import type { MedalView, MissionView, RewardSummary } from '@fanzone/contract';
import { dateTimeFormat, numberFormat } from '../../platform/intl.ts';

export type MissionPeriod = MissionView['period'];

/** The order of the my-missions groups: daily, weekly, one-time. */
export const missionPeriods: readonly MissionPeriod[] = ['daily', 'weekly', 'once'];

/** Missions by period in the groups' order, each keeping the server's order; empty groups left out. */
export function groupMissions(
  missions: readonly MissionView[],
): { period: MissionPeriod; missions: MissionView[] }[] {
  return missionPeriods
    .map((period) => ({ period, missions: missions.filter((mission) => mission.period === period) }))
    .filter((group) => group.missions.length > 0);
}

/** How far a bar is filled, 0 to 1. */
export function ratio(value: number, of: number): number {
  if (of <= 0) return 1;
  return Math.min(1, Math.max(0, value / of));
}

/** Growth value still needed and how far the bar is filled; null at the top level. */
export function levelProgress(
  summary: Pick<RewardSummary, 'growthValue' | 'nextLevelGrowthValue'>,
): { remaining: number; ratio: number } | null {
  if (summary.nextLevelGrowthValue === null) return null;
  return {
    remaining: Math.max(0, summary.nextLevelGrowthValue - summary.growthValue),
    ratio: ratio(summary.growthValue, summary.nextLevelGrowthValue),
  };
}

/** The catalogue with the member's medals first (newest award first), the rest in catalogue order. */
export function heldFirst(medals: readonly MedalView[]): MedalView[] {
  const held = medals.filter((medal) => medal.held !== null);
  held.sort((a, b) => (b.held?.awardedAt ?? 0) - (a.held?.awardedAt ?? 0));
  return [...held, ...medals.filter((medal) => medal.held === null)];
}

/** A ledger amount with its sign ('+20', '−5'; a zero line has none), in the reader's digits. */
export function signedAmount(amount: number, locale: string): string {
  return numberFormat(locale, { signDisplay: 'exceptZero' }).format(amount);
}

/** A unix-seconds date as `<time dateTime>` wants it (the reader's local day). */
export function isoDay(seconds: number): string {
  const date = new Date(seconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A unix-seconds date for display, in the reader's language. */
export function displayDay(seconds: number, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(seconds * 1000));
}
