/**
 * Where an event stands (spec §4: Coming Soon → In progress → Announced; paused, not available,
 * ended). Operators store only their decision (live, paused, taken down) and the moment the
 * announcement made the awards; the rest follows the dates on the server's clock. A pure function,
 * so the server's answer and its tests say the same.
 */
export const eventStatuses = ['live', 'paused', 'taken_down'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const eventPhases = [
  'coming_soon',
  'in_progress',
  'ended',
  'announced',
  'paused',
  'unavailable',
] as const;
export type EventPhase = (typeof eventPhases)[number];

export const eventPrizeKinds = ['tshirt', 'coins', 'medal'] as const;
export type EventPrizeKind = (typeof eventPrizeKinds)[number];

/**
 * How ties in the ranking are broken: more likes first; equal likes, the entry whose post was
 * published earlier; then the earlier entry. Stated in every ranking answer.
 */
export const eventTieRule = 'likes_then_earlier_post' as const;

export type EventClockFacts = {
  status: EventStatus;
  startsAt: Date;
  entriesEndAt: Date;
  announcedAt: Date | null;
};

/**
 * The phase at `now`: taken down and paused win over the dates; before the start it is coming
 * soon, until entries end in progress, then ended (waiting for its announcement) until the
 * announcement has made the awards.
 */
export function eventPhaseAt(event: EventClockFacts, now: Date): EventPhase {
  if (event.status === 'taken_down') return 'unavailable';
  if (event.status === 'paused') return 'paused';
  if (now.getTime() < event.startsAt.getTime()) return 'coming_soon';
  if (now.getTime() < event.entriesEndAt.getTime()) return 'in_progress';
  return event.announcedAt ? 'announced' : 'ended';
}

/**
 * The day awards are delivered by: `workingDays` working days (Monday to Friday, UTC) after the
 * announcement (spec §1: within 15 working days).
 */
export function deliveredBy(announcedAt: Date, workingDays: number): Date {
  const day = new Date(announcedAt.getTime());
  let left = workingDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}
