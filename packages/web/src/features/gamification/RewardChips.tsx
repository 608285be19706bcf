import { useTranslation } from 'react-i18next';
import type { MedalBadge } from './rewardText.ts';

type Rewards = { growthValue: number; goldCoins: number; makeUpCards?: number; medal: MedalBadge | null };

/** What a mission gives, as small chips: growth value, Coins, make-up cards and the medal's icon. */
export function RewardChips({ rewards, testId }: { rewards: Rewards; testId?: string }) {
  const { t } = useTranslation('personal');
  return (
    <ul className="reward-chips" aria-label={t('rewards.reward.label')} data-testid={testId}>
      {rewards.growthValue > 0 ? (
        <li className="reward-chip reward-chip--growth">
          {t('rewards.reward.growth', { value: rewards.growthValue })}
        </li>
      ) : null}
      {rewards.goldCoins > 0 ? (
        <li className="reward-chip reward-chip--coins">
          {t('rewards.reward.coins', { count: rewards.goldCoins })}
        </li>
      ) : null}
      {rewards.makeUpCards ? (
        <li className="reward-chip">{t('rewards.reward.cards', { count: rewards.makeUpCards })}</li>
      ) : null}
      {rewards.medal ? (
        <li className="reward-chip reward-chip--medal">
          <img src={rewards.medal.iconUrl} alt="" width={20} height={20} loading="lazy" />
          <span dir="auto">{t('rewards.reward.medal', { name: rewards.medal.name })}</span>
        </li>
      ) : null}
    </ul>
  );
}
