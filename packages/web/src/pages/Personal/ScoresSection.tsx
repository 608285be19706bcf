import { useTranslation } from 'react-i18next';
import type { GrowthEntry } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import { DatedText } from '../../features/gamification/DatedText.tsx';
import { useGrowthHistory } from '../../features/gamification/historyQueries.ts';
import { useRewardSummary } from '../../features/gamification/queries.ts';
import { levelProgress, signedAmount } from '../../features/gamification/rewardState.ts';
import { reasonText } from '../../features/gamification/rewardText.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { HistorySection } from './RewardLists.tsx';
import '../../styles/rewards.css';
import { numberFormat } from '../../platform/intl.ts';

/** My scores (spec §1, §2 my-scores): level, growth value, the way to the next level, the history. */
export function ScoresSection() {
  const { t } = useTranslation('personal');
  const history = useGrowthHistory();
  return (
    <>
      <LevelCard />
      <HistorySection
        query={history}
        label={t('rewards.scores.history')}
        emptyText={t('personal:empty.scores')}
        emptyIcon="medal"
        failedText={t('rewards.scores.loadFailed')}
        testId="growth-history"
        renderItem={(entry) => <GrowthLine key={entry.id} entry={entry} />}
      />
    </>
  );
}

function LevelCard() {
  const { t, i18n } = useTranslation('personal');
  const summary = useRewardSummary();
  if (summary.isPending) return <Spinner label={t('common:loading')} />;
  if (summary.isError)
    return (
      <p className="reward-summary reward-summary--failed" role="alert">
        {errorMessageFor(summary.error, t) ?? t('rewards.scores.loadFailed')}
      </p>
    );
  const { level, growthValue } = summary.data;
  const next = levelProgress(summary.data);
  const number = numberFormat(i18n.language);
  return (
    <div className="level-card" data-testid="level-card">
      <p className="level-card__level" data-testid="level">
        {t('rewards.scores.level', { level })}
      </p>
      <dl className="reward-summary">
        <div className="reward-summary__item">
          <dt>{t('rewards.scores.growthValue')}</dt>
          <dd className="reward-summary__value" data-testid="growth-value">
            {number.format(growthValue)}
          </dd>
        </div>
      </dl>
      {next ? (
        <>
          <span
            className="meter"
            role="progressbar"
            aria-label={t('rewards.scores.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={summary.data.nextLevelGrowthValue ?? 0}
            aria-valuenow={growthValue}
          >
            <span className="meter__fill" style={{ inlineSize: `${next.ratio * 100}%` }} />
          </span>
          <p className="level-card__next" data-testid="level-next">
            {t('rewards.scores.toNext', { remaining: number.format(next.remaining), level: level + 1 })}
          </p>
        </>
      ) : (
        <p className="level-card__next">{t('rewards.scores.topLevel')}</p>
      )}
    </div>
  );
}

function GrowthLine({ entry }: { entry: GrowthEntry }) {
  const { t, i18n } = useTranslation('personal');
  return (
    <li className="ledger__line" data-testid={`growth-${entry.id}`}>
      <div className="ledger__text">
        <p className="ledger__reason" dir="auto">
          {reasonText(entry, t)}
        </p>
        <p className="ledger__dates">
          <DatedText i18nKey="rewards.scores.date" seconds={entry.createdAt} />
        </p>
      </div>
      <span className="ledger__amount ledger__amount--plus">{signedAmount(entry.amount, i18n.language)}</span>
    </li>
  );
}
