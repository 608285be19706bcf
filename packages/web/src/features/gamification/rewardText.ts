import type { TFunction } from 'i18next';

export type MedalBadge = { iconUrl: string; name: string };

/** What a claim gave, as one sentence part per reward ('+10 growth value', '+10 Coins', …). */
export function rewardParts(
  rewards: { growthValue: number; goldCoins: number; makeUpCards?: number; medal: MedalBadge | null },
  t: TFunction,
): string[] {
  const parts: string[] = [];
  if (rewards.growthValue > 0)
    parts.push(t('personal:rewards.reward.growth', { value: rewards.growthValue }));
  if (rewards.goldCoins > 0) parts.push(t('personal:rewards.reward.coins', { count: rewards.goldCoins }));
  if (rewards.makeUpCards) parts.push(t('personal:rewards.reward.cards', { count: rewards.makeUpCards }));
  if (rewards.medal) parts.push(t('personal:rewards.reward.medal', { name: rewards.medal.name }));
  return parts;
}

/** The parts joined the way the reader's language lists things ('a, b and c'). */
export function joinParts(parts: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
}

/** Why a Coins or growth value line is there: the mission's title, the team's note, or an expiry. */
export function reasonText(
  entry: { reason: 'mission' | 'operator' | 'expiry'; title: string | null },
  t: TFunction,
): string {
  if (entry.reason === 'expiry') return t('personal:rewards.history.expiry');
  if (entry.reason === 'operator')
    return entry.title
      ? t('personal:rewards.history.operator', { title: entry.title })
      : t('personal:rewards.history.operatorUntitled');
  return entry.title
    ? t('personal:rewards.history.mission', { title: entry.title })
    : t('personal:rewards.history.missionUntitled');
}
