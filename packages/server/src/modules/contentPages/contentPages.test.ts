import type { ContentPage, ContentPageAdmin, DiscoverModel, DiscoverModelAdmin } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards } from '../../../test/forum.ts';
import { expectOperatorsOnly } from '../../../test/rewards.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

describe(`app-only content pages (${testDatabase})`, () => {
  // The demo community for its content pages and boards.
  const site = useTestApp({ region: 'global', demoData: true });
  let admin: TestClient;
  let moderator: TestClient;
  let member: TestClient;
  let visitor: TestClient;
  let russian: TestClient;

  const modelInput = (name: string, boardId: string | null = null) => ({
    name: { en: name, ru: `${name} (ru)` },
    summary: { en: `${name} in a line` },
    specs: { en: '6.7-inch display\n\n  5,000 mAh  ' },
    imageUrl: '/site/model.svg',
    boardId,
  });

  beforeAll(async () => {
    [admin, moderator, member] = await Promise.all([
      site.member({ role: 'admin' }).then((made) => made.client()),
      site.member({ role: 'moderator' }).then((made) => made.client()),
      site.member().then((made) => made.client()),
    ]);
    visitor = site.visitor();
    russian = site.visitor({ cookie: 'fz_locale=ru' });
  });

  it("reads each page in the reader's language, falling back to English where a language is not written", async () => {
    const english = (await visitor.get('/api/content-pages/narzo-warranty')).body.data as ContentPage;
    expect(english).toMatchObject({ slug: 'narzo-warranty', title: 'narzo Warranty' });
    expect(english.bodyHtml).toContain('12-month warranty');
    const inRussian = (await russian.get('/api/content-pages/narzo-warranty')).body.data as ContentPage;
    expect(inRussian.title).toBe('Гарантия narzo');
    expect(inRussian.bodyHtml).toContain('12 месяцев');

    const written = await admin.api('PUT', '/api/admin/content-pages/realme-club', {
      title: { en: 'Nova Club', ru: 'Клуб Nova' },
      body: { en: '<p>Meet-ups every month</p>', ru: '<p></p>' },
    });
    expect(written.statusCode).toBe(200);
    // An empty body (the editor's empty paragraph) is a language not written: its readers get English.
    expect((written.body.data as ContentPageAdmin).title).toEqual({ en: 'Nova Club', ru: 'Клуб Nova' });
    expect((written.body.data as ContentPageAdmin).body).toEqual({ en: '<p>Meet-ups every month</p>' });
    const club = (await russian.get('/api/content-pages/realme-club')).body.data as ContentPage;
    expect(club).toMatchObject({ title: 'Клуб Nova', bodyHtml: '<p>Meet-ups every month</p>', coverUrl: '' });
    const arabic = site.visitor({ cookie: 'fz_locale=ar' });
    expect(((await arabic.get('/api/content-pages/realme-club')).body.data as ContentPage).title).toBe(
      'Nova Club',
    );
  });

  it('keeps only the rich-content allow-list of a body an operator saves', async () => {
    const hostile =
      '<p onclick="steal()">Extended <strong>care</strong></p><script>alert(1)</script>' +
      '<a href="javascript:alert(2)">claim</a><img src="x" onerror="alert(3)">' +
      '<iframe src="https://evil.example/frame"></iframe><a href="https://nova.example/care">terms</a>';
    const saved = await admin.api('PUT', '/api/admin/content-pages/narzo-extended-warranty', {
      title: { en: 'narzo Extended Warranty' },
      body: { en: hostile },
      coverUrl: '/site/cover.svg',
    });
    expect(saved.statusCode).toBe(200);
    const page = (await visitor.get('/api/content-pages/narzo-extended-warranty')).body.data as ContentPage;
    for (const gone of ['<script', 'onclick', 'javascript:', 'onerror', 'evil.example', '<img'])
      expect(page.bodyHtml).not.toContain(gone);
    expect(page.bodyHtml).toContain('<strong>care</strong>');
    expect(page.bodyHtml).toContain('href="https://nova.example/care"');
    expect(page.coverUrl).toBe('/site/cover.svg');

    const badCover = await admin.api('PUT', '/api/admin/content-pages/realme-club', {
      title: { en: 'Club' },
      body: {},
      coverUrl: 'javascript:alert(1)',
    });
    expect([badCover.statusCode, badCover.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const noEnglish = await admin.api('PUT', '/api/admin/content-pages/realme-club', {
      title: { ru: 'Клуб' },
      body: {},
    });
    expect([noEnglish.statusCode, noEnglish.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await visitor.get('/api/content-pages/no-such-page')).statusCode).toBe(400);
  });

  it('lets only operators write pages and models, or read them in every language', async () => {
    const [model] = (await visitor.get('/api/discover/models')).body.data as DiscoverModel[];
    await expectOperatorsOnly(
      site.app,
      [moderator, member],
      [
        ['GET', '/api/admin/content-pages', undefined],
        ['PUT', '/api/admin/content-pages/realme-club', { title: { en: 'Taken over' }, body: {} }],
        ['GET', '/api/admin/discover-models', undefined],
        ['POST', '/api/admin/discover-models', modelInput('Intruder')],
        ['PUT', `/api/admin/discover-models/${model!.id}`, modelInput('Renamed')],
        ['DELETE', `/api/admin/discover-models/${model!.id}`, undefined],
        ['PUT', '/api/admin/discover-model-order', { ids: [model!.id] }],
      ],
    );
    const pages = (await admin.get('/api/admin/content-pages')).body.data as ContentPageAdmin[];
    expect(pages.map((page) => page.slug).sort()).toEqual(
      ['link-discover', 'narzo-extended-warranty', 'narzo-warranty', 'realme-club'].sort(),
    );
    expect(pages.find((page) => page.slug === 'realme-club')!.title.en).not.toBe('Taken over');
    expect(((await visitor.get(`/api/discover/models/${model!.id}`)).body.data as DiscoverModel).name).toBe(
      model!.name,
    );
  });

  it('adds, changes, orders and removes discover models; a removed one has expired', async () => {
    const board = await demoBoards(member);
    const before = (await admin.get('/api/admin/discover-models')).body.data as DiscoverModelAdmin[];
    const created = (
      await admin.api('POST', '/api/admin/discover-models', modelInput('Nova 13', board('Nova 12').id))
    ).body.data as DiscoverModelAdmin;
    expect(created).toMatchObject({
      name: { en: 'Nova 13', ru: 'Nova 13 (ru)' },
      boardId: board('Nova 12').id,
    });
    expect(created.position).toBeGreaterThan(Math.max(...before.map((model) => model.position)));

    const read = (await russian.get(`/api/discover/models/${created.id}`)).body.data as DiscoverModel;
    expect(read).toEqual({
      id: created.id,
      name: 'Nova 13 (ru)',
      summary: 'Nova 13 in a line',
      specs: ['6.7-inch display', '5,000 mAh'],
      imageUrl: '/site/model.svg',
      board: { id: board('Nova 12').id, name: 'Nova 12' },
    });

    const changed = await admin.api(
      'PUT',
      `/api/admin/discover-models/${created.id}`,
      modelInput('Nova 13 Pro'),
    );
    expect((changed.body.data as DiscoverModelAdmin).boardId).toBeNull();
    const noBoard = await admin.api(
      'PUT',
      `/api/admin/discover-models/${created.id}`,
      modelInput('X', '999999'),
    );
    expect([noBoard.statusCode, noBoard.body.code]).toEqual([404, 'BOARD_NOT_FOUND']);
    const noPicture = await admin.api('POST', '/api/admin/discover-models', {
      ...modelInput('Y'),
      imageUrl: '',
    });
    expect(noPicture.statusCode).toBe(400);

    const ids = [created.id, ...before.map((model) => model.id)];
    const ordered = (await admin.api('PUT', '/api/admin/discover-model-order', { ids })).body
      .data as DiscoverModelAdmin[];
    expect(ordered.map((model) => model.id)).toEqual(ids);
    expect(((await visitor.get('/api/discover/models')).body.data as DiscoverModel[])[0]!.name).toBe(
      'Nova 13 Pro',
    );
    const stale = await admin.api('PUT', '/api/admin/discover-model-order', { ids: ids.slice(1) });
    expect([stale.statusCode, stale.body.code]).toEqual([409, 'ORDER_CHANGED']);

    expect((await admin.api('DELETE', `/api/admin/discover-models/${created.id}`)).statusCode).toBe(200);
    const gone = await visitor.get(`/api/discover/models/${created.id}`);
    expect([gone.statusCode, gone.body.code, gone.body.message]).toEqual([
      404,
      'PAGE_EXPIRED',
      'This page has expired.',
    ]);
    const never = await visitor.get('/api/discover/models/424242');
    expect([never.statusCode, never.body.code]).toEqual([404, 'PAGE_EXPIRED']);
    const again = await admin.api('DELETE', `/api/admin/discover-models/${created.id}`);
    expect([again.statusCode, again.body.code]).toEqual([404, 'PAGE_EXPIRED']);
  });

  it('links a model to its board only for readers who may see the board', async () => {
    const staffBoards = await demoBoards(moderator);
    const lounge = staffBoards("Moderators' lounge").id;
    const created = (await admin.api('POST', '/api/admin/discover-models', modelInput('Staff phone', lounge)))
      .body.data as DiscoverModelAdmin;
    const seenBy = async (client: TestClient) =>
      ((await client.get(`/api/discover/models/${created.id}`)).body.data as DiscoverModel).board;
    expect(await seenBy(moderator)).toEqual({ id: lounge, name: "Moderators' lounge" });
    expect(await seenBy(member)).toBeNull();
    expect(await seenBy(visitor)).toBeNull();
    const listed = (await member.get('/api/discover/models')).body.data as DiscoverModel[];
    expect(listed.find((model) => model.id === created.id)!.board).toBeNull();

    const euEdition = staffBoards('Nova 12 EU edition').id;
    await admin.api('PUT', `/api/admin/discover-models/${created.id}`, modelInput('EU phone', euEdition));
    // No demo member is from a country the EU edition is open to: the link would only say so.
    expect(await seenBy(member)).toBeNull();
    await admin.api('DELETE', `/api/admin/discover-models/${created.id}`);
  });
});
