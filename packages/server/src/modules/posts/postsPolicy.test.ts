import type { Comment, MessageBadge, My, PostDetail } from '@fanzone/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../test/factories.ts';
import { demoBoards, validPost } from '../../../test/forum.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { users } from '../identity/identity.tables.ts';

/**
 * The posts policy beyond single calls (the authorization matrix covers each call): what a post's
 * move into a board its author may not see does to every path that could reveal it, shares counted
 * once per member, and a ban made behind the services' back holding from the next write.
 */
describe('the posts policy', () => {
  // Shared reads on, as in production: nothing kept may outlive a refusal.
  const site = useTestApp({ region: 'global', demoData: true, env: { READ_CACHE_SECONDS: '5' } });
  let author: TestClient;
  let other: TestClient;
  let moderator: TestClient;
  beforeAll(async () => {
    [author, other, moderator] = await Promise.all([
      site.member().then((made) => made.client()),
      site.member().then((made) => made.client()),
      // The demo moderator, who may move a post into the staff-only lounge.
      site.signedIn('moderator'),
    ]);
  });

  const badgeOf = async (client: TestClient) =>
    (await client.get('/api/message/badge')).body.data as MessageBadge;
  const shareBy = async (client: TestClient, postId: string) =>
    ((await client.api('POST', `/api/posts/${postId}/shares`)).body.data as { shareCount: number })
      .shareCount;
  const myCommentPostIds = async (client: TestClient) =>
    ((await client.get('/api/account/comments')).body.data as (Comment & { post: { id: string } })[]).map(
      (comment) => comment.post.id,
    );

  it('hides a post moved into a staff-only board from its author on every path, notifications included', async () => {
    const boards = await demoBoards(moderator);
    const post = await createPost(author, { board: boards('Nova 12'), title: 'Moved away soon' });
    await author.api('POST', `/api/posts/${post.id}/comments`, { content: 'My own first word', images: [] });
    const before = await badgeOf(author);
    expect((await other.api('PUT', `/api/posts/${post.id}/like`)).statusCode).toBe(200);
    await other.api('POST', `/api/posts/${post.id}/comments`, { content: 'Nice one', images: [] });
    await site.jobsDone(); // the comment's line is written after its commit
    const notified = await badgeOf(author);
    expect(notified.likeMessageCount).toBe(before.likeMessageCount + 1);
    expect(notified.commentMessageCount).toBe(before.commentMessageCount + 1);
    expect(await myCommentPostIds(author)).toContain(post.id);

    const lounge = boards("Moderators' lounge");
    const moved = await moderator.api('PUT', `/api/posts/${post.id}`, {
      ...validPost(lounge, { title: 'Moved away soon' }),
    });
    expect(moved.statusCode).toBe(200);

    for (const [method, path, body] of [
      ['GET', `/api/posts/${post.id}`],
      ['GET', `/api/posts/${post.id}/comments`],
      ['PUT', `/api/posts/${post.id}/like`],
      ['PUT', `/api/posts/${post.id}/favourite`],
      ['POST', `/api/posts/${post.id}/shares`],
      ['POST', `/api/posts/${post.id}/comments`, { content: 'Still here?', images: [] }],
      ['DELETE', `/api/posts/${post.id}`],
    ] as const) {
      const answer = await author.api(method, path, body);
      expect([method, path, answer.statusCode, answer.body.code]).toEqual([
        method,
        path,
        404,
        'POST_NOT_FOUND',
      ]);
    }
    expect(await badgeOf(author)).toEqual(before);
    expect(await myCommentPostIds(author)).not.toContain(post.id);
    // Staff still see it where it went.
    expect(((await moderator.get(`/api/posts/${post.id}`)).body.data as PostDetail).title).toBe(
      'Moved away soon',
    );
  });

  it("counts one member's shares of a post once", async () => {
    const post = await createPost(author);
    const counts: number[] = [];
    for (let tap = 0; tap < 5; tap += 1) counts.push(await shareBy(other, post.id));
    expect(counts).toEqual([1, 1, 1, 1, 1]);
    expect(await shareBy(moderator, post.id)).toBe(2);
    expect(((await author.get(`/api/posts/${post.id}`)).body.data as PostDetail).shareCount).toBe(2);
  });

  it('refuses the next write of a member banned in the database, without any announcement', async () => {
    const post = await createPost(author);
    const made = await site.member();
    const member = await made.client();
    expect((await member.get(`/api/posts/${post.id}`)).statusCode).toBe(200);
    // An operator's SQL: no service ran, no node was told.
    await site.app.deps.db.update(users).set({ isBlocked: true }).where(eq(users.username, made.username));
    try {
      const like = await member.api('PUT', `/api/posts/${post.id}/like`);
      expect([like.statusCode, like.body.code]).toEqual([403, 'USER_BANNED']);
      // A banned member still reads (spec §4), and the profile says so at once.
      expect((await member.get(`/api/posts/${post.id}`)).statusCode).toBe(200);
      expect(((await member.get('/api/account/profile')).body.data as My).isBlocked).toBe(true);
    } finally {
      await site.app.deps.db.update(users).set({ isBlocked: false }).where(eq(users.username, made.username));
    }
  });

  it('lets an author delete their post twice harmlessly, and nobody else', async () => {
    const post = await createPost(author);
    const refused = await other.api('DELETE', `/api/posts/${post.id}`);
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    for (let time = 0; time < 2; time += 1)
      expect((await author.api('DELETE', `/api/posts/${post.id}`)).body.data).toEqual({ deleted: true });
    const gone = await other.api('DELETE', `/api/posts/${post.id}`);
    expect([gone.statusCode, gone.body.code]).toEqual([404, 'POST_DELETED']);
  });
});
