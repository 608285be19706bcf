import type {
  BoardBannerAdmin,
  BoardBannerGroup,
  PostSummary,
  TcmAdmin,
  TcmDetail,
  VideoPost,
} from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, validPost } from '../../../test/forum.ts';
import { manualClock } from '../../platform/clock.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { boards } from '../boards/boards.tables.ts';
import { posts } from '../posts/posts.tables.ts';

/** The envelope's page of a list answer. */
const pageOf = (body: unknown) => (body as { page: { cursor: string | null; hasMore: boolean } }).page;

describe(`topics, collections, the video feed and boards' banners (${testDatabase})`, () => {
  const clock = manualClock(new Date('2026-11-25T12:00:00Z'));
  const site = useTestApp({ region: 'global', demoData: true, clock });
  let visitor: TestClient;
  let member: TestClient;
  let moderator: TestClient;
  let admin: TestClient;
  let boardOf: Awaited<ReturnType<typeof demoBoards>>;
  let cover: string;

  const names = (en: string, ru: string) => ({ en, ru });
  const create = async (body: Record<string, unknown>) => {
    const answer = await admin.api('POST', '/api/admin/tcm', body);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as TcmAdmin;
  };
  /** Fresh posts in an open board, oldest first. */
  const freshPosts = async (count: number, title: string) => {
    const ids: string[] = [];
    for (let n = 0; n < count; n += 1)
      ids.push((await publish(admin, validPost(boardOf('Nova 12'), { title: `${title} ${n + 1}` }))).id);
    return ids;
  };
  /** Moves a post into a board behind the services, as a moderator's move would. */
  const moveTo = async (postId: string, boardName: string) => {
    const [board] = await site.app.deps.db
      .select()
      .from(boards)
      .where(sql`${boards.name}->>'en' = ${boardName}`);
    await site.app.deps.db
      .update(posts)
      .set({ boardId: board!.id, mainBoardId: board!.parentId ?? board!.id, sectionId: null })
      .where(eq(posts.id, BigInt(postId)));
    // Posts' shared records are kept a few seconds: later reads see the change.
    clock.advanceSeconds(3600);
  };

  beforeAll(async () => {
    visitor = site.visitor();
    member = await site.signedIn('maria_lens');
    moderator = await site.signedIn('moderator');
    admin = await site.signedIn('admin');
    boardOf = await demoBoards(visitor);
    const png = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const uploaded = await admin.upload('/api/upload/img', {
      name: 'cover.png',
      bytes: png,
      contentType: 'image/png',
    });
    cover = (uploaded.body.data as { url: string }).url;
  });

  it("answers a collection's detail in the reader's language, and a topic as a Topic", async () => {
    const collection = await create({
      tcmType: 'Collection',
      tcmTitle: names('Night shots', 'Ночные снимки'),
      title: names('The best of the night', 'Лучшее ночью'),
      description: names('Chosen by the team', 'Выбор команды'),
      coverUrl: cover,
      postIds: await freshPosts(3, 'Night shot'),
    });
    const detail = await visitor.get(`/api/tcm/detail?tcmId=${collection.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data as TcmDetail).toEqual({
      tcmId: collection.id,
      tcmType: 'Collection',
      tcmTitle: 'Night shots',
      title: 'The best of the night',
      description: 'Chosen by the team',
      coverUrl: cover,
      postCount: 3,
    });
    const inRussian = await visitor.api('GET', `/api/tcm/detail?tcmId=${collection.id}`, undefined, {
      headers: { cookie: 'fz_locale=ru' },
    });
    expect(inRussian.body.data).toMatchObject({ tcmTitle: 'Ночные снимки', title: 'Лучшее ночью' });

    const topic = await create({
      tcmType: 'Topic',
      tcmTitle: names('Launch week', 'Неделя запуска'),
      title: names('Nova 13', 'Nova 13'),
    });
    const topicDetail = (await member.get(`/api/tcm/detail?tcmId=${topic.id}`)).body.data as TcmDetail;
    expect(topicDetail).toMatchObject({
      tcmType: 'Topic',
      tcmTitle: 'Launch week',
      coverUrl: null,
      postCount: 0,
    });
  });

  it("says 'This page has expired.' for a missing or withdrawn one, and for its posts", async () => {
    const missing = await visitor.get('/api/tcm/detail?tcmId=987654321');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatchObject({ code: 'PAGE_EXPIRED', message: 'This page has expired.' });

    const item = await create({
      tcmType: 'Collection',
      tcmTitle: names('Gone', 'Нет'),
      title: names('Gone soon', 'Скоро нет'),
    });
    const withdrawn = await admin.api('PUT', `/api/admin/tcm/${item.id}`, { status: 'withdrawn' });
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn' });
    for (const url of [`/api/tcm/detail?tcmId=${item.id}`, `/api/tcm/${item.id}/posts`]) {
      const answer = await member.get(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toMatchObject({ code: 'PAGE_EXPIRED', message: 'This page has expired.' });
    }
    // Operators still see it, and bring it back.
    const listed = (await admin.get('/api/admin/tcm')).body.data as TcmAdmin[];
    expect(listed.find((entry) => entry.id === item.id)).toMatchObject({ status: 'withdrawn' });
    await admin.api('PUT', `/api/admin/tcm/${item.id}`, { status: 'published' });
    expect((await member.get(`/api/tcm/detail?tcmId=${item.id}`)).statusCode).toBe(200);
  });

  it('lists its posts in the operators’ order, page by page, only those the reader may read', async () => {
    const ids = await freshPosts(limits.lists.pageSize + 4, 'Collected');
    const ordered = [...ids].reverse();
    const item = await create({
      tcmType: 'Collection',
      tcmTitle: names('Many', 'Много'),
      title: names('Many posts', 'Много постов'),
      postIds: ordered,
    });
    const hidden = ordered[1]!;
    await moveTo(hidden, "Moderators' lounge");
    const readAll = async (client: TestClient) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const answer = await client.get(`/api/tcm/${item.id}/posts${cursor ? `?cursor=${cursor}` : ''}`);
        expect(answer.statusCode).toBe(200);
        seen.push(...(answer.body.data as PostSummary[]).map((post) => post.id));
        cursor = pageOf(answer.body).cursor;
        pages += 1;
      } while (cursor);
      return { seen, pages };
    };
    const forMember = await readAll(member);
    expect(forMember.pages).toBe(2);
    expect(forMember.seen).toEqual(ordered.filter((id) => id !== hidden));
    // Staff read the moderators' lounge: they get every post.
    expect((await readAll(moderator)).seen).toEqual(ordered);

    const reordered = await admin.api('PUT', `/api/admin/tcm/${item.id}`, {
      postIds: [ordered[2], ordered[0]],
    });
    expect((reordered.body.data as TcmAdmin).postIds).toEqual([ordered[2], ordered[0]]);
    expect((await readAll(visitor)).seen).toEqual([ordered[2], ordered[0]]);
  });

  it('takes only uploaded covers and existing posts, each once, from operators only', async () => {
    const base = { tcmType: 'Collection', tcmTitle: { en: 'Checked' }, title: { en: 'Checked' } };
    const foreign = await admin.api('POST', '/api/admin/tcm', {
      ...base,
      coverUrl: 'https://example.com/x.png',
    });
    expect(foreign.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { coverUrl: expect.any(String) },
    });
    const [first] = await freshPosts(1, 'Checked');
    const twice = await admin.api('POST', '/api/admin/tcm', { ...base, postIds: [first, first] });
    expect(twice.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const unknown = await admin.api('POST', '/api/admin/tcm', { ...base, postIds: ['987654321'] });
    expect(unknown.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await admin.api('PUT', '/api/admin/tcm/987654321', { status: 'withdrawn' })).body).toMatchObject({
      code: 'TCM_NOT_FOUND',
    });
    for (const client of [member, moderator]) {
      expect((await client.api('POST', '/api/admin/tcm', base)).body).toMatchObject({ code: 'FORBIDDEN' });
      expect((await client.get('/api/admin/tcm')).body).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await visitor.get('/api/admin/tcm')).body).toMatchObject({ code: 'LOGIN_REQUIRED' });
  });

  it('plays video posts from the given one on, then older ones the reader may read', async () => {
    const ids = await freshPosts(limits.collections.videoFeedPageSize + 4, 'Clip');
    const withVideo = async (id: string, n: number) =>
      site.app.deps.db
        .update(posts)
        .set({
          contentHtml: sql`${posts.contentHtml} || ${`<p><video src="/uploads/v/clip-${n}.mp4" poster="/uploads/v/clip-${n}.png" width="720" height="1280" controls="controls"></video></p>`}`,
        })
        .where(eq(posts.id, BigInt(id)));
    // Every post but the last but one holds a video; that one is text only and stays out.
    const textOnly = ids.at(-2)!;
    const videos = ids.filter((id) => id !== textOnly);
    for (const [n, id] of videos.entries()) await withVideo(id, n);
    clock.advanceSeconds(3600);
    const hidden = videos[1]!;
    await moveTo(hidden, "Moderators' lounge");
    const start = videos.at(-1)!;
    const reader = visitor;
    const first = await reader.get(`/api/posts/${start}/video-feed`);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    const firstPage = first.body.data as VideoPost[];
    expect(firstPage[0]).toMatchObject({
      id: start,
      threadIdString: start,
      video: { url: `/uploads/v/clip-${videos.length - 1}.mp4`, width: 720, height: 1280 },
    });
    expect(firstPage).toHaveLength(limits.collections.videoFeedPageSize);
    const second = await reader.get(`/api/posts/${start}/video-feed?cursor=${pageOf(first.body).cursor}`);
    const all = [...firstPage, ...(second.body.data as VideoPost[])].map((post) => post.id);
    const expected = [...videos].reverse().filter((id) => id !== hidden);
    // Older video posts (the demo's clips) follow the ones published here.
    expect(all.slice(0, expected.length)).toEqual(expected);
    expect(all.length).toBeGreaterThan(expected.length);
    expect(all).not.toContain(textOnly);
    expect(all).not.toContain(hidden);

    // Opened without a post, the feed starts at the newest video post the reader may read.
    const latest = await reader.get('/api/posts/video-feed');
    expect((latest.body.data as VideoPost[]).map((post) => post.id)).toEqual(
      expected.slice(0, limits.collections.videoFeedPageSize),
    );
    const latestNext = await reader.get(`/api/posts/video-feed?cursor=${pageOf(latest.body).cursor}`);
    expect((latestNext.body.data as VideoPost[])[0]!.id).toBe(expected[limits.collections.videoFeedPageSize]);

    expect((await reader.get(`/api/posts/${textOnly}/video-feed`)).body).toMatchObject({
      code: 'POST_NOT_FOUND',
    });
    expect((await reader.get(`/api/posts/${hidden}/video-feed`)).body).toMatchObject({
      code: 'POST_NOT_FOUND',
    });
  });

  it("shows a board's switched-on banners in order, any link type, and hides a hidden board's", async () => {
    const board = boardOf('Nova 12');
    const add = async (body: Record<string, unknown>) => {
      const answer = await admin.api('POST', `/api/admin/boards/${board.id}/banners`, body);
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data as BoardBannerAdmin;
    };
    const topic = await add({
      title: { en: 'Night shots', ru: 'Ночь' },
      imageUrl: '/site/a.svg',
      redirectType: 'topic',
      resource: '7',
    });
    const appOnly = await add({
      title: { en: 'Live' },
      imageUrl: '/site/b.svg',
      redirectType: 'live-room',
      resource: '3',
    });
    const off = await add({
      title: { en: 'Later' },
      imageUrl: '/site/c.svg',
      redirectType: 'thread',
      resource: '1',
      enabled: false,
    });
    expect(off).toMatchObject({ enabled: false, boardId: board.id });
    const group = async (client: TestClient) =>
      (await client.get(`/api/forum/${board.id}/banners`)).body.data as BoardBannerGroup;
    expect(await group(visitor)).toEqual({
      id: `board-${board.id}`,
      list: [
        { imageUrl: '/site/a.svg', title: 'Night shots', redirectType: 'topic', resource: '7' },
        { imageUrl: '/site/b.svg', title: 'Live', redirectType: 'live-room', resource: '3' },
      ],
    });
    await admin.api('PUT', `/api/admin/boards/${board.id}/banner-order`, {
      ids: [off.id, appOnly.id, topic.id],
    });
    await admin.api('PUT', `/api/admin/board-banners/${off.id}`, { enabled: true });
    expect((await group(member)).list.map((banner) => banner.title)).toEqual([
      'Later',
      'Live',
      'Night shots',
    ]);
    await admin.api('DELETE', `/api/admin/board-banners/${appOnly.id}`);
    expect((await group(member)).list.map((banner) => banner.title)).toEqual(['Later', 'Night shots']);
    expect(
      (await admin.api('PUT', `/api/admin/boards/${board.id}/banner-order`, { ids: [topic.id] })).body,
    ).toMatchObject({ code: 'ORDER_CHANGED' });

    const bad = await admin.api('POST', `/api/admin/boards/${board.id}/banners`, {
      title: { en: 'Bad' },
      imageUrl: 'javascript:alert(1)',
      redirectType: 'Not a type!',
      resource: '',
    });
    expect(bad.statusCode).toBe(400);

    const [lounge] = await site.app.deps.db
      .select({ id: boards.id })
      .from(boards)
      .where(sql`${boards.name}->>'en' = ${"Moderators' lounge"}`);
    await admin.api('POST', `/api/admin/boards/${lounge!.id}/banners`, {
      title: { en: 'Staff' },
      imageUrl: '/site/s.svg',
      redirectType: 'task',
      resource: '',
    });
    expect((await member.get(`/api/forum/${lounge!.id}/banners`)).body).toMatchObject({
      code: 'BOARD_NOT_FOUND',
    });
    expect((await moderator.get(`/api/forum/${lounge!.id}/banners`)).body.data).toMatchObject({
      list: [{ title: 'Staff' }],
    });
    expect((await visitor.get('/api/forum/987654321/banners')).body).toMatchObject({
      code: 'BOARD_NOT_FOUND',
    });
    expect((await moderator.get(`/api/admin/boards/${board.id}/banners`)).body).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
