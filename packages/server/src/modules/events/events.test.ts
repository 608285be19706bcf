import type { EventAdmin, EventRanking, EventView } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberOptions } from '../../../test/factories.ts';
import { demoBoards, publish, setBanned, validPost } from '../../../test/forum.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock, unixSeconds } from '../../platform/clock.ts';

const day = 86_400;
/** The demo's clock: a Saturday morning; the event starts an hour later. */
const clock = manualClock(new Date('2026-08-01T08:00:00Z'));
const startsAt = unixSeconds(clock.now()) + 3600;
const entriesEndAt = startsAt + 14 * day;
const announceAt = entriesEndAt + 2 * day;
const at = (seconds: number) => clock.set(new Date(seconds * 1000));

describe(`events (${testDatabase})`, () => {
  const site = useTestApp({ region: 'global', demoData: true, clock });
  let admin: TestClient;
  let boardOf: Awaited<ReturnType<typeof demoBoards>>;
  let eventId: string;
  /**
   * Members made for the suite, each made and signed in once under a name the suite gives it (logins
   * are rate limited); the events' own tests create a new event each, so members may enter several.
   */
  const sessions = new Map<string, TestClient>();
  const member = async (name: string, options: MemberOptions = {}) => {
    if (!sessions.has(name)) sessions.set(name, await (await site.member(options)).client());
    return sessions.get(name)!;
  };

  const eventInput = (overrides: Record<string, unknown> = {}) => ({
    title: { en: 'Test photo story', ru: 'Фотоистория' },
    rules: { en: 'One photo story per member.' },
    boardId: boardOf('Photography club').id,
    startsAt,
    entriesEndAt,
    announceAt,
    prizes: [],
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await admin.api('POST', '/api/admin/events', eventInput(overrides));
    expect(answer.body).toMatchObject({ status: 'success' });
    return answer.body.data as EventAdmin;
  };
  const detail = async (client: TestClient, id = eventId) => client.get(`/api/events/${id}`);
  const phase = async (client: TestClient, id = eventId) =>
    ((await detail(client, id)).body.data as EventView).phase;

  beforeAll(async () => {
    admin = await site.signedIn('admin');
    boardOf = await demoBoards(admin);
    eventId = (await create()).id;
  });

  it('follows the clock: Coming Soon, In progress until entries end, ended, Announced once announced', async () => {
    const visitor = site.visitor();
    at(startsAt - 1);
    expect(await phase(visitor)).toBe('coming_soon');
    at(startsAt);
    expect(await phase(visitor)).toBe('in_progress');
    at(entriesEndAt - 1);
    expect(await phase(visitor)).toBe('in_progress');
    at(entriesEndAt);
    expect(await phase(visitor)).toBe('ended');
    at(announceAt - 1);
    await site.app.eventJobs.announceDue.runNow();
    expect(await phase(visitor)).toBe('ended');
    at(announceAt);
    await site.app.eventJobs.announceDue.runNow();
    const announced = (await detail(visitor)).body.data as EventView;
    expect(announced).toMatchObject({ phase: 'announced', announcedAt: announceAt });
    // Awards arrive within 15 working days: from a Monday, three weeks later on a Monday.
    expect(new Date(announced.deliverBy! * 1000).toISOString().slice(0, 10)).toBe('2026-09-07');
  });

  it('answers paused and taken down with the spec’s texts; operators still see a taken-down event', async () => {
    at(startsAt + day);
    const { id } = await create();
    const maria = await member('maria');
    expect((await admin.api('PUT', `/api/admin/events/${id}/status`, { status: 'paused' })).statusCode).toBe(
      200,
    );
    expect(await phase(maria, id)).toBe('paused');
    expect(
      (await maria.api('POST', `/api/events/${id}/participants`, { privacyAccepted: true })).body,
    ).toMatchObject({
      code: 'EVENT_PAUSED',
      message: 'This topic is currently paused.',
    });
    await admin.api('PUT', `/api/admin/events/${id}/status`, { status: 'taken_down' });
    expect((await detail(maria, id)).body).toMatchObject({
      code: 'EVENT_NOT_AVAILABLE',
      message: "This topic isn't available.",
    });
    expect(await phase(admin, id)).toBe('unavailable');
    await admin.api('PUT', `/api/admin/events/${id}/status`, { status: 'live' });
    expect(await phase(maria, id)).toBe('in_progress');
    at(entriesEndAt);
    expect(
      (await maria.api('POST', `/api/events/${id}/participants`, { privacyAccepted: true })).body,
    ).toMatchObject({
      code: 'EVENT_ENDED',
      message: 'This event has ended',
    });
  });

  it('lets a member join only with the privacy policy accepted', async () => {
    at(startsAt - 60);
    const { id } = await create();
    const priya = await member('priya');
    const refused = await priya.api('POST', `/api/events/${id}/participants`, { privacyAccepted: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'PRIVACY_POLICY_REQUIRED',
      message: 'Please accept the Privacy Policy to continue',
    });
    expect(((await detail(priya, id)).body.data as EventView).me).toMatchObject({ joined: false });
    // Coming soon: joining is open, entering not yet.
    const joined = await priya.api('POST', `/api/events/${id}/participants`, { privacyAccepted: true });
    expect((joined.body.data as EventView).me).toMatchObject({ joined: true, entryPostId: null });
    expect((await priya.api('POST', `/api/events/${id}/entries`, { postId: '1' })).body.code).toBe(
      'EVENT_NOT_STARTED',
    );
    expect(
      (await site.visitor().api('POST', `/api/events/${id}/participants`, { privacyAccepted: true })).body
        .code,
    ).toBe('LOGIN_REQUIRED');
    const bannedMember = await site.member();
    const banned = await bannedMember.client();
    await setBanned(site.app, bannedMember.username, true);
    expect(
      (await banned.api('POST', `/api/events/${id}/participants`, { privacyAccepted: true })).body.code,
    ).toBe('USER_BANNED');
  });

  it('keeps an event limited to some countries to members from them', async () => {
    at(startsAt + day);
    const { id } = await create({ countries: ['in'] });
    expect((await detail(await member('from India', { country: 'IN' }), id)).statusCode).toBe(200);
    expect((await detail(await member('from the Philippines', { country: 'PH' }), id)).body.code).toBe(
      'EVENT_NOT_OPEN_TO_COUNTRY',
    );
  });

  it('ranks entries live by likes, ties to the post published earlier; one entry per member', async () => {
    at(startsAt + day);
    const { id } = await create({
      prizes: [
        { fromRank: 1, toRank: 1, kind: 'tshirt' },
        { fromRank: 2, toRank: 3, kind: 'coins', coins: 800 },
      ],
    });
    const names = ['priya', 'maria', 'budi'];
    const clients = await Promise.all(names.map((name) => member(name)));
    const posts = [];
    for (const [index, client] of clients.entries()) {
      await client.api('POST', `/api/events/${id}/participants`, { privacyAccepted: true });
      clock.advanceSeconds(60);
      posts.push(await publish(client, validPost(boardOf('Photography club'), { title: `Story ${index}` })));
    }
    const elsewhere = await publish(clients[0]!, validPost(boardOf('Nova 12'), { title: 'Not an entry' }));
    const outsider = await member('lukas');
    expect(
      (await outsider.api('POST', `/api/events/${id}/entries`, { postId: posts[0]!.id })).body.code,
    ).toBe('EVENT_NOT_JOINED');
    expect(
      ((await clients[0]!.get(`/api/events/${id}/my-posts`)).body.data as { id: string }[]).map(
        (post) => post.id,
      ),
    ).toEqual([posts[0]!.id]);
    expect(
      (await clients[0]!.api('POST', `/api/events/${id}/entries`, { postId: elsewhere.id })).body.code,
    ).toBe('EVENT_ENTRY_INVALID');
    expect(
      (await clients[0]!.api('POST', `/api/events/${id}/entries`, { postId: posts[1]!.id })).body.code,
    ).toBe('EVENT_ENTRY_INVALID');
    for (const [index, client] of clients.entries())
      expect(
        (await client.api('POST', `/api/events/${id}/entries`, { postId: posts[index]!.id })).statusCode,
      ).toBe(200);
    expect(
      (await clients[0]!.api('POST', `/api/events/${id}/entries`, { postId: posts[0]!.id })).body.code,
    ).toBe('EVENT_ALREADY_ENTERED');
    // Story 2 gets two likes; stories 0 and 1 one each: the tie goes to story 0, published first.
    const likers = await Promise.all(['lukas', 'sofia'].map((name) => member(name)));
    for (const liker of likers) await liker.api('PUT', `/api/posts/${posts[2]!.id}/like`);
    await likers[0]!.api('PUT', `/api/posts/${posts[1]!.id}/like`);
    await likers[1]!.api('PUT', `/api/posts/${posts[0]!.id}/like`);
    const ranking = (await site.visitor().get(`/api/events/${id}/ranking`)).body.data as EventRanking;
    expect(ranking).toMatchObject({ final: false, tieRule: 'likes_then_earlier_post' });
    expect(ranking.lines.map((line) => [line.rank, line.post.title, line.likeCount])).toEqual([
      [1, 'Story 2', 2],
      [2, 'Story 0', 1],
      [3, 'Story 1', 1],
    ]);
    expect(((await detail(clients[1]!, id)).body.data as EventView).me).toMatchObject({ rank: 3 });
  });

  it('takes entries from sub boards only as open as the event’s board, so the ranking shows no closed board', async () => {
    at(startsAt + 3 * day);
    const { id } = await create({ boardId: boardOf('Community').id, startsAt: startsAt + 2 * day });
    const moderator = await member('moderator', { role: 'moderator' });
    await moderator.api('POST', `/api/events/${id}/participants`, { privacyAccepted: true });
    const lounge = await publish(
      moderator,
      validPost(boardOf("Moderators' lounge"), { title: 'Staff only' }),
    );
    const open = await publish(moderator, validPost(boardOf('Photography club'), { title: 'For everyone' }));
    expect(
      ((await moderator.get(`/api/events/${id}/my-posts`)).body.data as { id: string }[]).map(
        (post) => post.id,
      ),
    ).toEqual([open.id]);
    expect((await moderator.api('POST', `/api/events/${id}/entries`, { postId: lounge.id })).body.code).toBe(
      'EVENT_ENTRY_INVALID',
    );
    expect((await moderator.api('POST', `/api/events/${id}/entries`, { postId: open.id })).statusCode).toBe(
      200,
    );
    const ranking = (await site.visitor().get(`/api/events/${id}/ranking`)).body.data as EventRanking;
    expect(ranking.lines.map((line) => line.post.title)).toEqual(['For everyone']);
  });
});
