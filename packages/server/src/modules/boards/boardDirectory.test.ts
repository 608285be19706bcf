import type { Board, BoardDetail } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/useTestApp.ts';

const names = (boards: { name: string; children?: { name: string }[] }[]) =>
  boards.flatMap((board) => [board.name, ...(board.children ?? []).map((child) => child.name)]);

describe('boards in the EU build', () => {
  // The demo community: its boards, its moderator and its editor (whose groups open the Editors' desk).
  const site = useTestApp({ region: 'eu', demoData: true, env: { COUNTRY_HEADER: 'cf-ipcountry' } });
  let boards: Board[];
  const byName = (name: string) =>
    boards.flatMap((board) => [board, ...board.children]).find((board) => board.name === name)!;

  beforeAll(async () => {
    boards = (await site.visitor().get('/api/forum/list')).body.data as Board[];
  });

  it('lists main boards in order with sub boards, sections, icons and counts', async () => {
    expect(boards.map((board) => board.name)).toEqual(['Nova 12 Series', 'Nova Buds', 'NovaOS', 'Community']);
    const series = boards[0]!;
    expect(series.children.map((child) => child.name)).toEqual([
      'Nova 12 Pro',
      'Nova 12',
      'Nova 12 EU edition',
    ]);
    expect(series.sections.map((section) => [section.name, section.closed])).toEqual([
      ['Camera', false],
      ['Battery & charging', false],
      ['Software', false],
      ['Official notices', true],
    ]);
    expect(series).toMatchObject({ followerCount: 0, followed: false, closed: false });
    // The demo community has posted in the series board itself.
    expect(series.postCount).toBeGreaterThan(0);
    expect((await site.visitor().request('GET', series.iconUrl)).statusCode).toBe(200);
    expect(byName('Announcements').closed).toBe(true);
  });

  it('hides restricted boards from members outside their audience', async () => {
    expect(names(boards)).not.toContain("Editors' desk");
    expect(names(boards)).not.toContain("Moderators' lounge");
    const moderator = await site.signedIn('moderator');
    const seen = names((await moderator.get('/api/forum/list')).body.data as Board[]);
    expect(seen).toContain("Editors' desk");
    expect(seen).toContain("Moderators' lounge");
    const editorFan = await site.signedIn('priya_clicks');
    const editorSees = names((await editorFan.get('/api/forum/list')).body.data as Board[]);
    expect(editorSees).toContain("Editors' desk");
    expect(editorSees).not.toContain("Moderators' lounge");
  });

  it('answers a hidden board as missing, never telling that it exists', async () => {
    const moderator = await site.signedIn('moderator');
    const lounge = ((await moderator.get('/api/forum/list')).body.data as Board[])
      .flatMap((board) => board.children)
      .find((board) => board.name === "Moderators' lounge")!;
    expect((await moderator.get(`/api/forum/${lounge.id}`)).statusCode).toBe(200);
    const visitor = await site.visitor().get(`/api/forum/${lounge.id}`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body.code).toBe('BOARD_NOT_FOUND');
    expect((await site.visitor().get('/api/forum/999999')).body.code).toBe('BOARD_NOT_FOUND');
    expect((await site.visitor().get('/api/forum/abc')).body.code).toBe('VALIDATION_FAILED');
  });

  it("refuses a board closed to the viewer's country with the spec's message", async () => {
    const euEdition = byName('Nova 12 EU edition');
    const fromGermany = await site.visitor().get(`/api/forum/${euEdition.id}?country=DE`);
    expect(fromGermany.statusCode).toBe(200);
    expect((fromGermany.body.data as BoardDetail).parent?.name).toBe('Nova 12 Series');
    const fromSweden = await site.visitor().get(`/api/forum/${euEdition.id}?country=SE`);
    expect(fromSweden.statusCode).toBe(403);
    expect(fromSweden.body).toMatchObject({
      code: 'SECTION_NOT_OPEN_TO_COUNTRY',
      message: 'This section is not open to your country',
    });
    const byHeader = site.visitor({ 'cf-ipcountry': 'SE' });
    expect((await byHeader.get(`/api/forum/${euEdition.id}`)).statusCode).toBe(403);
    const unknownCountry = await site.visitor().get(`/api/forum/${euEdition.id}`);
    expect(unknownCountry.statusCode).toBe(403);
    const listed = ((await site.visitor().get('/api/forum/list?country=SE')).body.data as Board[])[0]!
      .children;
    expect(listed.find((board) => board.id === euEdition.id)?.openToViewerCountry).toBe(false);
  });

  it("uses a member's account country over anything the browser says", async () => {
    const euEdition = byName('Nova 12 EU edition');
    const member = site.visitor({ 'cf-ipcountry': 'DE' });
    await member.register('swedish_fan', 'se@example.com', 'a-long-password');
    await member.api('PUT', '/api/account/country/SE');
    expect((await member.get(`/api/forum/${euEdition.id}?country=DE`)).statusCode).toBe(403);
    await member.api('PUT', '/api/account/country/FR');
    expect((await member.get(`/api/forum/${euEdition.id}`)).statusCode).toBe(200);
  });

  it('answers the spec calls for country and EU product boards', async () => {
    const euEdition = byName('Nova 12 EU edition');
    const visitor = site.visitor();
    expect((await visitor.get(`/api/forum/${euEdition.id}/de`)).body.data).toBe(true);
    expect((await visitor.get(`/api/forum/${euEdition.id}/SE`)).body.data).toBe(false);
    expect((await visitor.get(`/api/forum/${boards[0]!.id}/SE`)).body.data).toBe(true);
    expect((await visitor.get(`/api/forum/is-eu-product/${euEdition.id}`)).body.data).toBe(true);
    expect((await visitor.get(`/api/forum/is-eu-product/${boards[0]!.id}`)).body.data).toBe(false);
    expect((await visitor.get(`/api/forum/${euEdition.id}/SWE`)).body.code).toBe('VALIDATION_FAILED');
  });

  it('follows and unfollows idempotently, keeping the follower count exact', async () => {
    const board = boards[1]!;
    const fan = await (await site.member()).client();
    const first = await fan.api('PUT', `/api/forum/${board.id}/follow`);
    expect(first.body.data).toEqual({ followed: true, followerCount: 1 });
    expect((await fan.api('PUT', `/api/forum/${board.id}/follow`)).body.data).toEqual({
      followed: true,
      followerCount: 1,
    });
    const other = await (await site.member()).client();
    expect((await other.api('PUT', `/api/forum/${board.id}/follow`)).body.data).toEqual({
      followed: true,
      followerCount: 2,
    });
    const detail = (await fan.get(`/api/forum/${board.id}`)).body.data as BoardDetail;
    expect(detail).toMatchObject({ followed: true, followerCount: 2 });
    expect((await fan.api('DELETE', `/api/forum/${board.id}/follow`)).body.data).toEqual({
      followed: false,
      followerCount: 1,
    });
    expect((await fan.api('DELETE', `/api/forum/${board.id}/follow`)).body.data).toEqual({
      followed: false,
      followerCount: 1,
    });
  });

  it('counts concurrent follows of one member once', async () => {
    const board = boards[2]!;
    const fan = await (await site.member()).client();
    const before = ((await fan.get(`/api/forum/${board.id}`)).body.data as BoardDetail).followerCount;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fan.api('PUT', `/api/forum/${board.id}/follow`)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(((await fan.get(`/api/forum/${board.id}`)).body.data as BoardDetail).followerCount).toBe(
      before + 1,
    );
  });

  it('needs a login to follow, refuses banned members and hidden boards', async () => {
    const board = boards[0]!;
    expect((await site.visitor().api('PUT', `/api/forum/${board.id}/follow`)).statusCode).toBe(401);
    const banned = site.visitor();
    await banned.register('banned_fan', 'banned@example.com', 'a-long-password');
    await site.app.deps.database.withConnection((c) =>
      c.query("UPDATE users SET is_blocked = true WHERE username = 'banned_fan'"),
    );
    const my = (await banned.get('/api/account/profile')).body.data as { id: string };
    // The block reaches the session cache through the same announcement a moderator's ban makes.
    await site.app.deps.bus.publish('identity.invalidate', { kind: 'user', userId: my.id });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refused = await banned.api('PUT', `/api/forum/${board.id}/follow`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(
      'Sorry, you have been banned. You cannot perform any action at this moment.',
    );
  });
});

describe('boards in the China build', () => {
  const site = useTestApp({ region: 'cn', demoData: true });

  it('titles boards in Chinese and opens country-limited boards only to their countries', async () => {
    const boards = (await site.visitor().get('/api/forum/list')).body.data as Board[];
    expect(boards[0]!.name).toBe('Nova 12 系列');
    expect(boards[0]!.sections[0]!.name).toBe('影像');
    const fan = await (await site.member()).client();
    const euEdition = boards[0]!.children[2]!;
    expect((await fan.get(`/api/forum/${euEdition.id}`)).body.code).toBe('SECTION_NOT_OPEN_TO_COUNTRY');
  });
});
