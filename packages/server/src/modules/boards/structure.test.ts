import type { BoardAdmin, BoardDetail, SiteLinkAdmin, StaffLogEntry, SubBoard } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { publish, validPost } from '../../../test/forum.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

type MainBoard = SubBoard & { children: SubBoard[] };

describe(`operators shape boards, sections and links (${testDatabase})`, () => {
  const site = useTestApp({ region: 'in', demoData: true, env: { TRUST_PROXY: '1' } });
  let admin: TestClient;
  let moderator: TestClient;
  let fan: TestClient;

  beforeAll(async () => {
    admin = await site.signedIn('admin');
    moderator = await site.signedIn('moderator');
    fan = await site.signedIn('fan');
  });

  const boardsList = async (client: TestClient) =>
    (await client.get('/api/forum/list')).body.data as MainBoard[];
  const createBoard = async (body: Record<string, unknown>) => {
    const answer = await admin.api('POST', '/api/admin/boards', body);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as BoardAdmin;
  };
  const latestLog = async () => ((await admin.get('/api/moderation/log')).body.data as StaffLogEntry[])[0]!;

  it('lets only operators read and change the structure', async () => {
    const everyBoard = (await admin.get('/api/admin/boards')).body.data as BoardAdmin[];
    // Operators see the boards members never do: the moderators' lounge, the editors' desk.
    expect(everyBoard.map((board) => board.visibleTo)).toEqual(
      expect.arrayContaining(['moderators', 'editors']),
    );
    expect((await site.visitor().get('/api/admin/boards')).statusCode).toBe(401);
    for (const client of [moderator, fan]) {
      for (const [method, path, body] of [
        ['GET', '/api/admin/boards', undefined],
        ['POST', '/api/admin/boards', { parentId: null, name: { en: 'Mine' } }],
        ['PUT', `/api/admin/boards/${everyBoard[0]!.id}`, { closed: true }],
        ['GET', '/api/admin/links/navigation', undefined],
        ['POST', '/api/admin/links/navigation', { title: { en: 'X' }, redirectType: 'task', resource: '' }],
      ] as const) {
        const answer = await client.api(method, path, body);
        expect([answer.statusCode, answer.body.code]).toEqual([403, 'FORBIDDEN']);
      }
    }
    expect(((await admin.get('/api/admin/boards')).body.data as BoardAdmin[])[0]!.closed).toBe(false);
  });

  it('adds a main board and a sub board that members see at once, and refuses a third level', async () => {
    const main = await createBoard({
      parentId: null,
      name: { en: 'Nova Watch', ru: 'Часы Nova' },
      description: { en: 'Smart watches' },
      iconUrl: '/boards/watch.svg',
    });
    const sub = await createBoard({ parentId: main.id, name: { en: 'Nova Watch 2' } });
    expect(sub).toMatchObject({
      parentId: main.id,
      visibleTo: 'everyone',
      allowedCountries: null,
      sections: [],
    });
    const seen = (await boardsList(fan)).find((board) => board.id === main.id);
    expect(seen?.name).toBe('Nova Watch');
    expect(seen?.children.map((child) => child.name)).toEqual(['Nova Watch 2']);
    // Main boards come in their order, a new one last.
    expect((await boardsList(fan)).at(-1)!.id).toBe(main.id);
    expect((await latestLog()).action).toBe('board.created');

    const third = await admin.api('POST', '/api/admin/boards', { parentId: sub.id, name: { en: 'Straps' } });
    expect([third.statusCode, third.body.code]).toEqual([400, 'BOARD_PARENT_NOT_MAIN']);
    const orphan = await admin.api('POST', '/api/admin/boards', {
      parentId: '99999999',
      name: { en: 'Lost' },
    });
    expect(orphan.body.code).toBe('BOARD_NOT_FOUND');
  });

  it('refuses bad input with a message per field and keeps nothing of it', async () => {
    const before = ((await admin.get('/api/admin/boards')).body.data as BoardAdmin[]).length;
    const answer = await admin.api('POST', '/api/admin/boards', {
      parentId: null,
      name: { ru: 'Без английского' },
      iconUrl: 'javascript:alert(1)',
      allowedCountries: ['XX'],
      visibleTo: 'friends',
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.body.fields as object).sort()).toEqual([
      'body.allowedCountries.0',
      'body.iconUrl',
      'body.name.en',
      'body.visibleTo',
    ]);
    expect(((await admin.get('/api/admin/boards')).body.data as BoardAdmin[]).length).toBe(before);
  });

  it('restricts a board to staff, editors or countries, closes it, and marks it an EU product', async () => {
    const main = await createBoard({ parentId: null, name: { en: 'Restricted tests' } });
    const board = await createBoard({ parentId: main.id, name: { en: 'Restricted child' } });
    const post = await publish(
      fan,
      validPost({ id: board.id, sections: [] } as unknown as SubBoard, {
        title: 'In a board about to be hidden',
      }),
    );

    const hide = await admin.api('PUT', `/api/admin/boards/${main.id}`, { visibleTo: 'moderators' });
    expect((hide.body.data as BoardAdmin).visibleTo).toBe('moderators');
    // The sub board obeys its main board: its posts are gone for members, not for staff.
    expect((await fan.get(`/api/posts/${post.id}`)).body.code).toBe('POST_NOT_FOUND');
    expect((await moderator.get(`/api/posts/${post.id}`)).statusCode).toBe(200);
    expect((await boardsList(fan)).some((entry) => entry.id === main.id)).toBe(false);
    const log = await latestLog();
    expect(log).toMatchObject({
      action: 'board.changed',
      target: { kind: 'board', id: main.id, label: 'Restricted tests' },
      before: { visibleTo: 'everyone' },
      after: { visibleTo: 'moderators' },
    });

    await admin.api('PUT', `/api/admin/boards/${main.id}`, { visibleTo: 'everyone' });
    expect((await fan.get(`/api/posts/${post.id}`)).statusCode).toBe(200);
    // Saving what is already there changes nothing, and logs nothing.
    await admin.api('PUT', `/api/admin/boards/${main.id}`, { visibleTo: 'everyone' });
    expect((await latestLog()).after).toEqual({ visibleTo: 'everyone' });

    const countries = await admin.api('PUT', `/api/admin/boards/${board.id}`, {
      allowedCountries: ['de', 'FR'],
    });
    expect((countries.body.data as BoardAdmin).allowedCountries).toEqual(['DE', 'FR']);
    expect((await fan.get(`/api/forum/${board.id}`)).body.code).toBe('SECTION_NOT_OPEN_TO_COUNTRY');
    expect((await fan.get(`/api/forum/${board.id}/DE`)).body.data).toBe(true);
    await admin.api('PUT', `/api/admin/boards/${board.id}`, {
      allowedCountries: null,
      closed: true,
      euProduct: true,
    });
    expect((await fan.get(`/api/forum/is-eu-product/${board.id}`)).body.data).toBe(true);
    const closed = await fan.api(
      'POST',
      '/api/posts',
      validPost({ id: board.id, sections: [] } as unknown as SubBoard),
    );
    expect(closed.body.code).toBe('BOARD_CLOSED');
    expect(((await fan.get(`/api/forum/${board.id}`)).body.data as BoardDetail).closed).toBe(true);

    const cleared = await admin.api('PUT', `/api/admin/boards/${board.id}`, { description: null });
    expect((cleared.body.data as BoardAdmin).description).toEqual({});
    expect((await admin.api('PUT', '/api/admin/boards/99999999', { closed: true })).body.code).toBe(
      'BOARD_NOT_FOUND',
    );
  });

  it('puts boards in a new order only when the order names every sibling once', async () => {
    const main = await createBoard({ parentId: null, name: { en: 'Order tests' } });
    const children = [];
    for (const name of ['First', 'Second', 'Third'])
      children.push(await createBoard({ parentId: main.id, name: { en: name } }));
    const reversed = children.map((child) => child.id).reverse();
    const ordered = await admin.api('PUT', '/api/admin/board-order', { parentId: main.id, ids: reversed });
    expect(ordered.statusCode).toBe(200);
    const seen = (await boardsList(fan)).find((board) => board.id === main.id)!;
    expect(seen.children.map((child) => child.name)).toEqual(['Third', 'Second', 'First']);

    for (const ids of [
      reversed.slice(1),
      [...reversed, reversed[0]!],
      [...reversed.slice(1), reversed[1]!],
    ]) {
      const stale = await admin.api('PUT', '/api/admin/board-order', { parentId: main.id, ids });
      expect([stale.statusCode, stale.body.code]).toEqual([409, 'ORDER_CHANGED']);
    }
    const mains = (await boardsList(admin)).map((board) => board.id);
    const moved = [main.id, ...mains.filter((id) => id !== main.id)];
    // Staff see every main board; the order names them all.
    const everyMain = ((await admin.get('/api/admin/boards')).body.data as BoardAdmin[])
      .filter((board) => board.parentId === null)
      .map((board) => board.id);
    const allMoved = [main.id, ...everyMain.filter((id) => id !== main.id)];
    expect(
      (await admin.api('PUT', '/api/admin/board-order', { parentId: null, ids: allMoved })).statusCode,
    ).toBe(200);
    expect((await boardsList(fan))[0]!.id).toBe(moved[0]);
  });

  it("adds, renames, closes and orders a board's sections", async () => {
    const main = await createBoard({ parentId: null, name: { en: 'Section tests' } });
    const board = await createBoard({ parentId: main.id, name: { en: 'With sections' } });
    await admin.api('POST', `/api/admin/boards/${board.id}/sections`, { name: { en: 'Tips' } });
    const added = await admin.api('POST', `/api/admin/boards/${board.id}/sections`, { name: { en: 'Bugs' } });
    const [tips, bugs] = (added.body.data as BoardAdmin).sections;
    expect([tips!.name.en, bugs!.name.en]).toEqual(['Tips', 'Bugs']);
    expect((await latestLog()).action).toBe('section.created');

    await admin.api('PUT', `/api/admin/sections/${tips!.id}`, {
      name: { en: 'Tips and tricks' },
      closed: true,
    });
    const log = await latestLog();
    expect(log).toMatchObject({
      action: 'section.changed',
      target: { kind: 'section', label: 'With sections · Tips and tricks' },
    });
    expect(log.after).toMatchObject({ closed: true, boardId: board.id });
    const refused = await fan.api(
      'POST',
      '/api/posts',
      validPost({ id: board.id, sections: [] } as unknown as SubBoard, { sectionId: tips!.id }),
    );
    expect(refused.body.code).toBe('BOARD_CLOSED');

    const order = await admin.api('PUT', `/api/admin/boards/${board.id}/section-order`, {
      ids: [bugs!.id, tips!.id],
    });
    expect((order.body.data as BoardAdmin).sections.map((section) => section.name.en)).toEqual([
      'Bugs',
      'Tips and tricks',
    ]);
    const detail = (await fan.get(`/api/forum/${board.id}`)).body.data as BoardDetail;
    expect(detail.sections.map((section) => [section.name, section.closed])).toEqual([
      ['Bugs', false],
      ['Tips and tricks', true],
    ]);
    const stale = await admin.api('PUT', `/api/admin/boards/${board.id}/section-order`, { ids: [bugs!.id] });
    expect(stale.body.code).toBe('ORDER_CHANGED');
    expect((await admin.api('PUT', '/api/admin/sections/99999999', { closed: true })).body.code).toBe(
      'SECTION_NOT_FOUND',
    );
  });

  it('changes the navigation and the top sector members see, in their language', async () => {
    const navigation = async () =>
      (await fan.get('/api/website-navigation')).body.data as { title: string; active: boolean }[];
    const created = await admin.api('POST', '/api/admin/links/navigation', {
      title: { en: 'Launch', ru: 'Запуск' },
      redirectType: 'url',
      resource: 'launch.nova.example',
      highlighted: true,
    });
    const link = created.body.data as SiteLinkAdmin;
    expect(link).toMatchObject({ enabled: true, highlighted: true, iconUrl: '' });
    expect((await navigation()).at(-1)).toMatchObject({ title: 'Launch', active: true });
    const russianReader = site.visitor({ cookie: 'fz_locale=ru' });
    const inRussian = (await russianReader.get('/api/website-navigation')).body.data as { title: string }[];
    expect(inRussian.at(-1)!.title).toBe('Запуск');

    await admin.api('PUT', `/api/admin/links/navigation/${link.id}`, { enabled: false });
    expect((await navigation()).some((item) => item.title === 'Launch')).toBe(false);
    const everyLink = (await admin.get('/api/admin/links/navigation')).body.data as SiteLinkAdmin[];
    expect(everyLink.find((entry) => entry.id === link.id)?.enabled).toBe(false);

    const ids = everyLink.map((entry) => entry.id);
    const reordered = await admin.api('PUT', '/api/admin/link-order/navigation', {
      ids: [link.id, ...ids.filter((id) => id !== link.id)],
    });
    expect((reordered.body.data as SiteLinkAdmin[])[0]!.id).toBe(link.id);
    expect((await admin.api('PUT', '/api/admin/link-order/navigation', { ids: [link.id] })).body.code).toBe(
      'ORDER_CHANGED',
    );

    expect((await admin.api('DELETE', `/api/admin/links/navigation/${link.id}`)).body.data).toEqual({
      deleted: true,
    });
    const again = await admin.api('DELETE', `/api/admin/links/navigation/${link.id}`);
    expect([again.statusCode, again.body.code]).toEqual([404, 'LINK_NOT_FOUND']);

    const noIcon = await admin.api('POST', '/api/admin/links/topSector', {
      title: { en: 'Quiz' },
      redirectType: 'task',
      resource: '',
    });
    expect([noIcon.statusCode, noIcon.body.code]).toEqual([400, 'ICON_REQUIRED']);
    const tile = await admin.api('POST', '/api/admin/links/topSector', {
      title: { en: 'Quiz' },
      redirectType: 'task',
      resource: '',
      iconUrl: '/site/quiz.svg',
    });
    expect(tile.statusCode).toBe(200);
    const topSector = (await fan.get('/api/index/top-sector')).body.data as {
      title: string;
      iconUrl: string;
    }[];
    expect(topSector.at(-1)).toEqual({
      title: 'Quiz',
      iconUrl: '/site/quiz.svg',
      redirectType: 'task',
      resource: '',
    });
    const wrongPlace = await admin.get('/api/admin/links/footer');
    expect(wrongPlace.statusCode).toBe(400);
  });
  it("shows the home page's banners members may follow, and refuses a banner without a picture", async () => {
    type Group = { id: string; list: { title: string; imageUrl: string; redirectType: string }[] };
    const group = async (client: TestClient) => (await client.get('/api/index/banners')).body.data as Group;
    // The demo community starts with three, its photo-story event first.
    const demo = (await group(fan)).list;
    expect(demo.map((banner) => banner.redirectType)).toEqual(['event', 'forum', 'task']);
    const bare = await admin.api('POST', '/api/admin/links/homeBanner', {
      title: { en: 'Launch' },
      redirectType: 'forum',
      resource: '',
    });
    expect([bare.statusCode, bare.body.code]).toEqual([400, 'ICON_REQUIRED']);
    const hostile = await admin.api('POST', '/api/admin/links/homeBanner', {
      title: { en: 'Launch' },
      redirectType: 'forum',
      resource: '',
      iconUrl: 'javascript:alert(1)',
    });
    expect(hostile.body.fields).toMatchObject({ 'body.iconUrl': expect.any(String) });
    const created = await admin.api('POST', '/api/admin/links/homeBanner', {
      title: { en: 'Nova Ring launch', ru: 'Запуск Nova Ring' },
      redirectType: 'url',
      resource: 'ring.nova.example',
      iconUrl: '/site/ring-banner.svg',
    });
    const banner = created.body.data as SiteLinkAdmin;
    expect(await group(fan)).toMatchObject({ id: 'home' });
    expect((await group(fan)).list.at(-1)).toEqual({
      title: 'Nova Ring launch',
      imageUrl: '/site/ring-banner.svg',
      redirectType: 'url',
      resource: 'ring.nova.example',
    });
    const russianReader = site.visitor({ cookie: 'fz_locale=ru' });
    expect((await group(russianReader)).list.at(-1)!.title).toBe('Запуск Nova Ring');
    await admin.api('PUT', `/api/admin/links/homeBanner/${banner.id}`, { enabled: false });
    expect((await group(fan)).list.map((entry) => entry.title)).not.toContain('Nova Ring launch');
    for (const client of [fan, moderator]) {
      const refused = await client.api('DELETE', `/api/admin/links/homeBanner/${banner.id}`);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
  });
});
