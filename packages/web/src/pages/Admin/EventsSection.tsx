import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventAdmin } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import {
  useAnnounceEvent,
  useEventAwards,
  useOperatorEvents,
  useSetEventStatus,
} from '../../features/events/queries.ts';
import { PhaseLabel } from '../../features/events/EventSummary.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ConsoleLoaded } from './kit/ConsoleLoaded.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { SheetButton } from './kit/SheetButton.tsx';
import { useConsoleAction } from './kit/useConsoleAction.ts';
import { EventForm } from './EventForm.tsx';
import '../../styles/events.css';

/**
 * Events and campaigns (operators): create and edit them, pause, resume or take one down, announce
 * now, and see the ranking's winners with their awards and T-shirt delivery addresses.
 */
export function EventsSection() {
  const { t } = useTranslation('events');
  return (
    <div className="admin-structure" data-testid="events-section">
      <div className="admin-card__actions">
        <SheetButton
          look="section"
          label={t('console.new')}
          testId="event-add"
          sheetTestId="event-form-dialog"
        >
          {(close) => <EventForm onSaved={close} />}
        </SheetButton>
      </div>
      <ConsoleLoaded query={useOperatorEvents()}>
        {(events) =>
          events.length ? (
            <ul className="admin-list">
              {events.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </ul>
          ) : (
            <EmptyState text={t('console.empty')} />
          )
        }
      </ConsoleLoaded>
    </div>
  );
}

function EventCard({ event }: { event: EventAdmin }) {
  const { t, i18n } = useTranslation('events');
  const setStatus = useConsoleAction(useSetEventStatus(event.id));
  const announce = useAnnounceEvent(event.id);
  const announceNow = useConsoleAction(announce);
  const [showAwards, setShowAwards] = useState(false);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const at = (seconds: number) => when.format(new Date(seconds * 1000));
  const statusButton = (status: EventAdmin['status'], label: string, testId: string) => (
    <button
      type="button"
      className="button button--small"
      onClick={() => setStatus(status)}
      data-testid={testId}
    >
      {label}
    </button>
  );
  return (
    <li className="admin-card" data-testid={`event-card-${event.id}`}>
      <div className="admin-card__title">
        <strong dir="auto">{textIn(event.title, i18n.language)}</strong> <PhaseLabel phase={event.phase} />
      </div>
      <p className="admin-card__meta">
        {t('dates.starts')}: {at(event.startsAt)} · {t('dates.entriesEnd')}: {at(event.entriesEndAt)} ·{' '}
        {t('dates.announce')}: {at(event.announceAt)}
      </p>
      <p className="admin-card__meta">
        {t('console.status')}: {t(`console.${event.status}`)} ·{' '}
        {t('stats', { participants: event.participantCount, entries: event.entryCount })}
      </p>
      <div className="admin-card__actions">
        <Link to={paths.contentCompetition(event.id)}>{t('console.open')}</Link>
        {/* Announced, its prizes are granted: nothing more to change. */}
        {event.announcedAt ? null : (
          <SheetButton label={t('console.edit')} testId="event-edit" sheetTestId="event-form-dialog">
            {(close) => <EventForm event={event} onSaved={close} />}
          </SheetButton>
        )}
        {event.status === 'live'
          ? statusButton('paused', t('console.pause'), 'event-pause')
          : statusButton('live', t('console.resume'), 'event-resume')}
        {event.status === 'taken_down'
          ? null
          : statusButton('taken_down', t('console.takeDown'), 'event-take-down')}
        {event.phase === 'ended' ? (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={announce.isPending}
            onClick={() =>
              announceNow(undefined, ({ awards }) => {
                // The winners just made, shown at once.
                setShowAwards(true);
                return t('console.announced', { count: awards });
              })
            }
            data-testid="event-announce-now"
          >
            {t('console.announce')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--small"
          aria-expanded={showAwards}
          onClick={() => setShowAwards(!showAwards)}
          data-testid="event-awards-toggle"
        >
          {t('console.awards')}
        </button>
      </div>
      {showAwards ? <EventAwards id={event.id} /> : null}
    </li>
  );
}

/** Winners and their awards, with the T-shirt winners' delivery addresses (operators only). */
function EventAwards({ id }: { id: string }) {
  const { t } = useTranslation('events');
  return (
    <ConsoleLoaded query={useEventAwards(id, true)}>
      {(awards) =>
        awards.length ? (
          <ul className="event-awards" data-testid="event-awards">
            {awards.map((award) => (
              <li
                key={`${award.member.id}-${award.kind}-${award.medal?.name ?? ''}`}
                data-testid="event-award-row"
              >
                <strong dir="auto">{award.member.username}</strong>{' '}
                {award.rank ? t('prizes.rank', { rank: award.rank }) : t('awards.participation')}:{' '}
                {award.kind === 'tshirt'
                  ? t('prizes.tshirt')
                  : award.kind === 'coins'
                    ? t('prizes.coins', { coins: award.coins })
                    : t('prizes.medal', { name: award.medal?.name ?? '' })}
                {award.deliveryAddress ? (
                  <address className="event-awards__address" dir="auto" data-testid="event-award-address">
                    {award.deliveryAddress.recipient}, {award.deliveryAddress.phone},{' '}
                    {award.deliveryAddress.address}
                  </address>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-card__meta">{t('console.noAwards')}</p>
        )
      }
    </ConsoleLoaded>
  );
}
