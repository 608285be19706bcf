import type { AccountBadge, Draft, MessageBadge, PostDetail, PostSummary } from '@fanzone/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, setBanned, validPost } from '../../../test/forum.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { posts } from './posts.tables.ts';

type ListAnswer = { data: PostSummary[]; page: { cursor: string | null; hasMore: boolean } };

describe('post lists, reactions and drafts', () => {
  // The demo community for its boards.
  const site = useTestApp({ region: 'in', demoData: true });
  let fan: TestClient;
  let reader: TestClient;
  let board: Awaited<ReturnType<typeof demoBoards>>;

  beforeAll(async () => {
    [fan, reader] = await Promise.all([
      site.member().then((made) => made.client()),
      site.member({ level: 5 }).then((made) => made.client()),
    ]);
    board = await demoBoards(fan);
  });

  const list = async (client: TestClient, url: string) =>
    (await client.get(url)).body as unknown as ListAnswer;
  /** Reads every page of a list through its cursors. */
  const allPages = async (client: TestClient, url: string) => {
    const seen: PostSummary[] = [];
    let cursor: string | null = null;
    do {
      const separator = url.includes('?') ? '&' : '?';
      const answer = await list(
        client,
        cursor ? `${url}${separator}cursor=${encodeURIComponent(cursor)}` : url,
      );
      seen.push(...answer.data);
      cursor = answer.page.hasMore ? answer.page.cursor : null;
    } while (cursor);
    return seen;
  };

  it('likes and favourites idempotently with exact counts, and tells the author once', async () => {
    const post = await publish(fan, validPost(board('Nova 12 Pro')));
    expect((await reader.api('PUT', `/api/posts/${post.id}/like`)).body.data).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await reader.api('PUT', `/api/posts/${post.id}/like`)).body.data).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await fan.api('PUT', `/api/posts/${post.id}/like`)).body.data).toEqual({
      liked: true,
      likeCount: 2,
    });
    expect((await reader.api('DELETE', `/api/posts/${post.id}/like`)).body.data).toEqual({
      liked: false,
      likeCount: 1,
    });
    expect((await reader.api('PUT', `/api/posts/${post.id}/favourite`)).body.data).toEqual({
      favourited: true,
      favouriteCount: 1,
    });
    const seenByReader = (await reader.get(`/api/posts/${post.id}`)).body.data as PostDetail;
    expect(seenByReader).toMatchObject({ liked: false, favourited: true, likeCount: 1, favouriteCount: 1 });
    const badge = (await fan.get('/api/message/badge')).body.data as MessageBadge;
    expect(badge.likeMessageCount).toBeGreaterThanOrEqual(1);
    expect((await site.visitor().api('PUT', `/api/posts/${post.id}/like`)).statusCode).toBe(401);
    const favourites = await list(reader, '/api/account/favourites');
    expect(favourites.data[0]).toMatchObject({ id: post.id, favourited: true });
  });

  it('keeps twenty concurrent likes from one member to one', async () => {
    const post = await publish(fan, validPost(board('Nova 12 Pro')));
    await Promise.all(Array.from({ length: 20 }, () => reader.api('PUT', `/api/posts/${post.id}/like`)));
    expect(((await reader.get(`/api/posts/${post.id}`)).body.data as PostDetail).likeCount).toBe(1);
  });

  it('counts shares, refusing banned members', async () => {
    const post = await publish(fan, validPost(board('Nova 12 Pro')));
    expect((await reader.api('POST', `/api/posts/${post.id}/shares`)).body.data).toEqual({ shareCount: 1 });
    const banned = site.visitor();
    await banned.register('banned_sharer', 'banned-sharer@example.com', 'a-long-password');
    await setBanned(site.app, 'banned_sharer', true);
    expect((await banned.api('POST', `/api/posts/${post.id}/shares`)).body.message).toBe(
      'Sorry, you have been banned. You cannot perform any action at this moment.',
    );
    expect((await banned.api('PUT', `/api/posts/${post.id}/like`)).body.code).toBe('USER_BANNED');
  });

  it('counts views in batches', async () => {
    const post = await publish(fan, validPost(board('Nova 12 Pro')));
    for (let view = 0; view < 3; view += 1) await site.visitor().get(`/api/posts/${post.id}`);
    await site.app.postViews.flush();
    expect(((await fan.get(`/api/posts/${post.id}`)).body.data as PostDetail).viewCount).toBe(3);
  });

  it('lists a board with pins first, then by latest reply, newest or hot, in keyset pages', async () => {
    const target = board('Nova 12');
    const published: PostDetail[] = [];
    for (let index = 0; index < 23; index += 1)
      published.push(await publish(fan, validPost(target, { title: `Board post ${index}` })));
    const [pinnedSub, pinnedMain] = [published[3]!, published[4]!];
    await site.app.deps.db
      .update(posts)
      .set({ pinned: 'sub' })
      .where(eq(posts.id, BigInt(pinnedSub.id)));
    await site.app.deps.db
      .update(posts)
      .set({ pinned: 'main' })
      .where(eq(posts.id, BigInt(pinnedMain.id)));
    await reader.api('PUT', `/api/posts/${published[10]!.id}/like`);

    const first = await list(reader, `/api/forum/${target.id}/posts?sort=new`);
    expect(first.data.slice(0, 2).map((post) => [post.id, post.pinned])).toEqual([
      [pinnedMain.id, 'main'],
      [pinnedSub.id, 'sub'],
    ]);
    expect(first.data[2]!.id).toBe(published[22]!.id);
    expect(first.page.hasMore).toBe(true);

    const everything = await allPages(reader, `/api/forum/${target.id}/posts?sort=new`);
    const ids = everything.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(published.map((post) => post.id)));

    const hot = await list(reader, `/api/forum/${target.id}/posts?sort=hot`);
    expect(hot.data[2]!.id).toBe(published[10]!.id);

    // The main board lists its sub boards' posts; only main-board pins lead it.
    const main = (await fan.get(`/api/forum/${target.id}`)).body.data as { parent: { id: string } };
    const mainList = await list(reader, `/api/forum/${main.parent.id}/posts?sort=new`);
    expect(mainList.data[0]).toMatchObject({ id: pinnedMain.id, pinned: 'main' });
    expect(mainList.data[1]!.id).not.toBe(pinnedSub.id);

    expect((await reader.get(`/api/forum/${target.id}/posts?cursor=not-a-cursor`)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    const forged = Buffer.from(JSON.stringify(['2026-13-45 99:00:00+00', '1'])).toString('base64url');
    expect((await reader.get(`/api/forum/${target.id}/posts?sort=new&cursor=${forged}`)).statusCode).toBe(
      400,
    );
  });

  it("lists a member's posts newest first, without deleted ones, hiding boards the viewer may not see", async () => {
    const author = (await fan.get('/api/account/profile')).body.data as { id: string };
    const kept = await publish(fan, validPost(board('Nova Buds Air')));
    const gone = await publish(fan, validPost(board('Nova Buds Air')));
    await fan.api('DELETE', `/api/posts/${gone.id}`);
    const mine = await allPages(reader, `/api/user/${author.id}/posts`);
    expect(mine[0]!.id).toBe(kept.id);
    expect(mine.some((post) => post.id === gone.id)).toBe(false);
    const ids = mine.map((post) => BigInt(post.id));
    const rows = await site.app.deps.db
      .select({ status: posts.status })
      .from(posts)
      .where(inArray(posts.id, ids));
    expect(rows.every((row) => row.status === 'published')).toBe(true);
  });

  it('saves, updates, lists, deletes and clears drafts privately, lighting the Me red dot', async () => {
    const saved = await fan.api('POST', '/api/drafts', {
      kind: 'post',
      title: 'Half an idea',
      data: { contentHtml: '<p>more later</p>', boardId: board('Nova 12').id },
    });
    const draft = saved.body.data as Draft;
    expect(draft).toMatchObject({
      kind: 'post',
      title: 'Half an idea',
      data: { contentHtml: '<p>more later</p>' },
    });
    expect(((await fan.get('/api/account/badge')).body.data as AccountBadge).unreadDraftsCount).toBe(1);
    expect((await fan.api('POST', '/api/drafts/seen')).body.data).toEqual({ unreadDraftsCount: 0 });
    expect(((await fan.get('/api/account/badge')).body.data as AccountBadge).unreadDraftsCount).toBe(0);

    const updated = await fan.api('PUT', `/api/drafts/${draft.id}`, {
      kind: 'topic',
      title: 'A whole idea',
      data: { contentHtml: '<p>done</p>' },
    });
    expect(updated.body.data).toMatchObject({ id: draft.id, kind: 'topic', title: 'A whole idea' });
    expect((await reader.get(`/api/drafts/${draft.id}`)).body.code).toBe('DRAFT_NOT_FOUND');
    expect((await reader.api('DELETE', `/api/drafts/${draft.id}`)).body.code).toBe('DRAFT_NOT_FOUND');
    expect(
      (await reader.api('PUT', `/api/drafts/${draft.id}`, { kind: 'post', title: 'x', data: {} })).body.code,
    ).toBe('DRAFT_NOT_FOUND');

    await fan.api('POST', '/api/drafts', { kind: 'bug_report', title: '', data: {} });
    expect(((await fan.get('/api/drafts')).body.data as Draft[]).map((row) => row.kind)).toEqual([
      'bug_report',
      'topic',
    ]);
    expect((await fan.api('DELETE', `/api/drafts/${draft.id}`)).body.data).toEqual({ deleted: true });
    expect((await fan.api('DELETE', '/api/drafts')).body.data).toEqual({ deleted: 1 });
    expect((await fan.get('/api/drafts')).body.data).toEqual([]);
    expect((await site.visitor().get('/api/drafts')).statusCode).toBe(401);
  });

  it('stops at the draft limit, even when saves race', async () => {
    const writer = site.visitor();
    await writer.register('many_drafts', 'many-drafts@example.com', 'a-long-password');
    const answers = await Promise.all(
      Array.from({ length: 55 }, (_, index) =>
        writer.api('POST', '/api/drafts', { kind: 'post', title: `Draft ${index}`, data: {} }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(50);
    expect(answers.find((answer) => answer.statusCode !== 200)?.body).toMatchObject({ code: 'DRAFT_LIMIT' });
  });
});
