import { useTranslation } from 'react-i18next';
import type { EventView } from '@fanzone/contract';
import { dateTimeFormat } from '../../platform/intl.ts';

/** The phase as a label (spec §4): Coming Soon, In progress, Announced, or the spec's texts. */
export function PhaseLabel({ phase }: { phase: EventView['phase'] }) {
  const { t } = useTranslation('events');
  return (
    <span className={`event-phase event-phase--${phase}`} data-testid="event-phase" data-phase={phase}>
      {t(`phase.${phase}`)}
    </span>
  );
}

/** When it starts, when entries close, when winners are announced; then the rules and the awards. */
export function EventSummary({ event }: { event: EventView }) {
  const { t, i18n } = useTranslation('events');
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const day = dateTimeFormat(i18n.language, { dateStyle: 'long' });
  const at = (seconds: number) => when.format(new Date(seconds * 1000));
  return (
    <section className="event-summary" aria-label={event.title}>
      <dl className="event-dates">
        <div>
          <dt>{t('dates.starts')}</dt>
          <dd>
            <time dateTime={new Date(event.startsAt * 1000).toISOString()}>{at(event.startsAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('dates.entriesEnd')}</dt>
          <dd>
            <time dateTime={new Date(event.entriesEndAt * 1000).toISOString()}>{at(event.entriesEndAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('dates.announce')}</dt>
          <dd>
            <time dateTime={new Date(event.announceAt * 1000).toISOString()}>{at(event.announceAt)}</time>
          </dd>
        </div>
      </dl>
      <p className="event-stats" data-testid="event-stats">
        {t('stats', { participants: event.participantCount, entries: event.entryCount })}
      </p>
      <h2 className="event-heading">{t('rules')}</h2>
      <p className="event-rules" dir="auto">
        {event.rules}
      </p>
      <h2 className="event-heading">{t('prizes.title')}</h2>
      <ul className="event-prizes" data-testid="event-prizes">
        {event.prizes.map((prize) => (
          <li key={`${prize.fromRank}-${prize.kind}`}>
            <strong>
              {prize.fromRank === prize.toRank
                ? t('prizes.rank', { rank: prize.fromRank })
                : t('prizes.ranks', { from: prize.fromRank, to: prize.toRank })}
            </strong>{' '}
            {prize.kind === 'tshirt'
              ? t('prizes.tshirt')
              : prize.kind === 'coins'
                ? t('prizes.coins', { coins: prize.coins })
                : t('prizes.medal', { name: prize.medal?.name ?? '' })}
          </li>
        ))}
        {event.participationMedal ? (
          <li>
            <strong>{t('prizes.everyone')}</strong>{' '}
            {t('prizes.medal', { name: event.participationMedal.name })}
          </li>
        ) : null}
      </ul>
      <p className="event-note">
        {event.deliverBy
          ? t('prizes.deliverBy', { date: day.format(new Date(event.deliverBy * 1000)) })
          : t('prizes.delivery', { days: event.deliveryWorkingDays })}
      </p>
    </section>
  );
}
