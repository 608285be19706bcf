import { useState } from 'react';
import { Link } from '../../ui/Link.tsx';
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
import { dateTimeFormat } from '../../platform/intl.ts';
import { CardButton, ConsoleCard } from './kit/ConsoleCard.tsx';
import { ConsoleCatalogue, textIn } from './kit/ConsoleList.tsx';
import { ConsoleLoaded } from './kit/ConsoleLoaded.tsx';
import { AddButton, EditButton } from './kit/SheetButton.tsx';
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
      <AddButton label={t('console.new')} testId="event-add" sheetTestId="event-form-dialog">
        {(close) => <EventForm onSaved={close} />}
      </AddButton>
      <ConsoleCatalogue query={useOperatorEvents()} emptyText={t('console.empty')} listTestId="events">
        {(event) => <EventCard key={event.id} event={event} />}
      </ConsoleCatalogue>
    </div>
  );
}

function EventCard({ event }: { event: EventAdmin }) {
  const { t, i18n } = useTranslation('events');
  const status = useSetEventStatus(event.id);
  const setStatus = useConsoleAction(status);
  const announce = useAnnounceEvent(event.id);
  const announceNow = useConsoleAction(announce);
  const [showAwards, setShowAwards] = useState(false);
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const at = (seconds: number) => when.format(new Date(seconds * 1000));
  const { participantCount: participants, entryCount: entries } = event;
  const title = textIn(event.title, i18n.language);
  const statusButton = (next: EventAdmin['status'], label: string, testId: string) => (
    <CardButton label={label} busy={status.isPending} onClick={() => setStatus(next)} testId={testId} />
  );
  return (
    <ConsoleCard
      testId={`event-card-${event.id}`}
      title={title}
      chips={[<PhaseLabel phase={event.phase} />]}
      facts={[
        `${t('dates.starts')}: ${at(event.startsAt)}`,
        `${t('dates.entriesEnd')}: ${at(event.entriesEndAt)}`,
        `${t('dates.announce')}: ${at(event.announceAt)}`,
      ]}
      more={
        <p className="admin-card__meta">
          <span>
            {t('console.status')}: {t(`console.${event.status}`)}
          </span>
          <span>{t('stats', { participants, entries })}</span>
        </p>
      }
      below={showAwards ? <EventAwards id={event.id} /> : null}
    >
      <Link to={paths.contentCompetition(event.id)}>{t('console.open')}</Link>
      {/* Announced, its prizes are granted: nothing more to change. */}
      {event.announcedAt ? null : (
        <EditButton title={title} testId="event-edit" sheetTestId="event-form-dialog">
          {(close) => <EventForm event={event} onSaved={close} />}
        </EditButton>
      )}
      {event.status === 'live'
        ? statusButton('paused', t('console.pause'), 'event-pause')
        : statusButton('live', t('console.resume'), 'event-resume')}
      {event.status === 'taken_down'
        ? null
        : statusButton('taken_down', t('console.takeDown'), 'event-take-down')}
      {event.phase === 'ended' ? (
        <CardButton
          primary
          label={t('console.announce')}
          busy={announce.isPending}
          onClick={() =>
            announceNow(undefined, ({ awards }) => {
              // The winners just made, shown at once.
              setShowAwards(true);
              return t('console.announced', { count: awards });
            })
          }
          testId="event-announce-now"
        />
      ) : null}
      <CardButton
        label={t('console.awards')}
        expanded={showAwards}
        onClick={() => setShowAwards(!showAwards)}
        testId="event-awards-toggle"
      />
    </ConsoleCard>
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
