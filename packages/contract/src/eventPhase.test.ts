import { describe, expect, it } from 'vitest';
import en from './locales/en/errors.json' with { type: 'json' };
import { deliveredBy, eventPhaseAt } from './eventPhase.ts';

const startsAt = new Date('2026-08-10T00:00:00Z');
const entriesEndAt = new Date('2026-08-24T00:00:00Z');
const event = { status: 'live' as const, startsAt, entriesEndAt, announcedAt: null };
const before = (date: Date) => new Date(date.getTime() - 1);

describe('event phases', () => {
  it('moves Coming Soon → In progress → ended → Announced at each boundary', () => {
    expect(eventPhaseAt(event, before(startsAt))).toBe('coming_soon');
    expect(eventPhaseAt(event, startsAt)).toBe('in_progress');
    expect(eventPhaseAt(event, before(entriesEndAt))).toBe('in_progress');
    expect(eventPhaseAt(event, entriesEndAt)).toBe('ended');
    expect(eventPhaseAt({ ...event, announcedAt: entriesEndAt }, entriesEndAt)).toBe('announced');
  });

  it("lets operators' pause and take-down win over the dates", () => {
    expect(eventPhaseAt({ ...event, status: 'paused' }, startsAt)).toBe('paused');
    expect(eventPhaseAt({ ...event, status: 'taken_down', announcedAt: entriesEndAt }, entriesEndAt)).toBe(
      'unavailable',
    );
  });

  it('counts delivery in working days, weekends left out', () => {
    // Wednesday 26 August 2026 + 15 working days = Wednesday 16 September.
    expect(deliveredBy(new Date('2026-08-26T10:00:00Z'), 15).toISOString()).toBe('2026-09-16T10:00:00.000Z');
    // Friday + 1 working day = Monday.
    expect(deliveredBy(new Date('2026-08-28T10:00:00Z'), 1).toISOString()).toBe('2026-08-31T10:00:00.000Z');
  });

  it("says the spec's texts verbatim in English", () => {
    expect(en.EVENT_PAUSED).toBe('This topic is currently paused.');
    expect(en.EVENT_NOT_AVAILABLE).toBe("This topic isn't available.");
    expect(en.EVENT_ENDED).toBe('This event has ended');
    expect(en.PRIVACY_POLICY_REQUIRED).toBe('Please accept the Privacy Policy to continue');
  });
});
