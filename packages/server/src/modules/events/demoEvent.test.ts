import type { EventAdmin, EventView } from '@fanzone/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/testApp.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock, unixSeconds } from '../../platform/clock.ts';
import { queryRows } from '../../platform/db/database.ts';

const day = 86_400;
/** The demo is seeded on this clock: its campaign began three days before. */
const clock = manualClock(new Date('2026-03-02T08:00:00Z'));
/** Members who enter besides the demo's own entrants, each with fewer likes than the one before. */
const extraEntrants = 22;

/**
 * The demo's own event is spec §1's photo-story campaign: 14 days of entries, winners announced on
 * its announcement date by the job (not a day before), the top 10 by likes a T-shirt, ranks 11–20
 * 800 Coins through the ledger, every participant the campaign's medal, awards due within 15
 * working days.
 */
describe(`the demo's photo-story campaign (${testDatabase})`, () => {
  const site = useTestApp({ region: 'global', demoData: true, clock });
  let event: EventAdmin;

  beforeAll(async () => {
    const admin = await (await site.member({ role: 'admin' })).client();
    const events = (await admin.get('/api/admin/events')).body.data as EventAdmin[];
    event = events.find((candidate) => candidate.title.en?.startsWith('Photo story'))!;

    // More entrants than there are prizes, on top of the demo's: stories in the Photography club
    // published during the entries, liked 100, 99, … times, so the ranking is theirs first.
    await queryRows(
      site.app.deps.db,
      sql`WITH entrants AS (
            INSERT INTO users (issuer, subject, username, created_at)
            SELECT 'campaign', 'entrant-' || n, 'entrant_' || lpad(n::text, 2, '0'), ${clock.now().toISOString()}::timestamptz - interval '1 year'
            FROM generate_series(1, ${extraEntrants}) AS n
            RETURNING id, username),
          stories AS (
            INSERT INTO posts (author_id, board_id, main_board_id, kind, title, content_html, content_text, excerpt, status, like_count, created_at, last_activity_at)
            SELECT e.id, b.id, coalesce(b.parent_id, b.id), 'picture', 'Story of ' || e.username, '<p>Night</p>', 'Night', 'Night', 'published',
                   100 - substr(e.username, 9)::int, ${clock.now().toISOString()}::timestamptz - interval '1 day', ${clock.now().toISOString()}::timestamptz - interval '1 day'
            FROM entrants e, boards b WHERE b.name->>'en' = 'Photography club'
            RETURNING id, author_id, created_at),
          joined AS (
            INSERT INTO event_participants (event_id, user_id, joined_at, privacy_accepted_at)
            SELECT ${BigInt(event.id)}, author_id, created_at, created_at FROM stories
            RETURNING user_id)
          INSERT INTO event_entries (event_id, user_id, post_id, entered_at)
          SELECT ${BigInt(event.id)}, s.author_id, s.id, s.created_at FROM stories s JOIN joined j ON j.user_id = s.author_id`,
    );
  });

  it('runs 14 days of entries, then announces on its date, awarding 1–10 a T-shirt and 11–20 800 Coins', async () => {
    expect(event.entriesEndAt - event.startsAt).toBe(14 * day);
    expect(event.startsAt).toBe(unixSeconds(clock.now()) - 3 * day);
    expect(event.announceAt).toBeGreaterThan(event.entriesEndAt);
    expect(event.deliveryWorkingDays).toBe(15);
    expect(event.prizes).toEqual([
      { fromRank: 1, toRank: 10, kind: 'tshirt', coins: 0, medalId: null },
      { fromRank: 11, toRank: 20, kind: 'coins', coins: 800, medalId: null },
    ]);
    const visitor = site.visitor();
    const entrants = Number(
      (
        await queryRows<{ entries: string }>(
          site.app.deps.db,
          sql`SELECT count(*)::text AS entries FROM event_entries WHERE event_id = ${BigInt(event.id)}`,
        )
      )[0]!.entries,
    );
    expect(entrants).toBeGreaterThan(extraEntrants);

    // A second before its date the job leaves it alone; on its date it announces.
    clock.set(new Date((event.announceAt - 1) * 1000));
    await site.app.eventJobs.announceDue.runNow();
    expect(((await visitor.get(`/api/events/${event.id}`)).body.data as EventView).phase).toBe('ended');
    clock.set(new Date(event.announceAt * 1000));
    await site.app.eventJobs.announceDue.runNow();
    const view = (await visitor.get(`/api/events/${event.id}`)).body.data as EventView;
    expect(view.phase).toBe('announced');
    expect(view.announcedAt).toBe(event.announceAt);
    // Announced on Monday 16 March; 15 working days (Monday to Friday) later is Monday 6 April.
    expect(new Date(view.announcedAt! * 1000).toISOString()).toBe('2026-03-16T08:00:00.000Z');
    expect(new Date(view.deliverBy! * 1000).toISOString()).toBe('2026-04-06T08:00:00.000Z');

    const awards = await queryRows<{ username: string; kind: string; rank: number | null; coins: number }>(
      site.app.deps.db,
      sql`SELECT u.username, a.kind, a.rank, a.coins FROM event_awards a JOIN users u ON u.id = a.user_id
          WHERE a.event_id = ${BigInt(event.id)} AND a.kind <> 'medal' ORDER BY a.rank`,
    );
    expect(awards).toEqual(
      Array.from({ length: 20 }, (_, index) => ({
        username: `entrant_${String(index + 1).padStart(2, '0')}`,
        kind: index < 10 ? 'tshirt' : 'coins',
        rank: index + 1,
        coins: index < 10 ? 0 : 800,
      })),
    );
    // The Coins went through the ledger, two years valid; every entrant holds the campaign's medal.
    const [ledger] = await queryRows<{ grants: string; expires_at: string | Date }>(
      site.app.deps.db,
      sql`SELECT count(*)::text AS grants, max(c.expires_at) AS expires_at FROM coin_entries c
          JOIN users u ON u.id = c.user_id WHERE u.username LIKE 'entrant\\_%' AND c.amount = 800`,
    );
    expect(Number(ledger!.grants)).toBe(10);
    expect(new Date(ledger!.expires_at).toISOString()).toBe('2028-03-16T08:00:00.000Z');
    const [medals] = await queryRows<{ holders: string }>(
      site.app.deps.db,
      sql`SELECT count(*)::text AS holders FROM event_awards
          WHERE event_id = ${BigInt(event.id)} AND kind = 'medal' AND rank IS NULL
            AND medal_id = ${BigInt(event.participationMedalId!)}`,
    );
    expect(Number(medals!.holders)).toBe(entrants);
  });
});
