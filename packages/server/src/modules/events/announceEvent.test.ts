import type {
  EventAwardAdmin,
  EventRanking,
  EventView,
  MissionCompletion,
  Notification,
} from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, userIdOf, validPost } from '../../../test/forum.ts';
import { coinBooks } from '../../../test/rewards.ts';
import { joinTestApp, testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock, unixSeconds } from '../../platform/clock.ts';
import { queryRows } from '../../platform/db/database.ts';
import { sql } from 'drizzle-orm';
import { announceEvent } from './announceEvent.ts';

const day = 86_400;
const clock = manualClock(new Date('2026-08-10T09:00:00Z'));
const startsAt = unixSeconds(clock.now()) + 60;
const entriesEndAt = startsAt + 14 * day;
const announceAt = entriesEndAt + 2 * day;

/**
 * The photo-story campaign's awards (spec §1): the top by likes get a T-shirt, the next ones Coins
 * through the ledger (valid two years), every participant a medal, exactly once however many
 * announcements run at the same moment.
 */
describe(`event announcement (${testDatabase})`, () => {
  // The demo members enter: the awards, the medals and the messages are read as theirs.
  const site = useTestApp({ region: 'global', demoData: true, clock });
  let secondNode: FastifyInstance | undefined;
  let admin: TestClient;
  let eventId: string;
  let medalId: string;
  let winnerMedalId: string;
  const members = ['priya_clicks', 'maria_lens', 'budi_gamer'];
  const clients = new Map<string, TestClient>();
  const entryPosts = new Map<string, string>();

  beforeAll(async () => {
    if (testDatabase === 'postgres') secondNode = await joinTestApp(site.app, { clock });
    admin = await site.signedIn('admin');
    const boardOf = await demoBoards(admin);
    const medals = (await admin.get('/api/admin/medals')).body.data as { id: string; code: string }[];
    medalId = medals.find((medal) => medal.code === 'first-post')!.id;
    winnerMedalId = medals.find((medal) => medal.code === 'event-winner')!.id;
    const created = await admin.api('POST', '/api/admin/events', {
      title: { en: 'Photo story', ru: 'Фотоистория' },
      rules: { en: 'Post one photo story.' },
      boardId: boardOf('Photography club').id,
      startsAt,
      entriesEndAt,
      announceAt,
      participationMedalId: medalId,
      prizes: [
        { fromRank: 1, toRank: 1, kind: 'tshirt' },
        { fromRank: 1, toRank: 1, kind: 'medal', medalId: winnerMedalId },
        { fromRank: 2, toRank: 3, kind: 'coins', coins: 800 },
      ],
    });
    eventId = (created.body.data as { id: string }).id;
    clock.set(new Date((startsAt + day) * 1000));
    for (const [index, name] of members.entries()) {
      const client = await site.signedIn(name);
      clients.set(name, client);
      await client.api('POST', `/api/events/${eventId}/participants`, { privacyAccepted: true });
      clock.advanceSeconds(60);
      const post = await publish(client, validPost(boardOf('Photography club'), { title: `Story ${index}` }));
      await client.api('POST', `/api/events/${eventId}/entries`, { postId: post.id });
      entryPosts.set(name, post.id);
    }
    // budi_gamer wins with two likes; priya and maria tie with none: priya posted first.
    for (const liker of ['lukas_de', 'sofia-es'])
      await (await site.signedIn(liker)).api('PUT', `/api/posts/${entryPosts.get('budi_gamer')}/like`);
  });
  // Hooks run as a stack: the second node closes before useTestApp closes the first (and drops the database).
  afterAll(async () => {
    await secondNode?.close();
  });

  it('refuses to announce while entries are open, and from anyone but operators', async () => {
    expect((await admin.api('POST', `/api/admin/events/${eventId}/announcement`)).body.code).toBe(
      'EVENT_ENTRIES_OPEN',
    );
    clock.set(new Date(entriesEndAt * 1000));
    expect(
      (await clients.get('budi_gamer')!.api('POST', `/api/admin/events/${eventId}/announcement`)).body.code,
    ).toBe('FORBIDDEN');
  });

  it('grants every award exactly once when announcements run at the same moment', async () => {
    const coinsBefore = await coinBooks(site.app, 'maria_lens');
    const before = await medalHolders();
    clock.set(new Date(announceAt * 1000));
    const nodes = [site.app, secondNode ?? site.app];
    const outcomes = await Promise.all([
      admin.api('POST', `/api/admin/events/${eventId}/announcement`),
      admin.api('POST', `/api/admin/events/${eventId}/announcement`),
      site.app.eventJobs.announceDue.runNow(),
      ...nodes.map((node) => announceEvent(node.deps, BigInt(eventId), { dueOnly: true })),
      ...nodes.map((node) => announceEvent(node.deps, BigInt(eventId), { dueOnly: false })),
    ]);
    const [first, second, , ...direct] = outcomes as [
      { statusCode: number; body: { code?: string } },
      { statusCode: number; body: { code?: string } },
      boolean,
      ...({ awards: number } | null)[],
    ];
    const announcedBy =
      [first, second].filter((answer) => answer.statusCode === 200).length +
      direct.filter((outcome) => outcome !== null).length;
    // One of them announced (or the job did, when it got there first); none of the others did.
    const [announced] = await queryRows<{ announced_at: string | Date | null }>(
      site.app.deps.db,
      sql`SELECT announced_at FROM events WHERE id = ${BigInt(eventId)}`,
    );
    expect(announced!.announced_at).not.toBeNull();
    expect(announcedBy).toBeLessThanOrEqual(1);
    for (const answer of [first, second])
      if (answer.statusCode !== 200) expect(answer.body.code).toBe('EVENT_ALREADY_ANNOUNCED');

    const awards = await queryRows<{ username: string; kind: string; rank: number | null; coins: number }>(
      site.app.deps.db,
      sql`SELECT u.username, a.kind, a.rank, a.coins FROM event_awards a JOIN users u ON u.id = a.user_id
          WHERE a.event_id = ${BigInt(eventId)} ORDER BY a.rank NULLS LAST, a.kind, u.username`,
    );
    expect(awards).toEqual([
      { username: 'budi_gamer', kind: 'medal', rank: 1, coins: 0 },
      { username: 'budi_gamer', kind: 'tshirt', rank: 1, coins: 0 },
      { username: 'priya_clicks', kind: 'coins', rank: 2, coins: 800 },
      { username: 'maria_lens', kind: 'coins', rank: 3, coins: 800 },
      { username: 'budi_gamer', kind: 'medal', rank: null, coins: 0 },
      { username: 'maria_lens', kind: 'medal', rank: null, coins: 0 },
      { username: 'priya_clicks', kind: 'medal', rank: null, coins: 0 },
    ]);
    const coinsAfter = await coinBooks(site.app, 'maria_lens');
    expect(coinsAfter.balance - coinsBefore.balance).toBe(800);
    expect(coinsAfter.ledger - coinsBefore.ledger).toBe(800);
    // Through the Coins ledger: valid two years from the announcement.
    const [grant] = await queryRows<{ expires_at: string | Date }>(
      site.app.deps.db,
      sql`SELECT expires_at FROM coin_entries WHERE user_id = ${BigInt(await userIdOf(site.app, 'maria_lens'))}
          AND amount = 800 ORDER BY id DESC LIMIT 1`,
    );
    // Announced on 26 August 2026 (the spec's date), so the Coins expire on 26 August 2028.
    expect(new Date(announceAt * 1000).toISOString()).toBe('2026-08-26T09:01:00.000Z');
    expect(new Date(grant!.expires_at).toISOString()).toBe('2028-08-26T09:01:00.000Z');
    const after = await medalHolders();
    expect(after.participation - before.participation).toBe(3);
    expect(after.winner - before.winner).toBe(1);
    // Told once each in the message centre, leading to their entry.
    const lines = (await clients.get('maria_lens')!.get('/api/message/list?type=system')).body
      .data as Notification[];
    expect(lines.filter((line) => line.kind === 'eventAwarded' && line.subject === 'Photo story')).toEqual([
      expect.objectContaining({ subject: 'Photo story', postId: entryPosts.get('maria_lens') }),
    ]);
    // Read in Russian, the same line names the event in Russian.
    const maria = clients.get('maria_lens')!;
    const inRussian = (
      await maria.request('GET', '/api/message/list?type=system', {
        headers: { cookie: `fz_locale=ru; ${maria.cookieHeader('/api/message/list')}` },
      })
    ).json().data as Notification[];
    expect(inRussian.filter((line) => line.kind === 'eventAwarded').map((line) => line.subject)).toEqual([
      'Фотоистория',
    ]);
    // The job finds nothing more to do.
    await site.app.eventJobs.announceDue.runNow();
    expect(await coinBooks(site.app, 'maria_lens')).toEqual(coinsAfter);
  });

  it('freezes the ranking at the announcement and shows each award once in the popup', async () => {
    await (await site.signedIn('Ирина')).api('PUT', `/api/posts/${entryPosts.get('maria_lens')}/like`);
    const ranking = (await site.visitor().get(`/api/events/${eventId}/ranking`)).body.data as EventRanking;
    expect(ranking.final).toBe(true);
    expect(ranking.lines.map((line) => [line.rank, line.author.username, line.likeCount])).toEqual([
      [1, 'budi_gamer', 2],
      [2, 'priya_clicks', 0],
      [3, 'maria_lens', 0],
    ]);
    const maria = clients.get('maria_lens')!;
    const view = (await maria.get(`/api/events/${eventId}`)).body.data as EventView;
    expect(view).toMatchObject({ phase: 'announced', me: { rank: 3, wantsDeliveryAddress: false } });
    expect(view.me!.awards.map((award) => [award.kind, award.seen])).toEqual([
      ['coins', false],
      ['medal', false],
    ]);
    const seen = await maria.api('POST', `/api/events/${eventId}/my-awards/seen`);
    const completions = seen.body.completeMission as MissionCompletion[];
    expect(
      completions.map((entry) => [
        entry.goldCoins,
        entry.medal?.name ?? null,
        entry.isGetReward,
        entry.awardedFor,
      ]),
    ).toEqual([
      [800, null, true, 'Photo story'],
      [0, 'First post', true, 'Photo story'],
    ]);
    const again = await maria.api('POST', `/api/events/${eventId}/my-awards/seen`);
    expect(again.body).toMatchObject({ data: { seen: 0 } });
    expect(again.body.completeMission).toBeUndefined();
  });

  it('asks the T-shirt winner for a delivery address, private to them and operators', async () => {
    const winner = clients.get('budi_gamer')!;
    const address = {
      recipient: 'Budi Santoso',
      phone: '+62 812 555 0101',
      address: 'Jl. Merdeka 1, Jakarta',
    };
    expect(((await winner.get(`/api/events/${eventId}`)).body.data as EventView).me).toMatchObject({
      wantsDeliveryAddress: true,
      deliveryAddress: null,
    });
    expect(
      (await clients.get('maria_lens')!.api('PUT', `/api/events/${eventId}/delivery-address`, address)).body
        .code,
    ).toBe('EVENT_NO_TSHIRT');
    expect(
      (await winner.api('PUT', `/api/events/${eventId}/delivery-address`, { ...address, phone: ' ' }))
        .statusCode,
    ).toBe(400);
    expect((await winner.api('PUT', `/api/events/${eventId}/delivery-address`, address)).body.data).toEqual(
      address,
    );
    const ranking = JSON.stringify((await site.visitor().get(`/api/events/${eventId}/ranking`)).body);
    expect(ranking).not.toContain('Merdeka');
    expect((await winner.get(`/api/admin/events/${eventId}/awards`)).body.code).toBe('FORBIDDEN');
    const awards = (await admin.get(`/api/admin/events/${eventId}/awards`)).body.data as EventAwardAdmin[];
    expect(awards.find((award) => award.kind === 'tshirt')).toMatchObject({
      member: { username: 'budi_gamer' },
      rank: 1,
      deliveryAddress: address,
    });
    expect(awards.filter((award) => award.deliveryAddress !== null)).toHaveLength(1);
  });

  it('no longer changes an announced event', async () => {
    const current = (await admin.get(`/api/admin/events/${eventId}`)).body.data as Record<string, unknown>;
    const {
      id: _id,
      status: _status,
      phase: _phase,
      announcedAt: _at,
      participantCount: _p,
      entryCount: _e,
      ...input
    } = current;
    expect((await admin.api('PUT', `/api/admin/events/${eventId}`, input)).body.code).toBe(
      'EVENT_ALREADY_ANNOUNCED',
    );
  });

  async function medalHolders() {
    const [row] = await queryRows<{ participation: number; winner: number }>(
      site.app.deps.db,
      sql`SELECT (SELECT holder_count FROM medals WHERE id = ${BigInt(medalId)}) AS participation,
                 (SELECT holder_count FROM medals WHERE id = ${BigInt(winnerMedalId)}) AS winner`,
    );
    return row!;
  }
});
