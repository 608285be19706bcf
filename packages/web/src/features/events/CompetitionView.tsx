import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventView } from '@fanzone/contract';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { EntryPanel } from './EntryPanel.tsx';
import { EventSummary, PhaseLabel } from './EventSummary.tsx';
import { JoinPanel } from './JoinPanel.tsx';
import { MyAwards } from './MyAwards.tsx';
import { RankingList } from './RankingList.tsx';
import { useSeeAwards } from './queries.ts';
import '../../styles/events.css';

/**
 * A competition (`/content/competition/{id}`): its phase on the server's clock, dates, rules and
 * awards; joining, the member's entry, the ranking and, once announced, the member's awards (new
 * ones shown once in the congratulation popup). Paused and taken-down events say the spec's texts.
 */
export function CompetitionView({ event, signedIn }: { event: EventView; signedIn: boolean }) {
  const { t } = useTranslation('events');
  useAwardsPopup(event);
  if (event.phase === 'paused' || event.phase === 'unavailable')
    return (
      <div data-testid="event-stopped">
        <PhaseLabel phase={event.phase} />
        <EmptyState icon="lock" text={t(`phase.${event.phase}`)} />
        {/* A winner of an event paused after its announcement still sees the award and gives the address. */}
        {event.announcedAt !== null ? <MyAwards event={event} /> : null}
      </div>
    );
  return (
    <div className="event" data-testid="event">
      <PhaseLabel phase={event.phase} />
      <div className="event__columns">
        <div className="event__main">
          <EventSummary event={event} />
        </div>
        <div className="event__side">
          {event.phase === 'coming_soon' || event.phase === 'in_progress' ? (
            <JoinPanel event={event} signedIn={signedIn} />
          ) : null}
          <EntryPanel event={event} />
          <MyAwards event={event} />
        </div>
      </div>
      <RankingList event={event} />
    </div>
  );
}

/** Awards the member has not seen yet are marked seen once; the answer opens the popup. */
function useAwardsPopup(event: EventView) {
  const { mutate } = useSeeAwards(event.id);
  const asked = useRef(false);
  const unseen = event.me?.awards.some((award) => !award.seen) ?? false;
  useEffect(() => {
    if (!unseen || asked.current) return;
    asked.current = true;
    mutate();
  }, [unseen, mutate]);
}
