import { useTranslation } from 'react-i18next';
import type { CoinEntry } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import { DatedText } from '../../features/gamification/DatedText.tsx';
import { useCoinLedger } from '../../features/gamification/historyQueries.ts';
import { useRewardSummary } from '../../features/gamification/queries.ts';
import { displayDay, signedAmount } from '../../features/gamification/rewardState.ts';
import { reasonText } from '../../features/gamification/rewardText.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { PointsRules } from './PointsRules.tsx';
import { HistorySection } from './RewardLists.tsx';
import '../../styles/rewards.css';
import { numberFormat } from '../../platform/intl.ts';

/** My Coins (spec §1, §2 my-points): balance and next expiry, the ledger with reasons, the rules. */
export function PointsSection() {
  const { t } = useTranslation('personal');
  const ledger = useCoinLedger();
  return (
    <>
      <CoinSummary />
      <HistorySection
        query={ledger}
        label={t('rewards.points.ledger')}
        emptyText={t('personal:empty.points')}
        emptyIcon="medal"
        failedText={t('rewards.points.loadFailed')}
        testId="coin-ledger"
        renderItem={(entry) => <CoinLine key={entry.id} entry={entry} />}
      />
      <PointsRules />
    </>
  );
}

function CoinSummary() {
  const { t, i18n } = useTranslation('personal');
  const summary = useRewardSummary();
  if (summary.isPending) return <Spinner label={t('common:loading')} />;
  if (summary.isError)
    return (
      <p className="reward-summary reward-summary--failed" role="alert">
        {errorMessageFor(summary.error, t) ?? t('rewards.points.loadFailed')}
      </p>
    );
  const { coinBalance, nextExpiry, makeUpCards } = summary.data;
  return (
    <dl className="reward-summary" data-testid="coin-summary">
      <div className="reward-summary__item">
        <dt>{t('rewards.points.balance')}</dt>
        <dd className="reward-summary__value" data-testid="coin-balance">
          {numberFormat(i18n.language).format(coinBalance)}
        </dd>
      </div>
      <div className="reward-summary__item">
        <dt>{t('rewards.points.nextExpiryLabel')}</dt>
        <dd data-testid="coin-next-expiry">
          {nextExpiry
            ? t('rewards.points.nextExpiry', {
                count: nextExpiry.amount,
                date: displayDay(nextExpiry.expiresAt, i18n.language),
              })
            : t('rewards.points.noExpiry')}
        </dd>
      </div>
      <div className="reward-summary__item">
        <dt>{t('rewards.points.makeUpCards')}</dt>
        <dd className="reward-summary__value">{numberFormat(i18n.language).format(makeUpCards)}</dd>
      </div>
    </dl>
  );
}

function CoinLine({ entry }: { entry: CoinEntry }) {
  const { t, i18n } = useTranslation('personal');
  const tone = entry.amount > 0 ? 'plus' : entry.amount < 0 ? 'minus' : 'zero';
  return (
    <li
      className={`ledger__line${entry.expired ? ' ledger__line--expired' : ''}`}
      data-testid={`coin-${entry.id}`}
      data-reason={entry.reason}
      data-expired={entry.expired}
    >
      <div className="ledger__text">
        <p className="ledger__reason" dir="auto">
          {reasonText(entry, t)}
          {entry.expired ? (
            <span className="ledger__tag" data-testid="coin-expired">
              {t('rewards.points.expired')}
            </span>
          ) : null}
        </p>
        <p className="ledger__dates">
          <span>
            <DatedText
              i18nKey={entry.reason === 'expiry' ? 'rewards.points.expiredLine' : 'rewards.points.earned'}
              seconds={entry.earnedAt}
              testId="coin-earned-at"
            />
          </span>
          {entry.expiresAt !== null ? (
            <span>
              <DatedText
                i18nKey={entry.expired ? 'rewards.points.expiredOn' : 'rewards.points.expires'}
                seconds={entry.expiresAt}
                testId="coin-expires-at"
              />
            </span>
          ) : null}
        </p>
      </div>
      <span className={`ledger__amount ledger__amount--${tone}`} data-testid="coin-amount">
        {signedAmount(entry.amount, i18n.language)}
      </span>
    </li>
  );
}
