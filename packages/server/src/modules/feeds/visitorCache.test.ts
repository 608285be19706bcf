import type { PostDetail, PostSummary } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, validPost } from '../../../test/forum.ts';
import { createTestApp } from '../../../test/testApp.ts';
import { TestClient } from '../../../test/testClient.ts';
import { manualClock } from '../../platform/clock.ts';

describe("visitors' cached first pages", () => {
  let app: FastifyInstance;
  const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
  beforeAll(async () => {
    app = await createTestApp({ region: 'in', demoData: true, clock, env: { VISITOR_CACHE_SECONDS: '5' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves visitors the same answer for a few seconds, members always a fresh one', async () => {
    const visitor = new TestClient(app);
    const writer = new TestClient(app);
    await writer.login('priya_clicks', 'fanzone-fan');
    const board = await demoBoards(writer);
    const titles = async (client: TestClient) => ((await client.get('/api/feeds/recommended')).body.data as PostSummary[]).map((post) => post.title);
    const boardTitles = async (client: TestClient) => ((await client.get(`/api/forum/${board('Nova 12').id}/posts?sort=new`)).body.data as PostSummary[]).map((post) => post.title);

    await titles(visitor);
    await boardTitles(visitor);
    const post = await publish(writer, validPost(board('Nova 12'), { title: 'Fresh off the press' }));
    await writer.api('PUT', `/api/posts/${post.id}/like`);
    expect(await boardTitles(writer)).toContain('Fresh off the press');
    expect(await boardTitles(visitor)).not.toContain('Fresh off the press');
    const firstLook = (await visitor.get(`/api/posts/${post.id}`)).body.data as PostDetail;
    expect(firstLook.likeCount).toBe(1);
    await writer.api('DELETE', `/api/posts/${post.id}/like`);
    expect(((await visitor.get(`/api/posts/${post.id}`)).body.data as PostDetail).likeCount).toBe(1);

    clock.advanceSeconds(6);
    expect(await boardTitles(visitor)).toContain('Fresh off the press');
    expect(((await visitor.get(`/api/posts/${post.id}`)).body.data as PostDetail).likeCount).toBe(0);
    // A missing post is not remembered as missing.
    expect((await visitor.get('/api/posts/999999')).body.code).toBe('POST_NOT_FOUND');
  });

  it('still counts every visitor view', async () => {
    const writer = new TestClient(app);
    await writer.login('arjun.tech', 'fanzone-fan');
    const post = await publish(writer, validPost((await demoBoards(writer))('Nova 12')));
    for (let view = 0; view < 4; view += 1) await new TestClient(app).get(`/api/posts/${post.id}`);
    await app.postViews.flush();
    expect(((await writer.get(`/api/posts/${post.id}`)).body.data as PostDetail).viewCount).toBe(4);
  });
});
