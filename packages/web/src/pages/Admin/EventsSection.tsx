import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventAdmin } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import {
  useAnnounceEvent,
  useEventAwards,
  useOperatorEvents,
  useSaveEvent,
  useSetEventStatus,
} from '../../features/events/queries.ts';
import { PhaseLabel } from '../../features/events/EventSummary.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { useFailureToast } from './kit/ConsoleField.tsx';
import { textIn } from './kit/ConsoleList.tsx';
import { EventForm } from './EventForm.tsx';
import '../../styles/events.css';

/**
 * Events and campaigns (operators): create and edit them, pause, resume or take one down, announce
 * now, and see the ranking's winners with their awards and T-shirt delivery addresses.
 */
export function EventsSection() {
  const { t } = useTranslation(['events', 'admin']);
  const events = useOperatorEvents();
  const [editing, setEditing] = useState<EventAdmin | 'new' | null>(null);
  if (events.isPending) return <Spinner label={t('common:loading')} />;
  if (events.isError)
    return (
      <LoadFailed error={events.error} fallback={t('admin:failed')} onRetry={() => void events.refetch()} />
    );
  return (
    <div className="admin-structure" data-testid="events-section">
      <div className="admin-card__actions">
        <button type="button" className="button" onClick={() => setEditing('new')} data-testid="event-add">
          {t('console.new')}
        </button>
      </div>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing === 'new' ? t('console.new') : t('console.edit')}
        variant="sheet"
        testId="event-form-dialog"
      >
        {editing ? (
          <EventEditor event={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Dialog>
      {events.data.length ? (
        <ul className="admin-list">
          {events.data.map((event) => (
            <EventCard key={event.id} event={event} onEdit={() => setEditing(event)} />
          ))}
        </ul>
      ) : (
        <EmptyState text={t('console.empty')} />
      )}
    </div>
  );
}

function EventEditor({ event, onDone }: { event?: EventAdmin; onDone: () => void }) {
  const { t } = useTranslation('events');
  const failed = useFailureToast();
  const save = useSaveEvent(event?.id ?? null);
  return (
    <EventForm
      event={event}
      busy={save.isPending}
      onSave={(input) =>
        save.mutate(input, {
          onSuccess: () => {
            toast.success(t('console.saved'));
            onDone();
          },
          onError: failed,
        })
      }
    />
  );
}

function EventCard({ event, onEdit }: { event: EventAdmin; onEdit: () => void }) {
  const { t, i18n } = useTranslation(['events', 'admin']);
  const failed = useFailureToast();
  const status = useSetEventStatus(event.id);
  const announce = useAnnounceEvent(event.id);
  const [showAwards, setShowAwards] = useState(false);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const at = (seconds: number) => when.format(new Date(seconds * 1000));
  const setStatus = (next: EventAdmin['status']) => status.mutate(next, { onError: failed });
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
        {event.announcedAt ? null : (
          <button type="button" className="button button--small" onClick={onEdit} data-testid="event-edit">
            {t('console.edit')}
          </button>
        )}
        {event.status === 'live' ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => setStatus('paused')}
            data-testid="event-pause"
          >
            {t('console.pause')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--small"
            onClick={() => setStatus('live')}
            data-testid="event-resume"
          >
            {t('console.resume')}
          </button>
        )}
        {event.status === 'taken_down' ? null : (
          <button
            type="button"
            className="button button--small"
            onClick={() => setStatus('taken_down')}
            data-testid="event-take-down"
          >
            {t('console.takeDown')}
          </button>
        )}
        {event.phase === 'ended' ? (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={announce.isPending}
            onClick={() =>
              announce.mutate(undefined, {
                onSuccess: (outcome) => {
                  toast.success(t('console.announced', { count: (outcome as { awards: number }).awards }));
                  setShowAwards(true);
                },
                onError: failed,
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
  const awards = useEventAwards(id, true);
  if (awards.isPending) return <Spinner label={t('common:loading')} />;
  if (awards.isError)
    return (
      <LoadFailed error={awards.error} fallback={t('loadFailed')} onRetry={() => void awards.refetch()} />
    );
  if (!awards.data.length) return <p className="admin-card__meta">{t('console.noAwards')}</p>;
  return (
    <ul className="event-awards" data-testid="event-awards">
      {awards.data.map((award) => (
        <li key={`${award.member.id}-${award.kind}-${award.medal?.name ?? ''}`} data-testid="event-award-row">
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
  );
}
