import { useTranslation } from 'react-i18next';
import type { MedalView } from '@fanzone/contract';
import { DatedText } from './DatedText.tsx';
import '../../styles/rewards.css';

/**
 * Medals as cards: icon, name, what it is for, how many members hold it, how it is awarded (a
 * mission's title, or by the team) and, when held, since when. Medals not held are drawn muted.
 */
export function MedalList({ medals, testId }: { medals: readonly MedalView[]; testId?: string }) {
  return (
    <ul className="medal-list" data-testid={testId}>
      {medals.map((medal) => (
        <MedalCard key={medal.id} medal={medal} />
      ))}
    </ul>
  );
}

function MedalCard({ medal }: { medal: MedalView }) {
  const { t } = useTranslation('personal');
  const held = medal.held !== null;
  return (
    <li
      className={`medal-card${held ? ' medal-card--held' : ''}`}
      data-testid={`medal-${medal.id}`}
      data-held={held}
    >
      <img className="medal-card__icon" src={medal.iconUrl} alt="" width={56} height={56} loading="lazy" />
      <div className="medal-card__text">
        <p className="medal-card__name">
          <span dir="auto">{medal.name}</span>{' '}
          <span className={`medal-card__state${held ? ' medal-card__state--held' : ''}`}>
            {t(held ? 'rewards.medals.held' : 'rewards.medals.notHeld')}
          </span>
        </p>
        {medal.description ? (
          <p className="medal-card__description" dir="auto">
            {medal.description}
          </p>
        ) : null}
        <p className="medal-card__meta">
          <span dir="auto">
            {medal.missionTitle
              ? t('rewards.medals.awardedFor', { mission: medal.missionTitle })
              : t('rewards.medals.awardedByTeam')}
          </span>
          <span data-testid="medal-holders">{t('rewards.medals.holders', { count: medal.holderCount })}</span>
          {medal.held ? (
            <span>
              <DatedText
                i18nKey="rewards.medals.awardedOn"
                seconds={medal.held.awardedAt}
                testId="medal-awarded-at"
              />
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}
