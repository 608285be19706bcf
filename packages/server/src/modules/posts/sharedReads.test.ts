import type { PostDetail, PostSummary } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { demoBoards, publish, validPost } from '../../../test/forum.ts';
import { sharedReadsSuite } from '../../../test/sharedReads.ts';
import { TestClient } from '../../../test/testClient.ts';

describe('cached reads', () => {
  const suite = sharedReadsSuite();

  it("drops visitors' kept answers when what a list shows changes; counts reach them within seconds", async () => {
    const visitor = new TestClient(suite.app);
    const writer = new TestClient(suite.app);
    await writer.login('priya_clicks', 'fanzone-fan');
    const board = await demoBoards(writer);
    const boardCards = async (client: TestClient) =>
      (await client.get(`/api/forum/${board('Nova 12').id}/posts?sort=new`)).body.data as PostSummary[];
    const likesOf = async (client: TestClient, postId: string) =>
      (await boardCards(client)).find((card) => card.id === postId)?.likeCount;

    await boardCards(visitor);
    const post = await publish(writer, validPost(board('Nova 12'), { title: 'Fresh off the press' }));
    // Publishing drops the board's kept pages for everyone, visitors' whole answers included.
    expect((await boardCards(visitor)).map((card) => card.title)).toContain('Fresh off the press');

    await writer.api('PUT', `/api/posts/${post.id}/like`);
    // The writer sees their like at once; a visitor's kept answer shows the old count for a few seconds.
    expect(await likesOf(writer, post.id)).toBe(1);
    expect(await likesOf(visitor, post.id)).toBe(0);
    suite.clock.advanceSeconds(6);
    expect(await likesOf(visitor, post.id)).toBe(1);

    await writer.api('DELETE', `/api/posts/${post.id}`);
    expect((await boardCards(visitor)).map((card) => card.id)).not.toContain(post.id);
    // A missing post is not remembered as missing.
    expect((await visitor.get('/api/posts/999999')).body.code).toBe('POST_NOT_FOUND');
  });

  it("keeps a visitor's deeper page for a few seconds too, as its first page", async () => {
    const visitor = new TestClient(suite.app);
    suite.clock.advanceSeconds(6);
    // A cursor before every post, as a page's last row would give: its page is the whole feed.
    const cursor = Buffer.from(JSON.stringify(['true', '1e300', '9223372036854775807'])).toString(
      'base64url',
    );
    const deeperPage = async () =>
      ((await visitor.get(`/api/feeds/recommended?cursor=${cursor}`)).body.data as PostSummary[]).map(
        (post) => post.id,
      );
    const [hidden] = await deeperPage();
    // Shielded behind the services' back (an operator's SQL): only the kept answer still shows it.
    const setStatus = (status: string) =>
      suite.app.deps.database.withConnection((connection) =>
        connection.query(`UPDATE posts SET status = '${status}' WHERE id = ${hidden}`),
      );
    await setStatus('shielded');
    try {
      expect(await deeperPage()).toContain(hidden);
      suite.clock.advanceSeconds(6);
      expect(await deeperPage()).not.toContain(hidden);
    } finally {
      await setStatus('published');
    }
  });

  it("shows a post's shared parts from the cache, yet a member's write to it at once to everyone", async () => {
    const writer = new TestClient(suite.app);
    const reader = new TestClient(suite.app);
    await writer.login('priya_clicks', 'fanzone-fan');
    await reader.login('fan', 'fanzone-fan');
    const post = await publish(writer, validPost((await demoBoards(writer))('Nova 12')));
    const detail = async (client: TestClient) =>
      (await client.get(`/api/posts/${post.id}`)).body.data as PostDetail;
    expect((await detail(new TestClient(suite.app))).likeCount).toBe(0);
    // A change made behind the services' back (an operator's SQL) shows only when the entry expires.
    await suite.app.deps.database.withConnection((connection) =>
      connection.query(`UPDATE posts SET title = 'Retitled by hand' WHERE id = ${post.id}`),
    );
    expect((await detail(reader)).title).toBe(post.title);
    suite.clock.advanceSeconds(6);
    expect((await detail(reader)).title).toBe('Retitled by hand');

    await writer.api('PUT', `/api/posts/${post.id}/like`);
    expect((await detail(new TestClient(suite.app))).likeCount).toBe(1);
    expect(await detail(writer)).toMatchObject({ liked: true, likeCount: 1 });
    expect(await detail(reader)).toMatchObject({ liked: false, likeCount: 1 });
    await reader.api('PUT', `/api/posts/${post.id}/favourite`);
    await reader.api('POST', `/api/posts/${post.id}/comments`, { content: 'Counted at once' });
    expect(await detail(reader)).toMatchObject({ favourited: true, favouriteCount: 1, commentCount: 1 });
    await writer.api('DELETE', `/api/posts/${post.id}/like`);
    expect((await detail(new TestClient(suite.app))).likeCount).toBe(0);
    await writer.api('DELETE', `/api/posts/${post.id}`);
    expect((await new TestClient(suite.app).get(`/api/posts/${post.id}`)).body.code).toBe('POST_DELETED');
  });

  it("shares a board's first and deeper pages among members, each with their own marks and block list", async () => {
    const writer = new TestClient(suite.app);
    const reader = new TestClient(suite.app);
    const other = new TestClient(suite.app);
    await writer.login('arjun.tech', 'fanzone-fan');
    await reader.login('fan', 'fanzone-fan');
    await other.login('priya_clicks', 'fanzone-fan');
    const board = (await demoBoards(writer))('Nova 12');
    // A deeper page's cursor, here one before every post, so the page holds them all.
    const beforeEveryPost = Buffer.from(
      JSON.stringify(['9999-12-31 00:00:00+00', '9223372036854775807']),
    ).toString('base64url');
    const pages = async (client: TestClient) =>
      Promise.all(
        ['', `&cursor=${beforeEveryPost}`].map(
          async (cursor) =>
            (await client.get(`/api/forum/${board.id}/posts?sort=new${cursor}`)).body.data as PostSummary[],
        ),
      );
    const everyPage = async (client: TestClient, expectation: (page: PostSummary[]) => void) => {
      const [first, deeper] = await pages(client);
      expectation(first!);
      expectation(deeper!);
    };
    await pages(other);
    const post = await publish(writer, validPost(board, { title: 'Shared but personal' }));
    // Publishing drops the board's shared pages: the new post shows to members at once.
    await everyPage(other, (page) => expect(page.map((card) => card.title)).toContain('Shared but personal'));
    await reader.api('PUT', `/api/posts/${post.id}/like`);
    await everyPage(reader, (page) =>
      expect(page.find((card) => card.id === post.id)).toMatchObject({ liked: true, likeCount: 1 }),
    );
    await everyPage(other, (page) =>
      expect(page.find((card) => card.id === post.id)).toMatchObject({ liked: false, likeCount: 1 }),
    );
    await reader.api('PUT', `/api/user/${post.author.id}/block`);
    await everyPage(reader, (page) => expect(page.map((card) => card.id)).not.toContain(post.id));
    await everyPage(other, (page) => expect(page.map((card) => card.id)).toContain(post.id));

    // A post removed behind the services' back stays on the shared pages until the entries expire.
    await suite.app.deps.database.withConnection((connection) =>
      connection.query(`UPDATE posts SET status = 'deleted' WHERE id = ${post.id}`),
    );
    await everyPage(other, (page) => expect(page.map((card) => card.id)).toContain(post.id));
    suite.clock.advanceSeconds(6);
    await everyPage(other, (page) => expect(page.map((card) => card.id)).not.toContain(post.id));
  });

  it("shares a thread's first comments among members, each with their own likes and block list", async () => {
    const writer = new TestClient(suite.app);
    const reader = new TestClient(suite.app);
    const other = new TestClient(suite.app);
    await writer.login('priya_clicks', 'fanzone-fan');
    await reader.login('fan', 'fanzone-fan');
    await other.login('arjun.tech', 'fanzone-fan');
    const post = await publish(writer, validPost((await demoBoards(writer))('Nova 12')));
    type Thread = { content: string; id: string; liked: boolean; likeCount: number }[];
    const thread = async (client: TestClient) =>
      ((await client.get(`/api/posts/${post.id}/comments`)).body.data as { comments: Thread }).comments;
    expect(await thread(other)).toEqual([]);
    const comment = (await writer.api('POST', `/api/posts/${post.id}/comments`, { content: 'First of many' }))
      .body.data as { id: string };
    // A new comment drops the thread's shared pages: it shows at once.
    expect((await thread(other)).map((row) => row.content)).toEqual(['First of many']);
    await reader.api('PUT', `/api/comments/${comment.id}/like`);
    expect((await thread(reader))[0]).toMatchObject({ liked: true, likeCount: 1 });
    expect((await thread(other))[0]).toMatchObject({ liked: false, likeCount: 1 });
    await reader.api('PUT', `/api/user/${post.author.id}/block`);
    expect(await thread(reader)).toEqual([]);
    expect(await thread(other)).toHaveLength(1);
  });

  it('still counts every visitor view', async () => {
    const writer = new TestClient(suite.app);
    await writer.login('arjun.tech', 'fanzone-fan');
    const post = await publish(writer, validPost((await demoBoards(writer))('Nova 12')));
    for (let view = 0; view < 4; view += 1) await new TestClient(suite.app).get(`/api/posts/${post.id}`);
    await suite.app.postViews.flush();
    // Views are buffered and the post's shared parts cached: the count shows within seconds.
    suite.clock.advanceSeconds(6);
    expect(((await writer.get(`/api/posts/${post.id}`)).body.data as PostDetail).viewCount).toBe(4);
  });
});
