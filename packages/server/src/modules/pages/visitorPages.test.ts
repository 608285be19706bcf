import type { PostDetail } from '@fanzone/contract';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../test/factories.ts';
import { demoBoards, validPost } from '../../../test/forum.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { fakeWebDist } from '../../../test/webDist.ts';
import { manualClock } from '../../platform/clock.ts';

/** Visitors' pages are kept a few seconds, but never past a change the read model drops, nor for members. */
describe("visitors' pages, kept", () => {
  const clock = manualClock(new Date('2026-11-25T12:00:00Z'));
  const dist = fakeWebDist();
  const site = useTestApp({
    region: 'global',
    demoData: true,
    clock,
    webDistDir: dist.dir,
    env: { READ_CACHE_SECONDS: '5' },
  });
  let fan: TestClient;
  let post: PostDetail;

  beforeAll(async () => {
    fan = await (await site.member({ level: 3 })).client();
    post = await createPost(fan, { board: 'Nova 12', title: 'First words' });
  });
  afterAll(() => dist.remove());

  const visit = (url: string, headers: Record<string, string> = {}) =>
    site.visitor().request('GET', url, { headers });

  it('sends the same page in brotli, gzip or as it is, and keeps it while nothing changes', async () => {
    const plain = await visit(`/post-details/${post.id}`);
    expect(plain.body).toContain('<title>First words - Fanzone</title>');
    const brotli = await visit(`/post-details/${post.id}`, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await visit(`/post-details/${post.id}`, { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

    // A change behind the services' back waits for the few seconds the page is kept.
    await site.app.deps.database.withConnection((c) =>
      c.query(`UPDATE posts SET title = 'Changed quietly' WHERE id = ${BigInt(post.id)}`),
    );
    expect((await visit(`/post-details/${post.id}`)).body).toContain('First words');
    clock.advanceSeconds(6);
    expect((await visit(`/post-details/${post.id}`)).body).toContain('Changed quietly');
  });

  it("drops a visitor's page at once when its post is edited, commented or removed", async () => {
    await visit(`/post-details/${post.id}`);
    const edited = await fan.api('PUT', `/api/posts/${post.id}`, {
      ...validPost((await demoBoards(fan))('Nova 12')),
      title: 'Better words',
    });
    expect(edited.statusCode).toBe(200);
    expect((await visit(`/post-details/${post.id}`)).body).toContain('<title>Better words - Fanzone</title>');

    await fan.api('POST', `/api/posts/${post.id}/comments`, { content: 'A late thought', images: [] });
    expect((await visit(`/post-details/${post.id}`)).body).toContain('A late thought');

    await visit(`/board/detail/${post.board.id}`);
    await fan.api('DELETE', `/api/posts/${post.id}`);
    const gone = await visit(`/post-details/${post.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Better words');
    expect((await visit(`/board/detail/${post.board.id}`)).body).not.toContain('Better words');
  });

  it("never serves a member a visitor's page, nor a visitor a member's", async () => {
    const own = await createPost(fan, { board: 'Nova 12', title: 'Mine alone' });
    const visitorPage = await visit(`/post-details/${own.id}`);
    expect(visitorPage.body).toContain('"isAuthor":false');
    const memberPage = await fan.request('GET', `/post-details/${own.id}`);
    expect(memberPage.body).toContain('"isAuthor":true');
    expect(memberPage.headers['cache-control']).toBe('private, no-cache');
    expect((await visit(`/post-details/${own.id}`)).body).toContain('"isAuthor":false');
  });
});
