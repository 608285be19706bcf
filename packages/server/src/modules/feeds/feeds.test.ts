import type { PostSummary } from '@fanzone/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, validPost } from '../../../test/forum.ts';
import { browserOfItsOwn } from '../../../test/rewards.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { posts } from '../posts/posts.tables.ts';

type FeedAnswer = { data: PostSummary[]; page: { cursor: string | null; hasMore: boolean } };

describe('home feeds', () => {
  const site = useTestApp({ region: 'in', demoData: true, env: { TRUST_PROXY: '1' } });
  let reader: TestClient;
  let writer: TestClient;
  let stranger: TestClient;
  let editor: TestClient;
  let board: Awaited<ReturnType<typeof demoBoards>>;

  beforeAll(async () => {
    // A new member: the demo fan already follows members and boards.
    reader = site.visitor();
    await reader.register('feed_reader', 'feed-reader@example.com', 'a-long-password');
    writer = await (await site.member()).client();
    stranger = await (await site.member()).client();
    // The demo moderator, a member of editor groups, so the Editors' desk is open to them.
    editor = await site.signedIn('moderator');
    board = await demoBoards(reader);
  });

  const feed = async (client: TestClient, url: string) =>
    (await client.get(url)).body as unknown as FeedAnswer;
  /** Every post of the member's Following tab, page after page. */
  const wholeFollowing = async (client: TestClient) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const answer: FeedAnswer = await feed(
        client,
        `/api/feeds/following${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...answer.data.map((post) => post.id));
      cursor = answer.page.hasMore ? answer.page.cursor : null;
    } while (cursor);
    return seen;
  };
  const idOf = async (client: TestClient) =>
    ((await client.get('/api/account/profile')).body.data as { id: string }).id;

  it('Following shows posts of followed members and boards (a main board with its sub boards), newest first', async () => {
    expect((await site.visitor().get('/api/feeds/following')).statusCode).toBe(401);
    expect((await feed(reader, '/api/feeds/following')).data).toEqual([]);

    const byWriter = await publish(
      writer,
      validPost(board('Photography club'), { title: 'By a followed member' }),
    );
    const inBuds = await publish(
      stranger,
      validPost(board('Nova Buds Air'), { title: 'In a followed board' }),
    );
    const elsewhere = await publish(stranger, validPost(board('Nova 12'), { title: 'Not followed' }));
    await reader.api('PUT', `/api/user/${await idOf(writer)}/follow`);
    const budsMain = (await reader.get(`/api/forum/${board('Nova Buds Air').id}`)).body.data as {
      parent: { id: string };
    };
    await reader.api('PUT', `/api/forum/${budsMain.parent.id}/follow`);

    const ids = (await feed(reader, '/api/feeds/following')).data.map((post) => post.id);
    // Newest first; the demo community's older posts in the followed boards follow.
    expect(ids.slice(0, 2)).toEqual([inBuds.id, byWriter.id]);
    expect(ids).not.toContain(elsewhere.id);
  });

  it('Following pages through many posts with cursors, without gaps or repeats', async () => {
    const follower = site.visitor();
    await follower.register('feed_pager', 'feed-pager@example.com', 'a-long-password');
    const author = site.visitor();
    await author.register('prolific', 'prolific@example.com', 'a-long-password');
    await follower.api('PUT', `/api/user/${await idOf(author)}/follow`);
    const published: string[] = [];
    for (let index = 0; index < 45; index += 1)
      published.push((await publish(author, validPost(board('Nova 12'), { title: `Post ${index}` }))).id);
    expect(await wholeFollowing(follower)).toEqual([...published].reverse());
  });

  it('Following many members pages every post newest first, however their posts interleave', async () => {
    // More follows than a page: the floor taken from each follow's newest post decides what each reads.
    const follower = site.visitor();
    await follower.register('feed_many', 'feed-many@example.com', 'a-long-password');
    const authors: TestClient[] = [];
    for (let index = 0; index < 23; index += 1) {
      // Each from its own address, as members are: one address may register only a few accounts.
      const author = browserOfItsOwn(site.app);
      await author.register(`feed_author_${index}`, `feed-author-${index}@example.com`, 'a-long-password');
      await follower.api('PUT', `/api/user/${await idOf(author)}/follow`);
      authors.push(author);
    }
    const published: string[] = [];
    // Two rounds in different orders: the newest posts are not each author's only ones.
    for (const round of [authors, [...authors].reverse().slice(0, 12)])
      for (const author of round)
        published.push(
          (await publish(author, validPost(board('Nova 12'), { title: `Interleaved ${published.length}` })))
            .id,
        );
    expect(await wholeFollowing(follower)).toEqual([...published].reverse());
  });

  it('Recommended leads with featured and home-recommended posts, then hot ones', async () => {
    const plain = await publish(writer, validPost(board('Nova 12'), { title: 'Plain' }));
    const liked = await publish(writer, validPost(board('Nova 12'), { title: 'Liked a lot' }));
    const featured = await publish(writer, validPost(board('Nova 12'), { title: 'Featured' }));
    await site.app.deps.db
      .update(posts)
      .set({ featured: true })
      .where(eq(posts.id, BigInt(featured.id)));
    for (const client of [reader, stranger, editor]) await client.api('PUT', `/api/posts/${liked.id}/like`);
    await publish(writer, validPost(board('Nova 12'), { title: 'Newest, no likes' }));

    const visitorFeed = await feed(site.visitor(), '/api/feeds/recommended');
    const titles = visitorFeed.data.map((post) => post.title);
    const promoted = visitorFeed.data.filter((post) => post.featured || post.homeRecommended).length;
    // Promoted posts (the demo's and ours) come first, then the rest by hot score.
    expect(visitorFeed.data.slice(0, promoted).every((post) => post.featured || post.homeRecommended)).toBe(
      true,
    );
    expect(titles.indexOf('Featured')).toBeLessThan(promoted);
    expect(titles.indexOf('Liked a lot')).toBeLessThan(titles.indexOf('Newest, no likes'));
    expect(titles.indexOf('Newest, no likes')).toBeLessThan(titles.indexOf(plain.title));
    const likedCard = visitorFeed.data.find((post) => post.id === liked.id)!;
    expect(likedCard).toMatchObject({ likeCount: 3, popularityTier: 1 });
  });

  it('keeps posts of restricted boards and blocked members out of feeds', async () => {
    const desk = (await demoBoards(editor))("Editors' desk");
    const secret = await publish(editor, validPost(desk, { title: 'Editors only' }));
    const readerFeed = await feed(reader, '/api/feeds/recommended');
    expect(readerFeed.data.map((post) => post.id)).not.toContain(secret.id);
    expect((await reader.get(`/api/posts/${secret.id}`)).body.code).toBe('POST_NOT_FOUND');
    expect((await feed(editor, '/api/feeds/recommended')).data.map((post) => post.id)).toContain(secret.id);
    // Following merges each author's newest posts, shared by all followers: the board is still closed to the reader.
    await reader.api('PUT', `/api/user/${secret.author.id}/follow`);
    expect(await wholeFollowing(reader)).not.toContain(secret.id);
    await reader.api('DELETE', `/api/user/${secret.author.id}/follow`);

    const loud = await publish(stranger, validPost(board('Nova 12'), { title: 'From someone blocked' }));
    await reader.api('PUT', `/api/user/${await idOf(stranger)}/block`);
    expect((await feed(reader, '/api/feeds/recommended')).data.map((post) => post.id)).not.toContain(loud.id);
    expect((await feed(writer, '/api/feeds/recommended')).data.map((post) => post.id)).toContain(loud.id);
  });
});
