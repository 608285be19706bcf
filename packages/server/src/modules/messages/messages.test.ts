import type { MessageBadge, Notification } from '@fanzone/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../test/factories.ts';
import { demoBoards, publish, validPost } from '../../../test/forum.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { markAllRead } from './messages.queries.ts';
import { tellMentionedJob } from '../posts/tellMentioned.ts';
import { insertNotification } from '../notifications/notifications.queries.ts';

const badgeOf = async (client: TestClient) =>
  (await client.get('/api/message/badge')).body.data as MessageBadge;
const tab = async (client: TestClient, type: string, cursor?: string) => {
  const answer = await client.get(`/api/message/list?type=${type}${cursor ? `&cursor=${cursor}` : ''}`);
  return {
    items: answer.body.data as Notification[],
    page: (answer.body as { page?: { cursor: string | null } }).page!,
  };
};

describe(`the message centre (${testDatabase})`, () => {
  // The demo community for its boards, its medals and the demo fan's notifications.
  const site = useTestApp({ region: 'global', demoData: true });
  let author: TestClient;
  let authorId: bigint;

  beforeAll(async () => {
    author = site.visitor();
    await author.register('centre_author', 'centre@example.com', 'a-long-password');
    authorId = BigInt(((await author.get('/api/account/profile')).body.data as { id: string }).id);
  });

  it('needs a login', async () => {
    expect((await site.visitor().get('/api/message/badge')).statusCode).toBe(401);
    expect((await site.visitor().get('/api/message/list')).statusCode).toBe(401);
  });

  it('counts unread notifications per type and names the newest type', async () => {
    const member = site.visitor();
    await member.register('badge_reader', 'reader@example.com', 'a-long-password');
    const userId = BigInt(((await member.get('/api/account/profile')).body.data as { id: string }).id);
    expect(await badgeOf(member)).toEqual({
      likeMessageCount: 0,
      commentMessageCount: 0,
      systemMessageCount: 0,
      letterCount: 0,
      latestUnreadType: null,
    });
    const base = Date.now();
    const at = (seconds: number) => new Date(base + seconds * 1000);
    await insertNotification(site.app.deps.db, { userId, kind: 'welcome', createdAt: at(3) });
    await insertNotification(site.app.deps.db, { userId, kind: 'mentioned', createdAt: at(0) });
    await insertNotification(site.app.deps.db, { userId, kind: 'followed', createdAt: at(1) });
    expect(await badgeOf(member)).toMatchObject({
      commentMessageCount: 1,
      systemMessageCount: 2,
      latestUnreadType: 'system',
    });
    await markAllRead(site.app.deps.db, userId, at(10));
    expect(await badgeOf(member)).toMatchObject({ systemMessageCount: 0, latestUnreadType: null });
  });

  it("shows the demo fan's unread like, comment and welcome, each linking where it happened", async () => {
    const fan = await site.signedIn('fan');
    expect(await badgeOf(fan)).toMatchObject({
      likeMessageCount: 1,
      commentMessageCount: 1,
      systemMessageCount: 1,
      latestUnreadType: 'comment',
    });
    // The tab defaults to system.
    const system = (await fan.get('/api/message/list')).body.data as Notification[];
    expect(system.map((line) => line.kind)).toEqual(['welcome']);
    const [reply] = (await tab(fan, 'comment')).items;
    expect(reply).toMatchObject({ kind: 'commentReplied', actor: { username: 'arjun.tech' }, read: false });
    expect(reply!.subject).toBe('Is 120 W charging safe for the battery long term?');
    expect(reply!.commentId).not.toBeNull();
  });

  it('groups likes on one post into one line until it is read, and tells of comments, replies, liked comments and followers', async () => {
    const post = await publish(
      author,
      validPost((await demoBoards(author))('Nova 12'), { title: 'Like magnet' }),
    );
    const likers = await Promise.all(
      ['liker_one', 'liker_two', 'liker_three'].map(async (name) => {
        const client = site.visitor();
        await client.register(name, `${name}@example.com`, 'a-long-password');
        return client;
      }),
    );
    for (const liker of likers)
      expect((await liker.api('PUT', `/api/posts/${post.id}/like`)).statusCode).toBe(200);
    let likes = (await tab(author, 'like')).items;
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({
      kind: 'postLiked',
      postId: post.id,
      othersCount: 2,
      actor: { username: 'liker_three' },
    });
    expect((await badgeOf(author)).likeMessageCount).toBe(1);

    // Taking a like back and giving it again adds no one.
    await likers[2]!.api('DELETE', `/api/posts/${post.id}/like`);
    await likers[2]!.api('PUT', `/api/posts/${post.id}/like`);
    expect((await tab(author, 'like')).items[0]!.othersCount).toBe(2);

    // Once read, the next like starts a new line.
    await author.api('PUT', `/api/message/${likes[0]!.id}/read`);
    const late = site.visitor();
    await late.register('liker_late', 'late@example.com', 'a-long-password');
    await late.api('PUT', `/api/posts/${post.id}/like`);
    likes = (await tab(author, 'like')).items;
    expect(likes.map((line) => [line.othersCount, line.read])).toEqual([
      [0, false],
      [2, true],
    ]);

    const comment = await likers[0]!.api('POST', `/api/posts/${post.id}/comments`, {
      content: 'Nice one',
      images: [],
    });
    const commentId = (comment.body.data as { id: string }).id;
    await author.api('POST', `/api/posts/${post.id}/comments`, {
      content: 'Thanks!',
      images: [],
      replyToId: commentId,
    });
    await site.jobsDone(); // comments' lines are written after their commit (comments/tellAnswered.ts)
    const [commented] = (await tab(author, 'comment')).items;
    expect(commented).toMatchObject({
      kind: 'postCommented',
      commentId,
      excerpt: 'Nice one',
      postId: post.id,
    });
    const [replied] = (await tab(likers[0]!, 'comment')).items;
    expect(replied).toMatchObject({
      kind: 'commentReplied',
      excerpt: 'Thanks!',
      actor: { username: 'centre_author' },
    });
    // A liked comment: the comments domain tells the event, the message centre writes the line.
    expect((await author.api('PUT', `/api/comments/${commentId}/like`)).statusCode).toBe(200);
    const [commentLiked] = (await tab(likers[0]!, 'like')).items;
    expect(commentLiked).toMatchObject({
      kind: 'commentLiked',
      commentId,
      excerpt: 'Nice one',
      postId: post.id,
      actor: { username: 'centre_author' },
    });

    await likers[1]!.api('PUT', `/api/user/${authorId}/follow`);
    await likers[1]!.api('DELETE', `/api/user/${authorId}/follow`);
    await likers[1]!.api('PUT', `/api/user/${authorId}/follow`);
    const followed = (await tab(author, 'system')).items.filter((line) => line.kind === 'followed');
    expect(followed).toHaveLength(2);
    expect(followed[0]!.actor!.username).toBe('liker_two');
  });

  it('tells a mentioned member once per post, never one who blocked the writer', async () => {
    const writer = site.visitor();
    await writer.register('mention_writer', 'writer@example.com', 'a-long-password');
    const named = site.visitor();
    await named.register('mention_named', 'named@example.com', 'a-long-password');
    const blocker = site.visitor();
    await blocker.register('mention_blocker', 'blocker@example.com', 'a-long-password');
    await blocker.api(
      'PUT',
      `/api/user/${BigInt(((await writer.get('/api/account/profile')).body.data as { id: string }).id)}/block`,
    );
    const board = (await demoBoards(writer))('Nova 12');
    const post = await publish(
      writer,
      validPost(board, {
        title: 'Camera tips',
        contentHtml: '<p>Ask @Mention_Named. And @mention_blocker, and @nobody_by_that_name</p>',
      }),
    );
    const mentions = async (client: TestClient) =>
      (await tab(client, 'comment')).items.filter((line) => line.kind === 'mentioned');
    await site.jobsDone(); // the post's mentions are told by a job after its commit
    expect(await mentions(named)).toMatchObject([
      { postId: post.id, subject: 'Camera tips', actor: { username: 'mention_writer' }, commentId: null },
    ]);
    expect(await mentions(blocker)).toEqual([]);
    // Readers get the members named, to link them; a name that is nobody's stays text.
    const namedId = ((await named.get('/api/account/profile')).body.data as { id: string }).id;
    const detail = (await writer.get(`/api/posts/${post.id}`)).body.data as { mentions: unknown };
    expect(detail.mentions).toEqual([
      { id: namedId, username: 'mention_named' },
      { id: expect.any(String), username: 'mention_blocker' },
    ]);
    const comment = await writer.api('POST', `/api/posts/${post.id}/comments`, {
      content: '@mention_named see above, @ghost_member',
      images: [],
    });
    expect((comment.body.data as { mentions: unknown }).mentions).toEqual([
      { id: namedId, username: 'mention_named' },
    ]);
    const listed = (
      (await site.visitor().get(`/api/posts/${post.id}/comments`)).body.data as {
        comments: { content: string; mentions: unknown }[];
      }
    ).comments;
    expect(listed.find((line) => line.content.startsWith('@mention_named'))!.mentions).toEqual([
      { id: namedId, username: 'mention_named' },
    ]);
    await site.jobsDone();
    expect(await mentions(named)).toHaveLength(1);
    // The post's author mentioned in a comment on their post hears of the comment once.
    await named.api('POST', `/api/posts/${post.id}/comments`, {
      content: 'Thanks @mention_writer',
      images: [],
    });
    await site.jobsDone();
    const writersLines = (await tab(writer, 'comment')).items;
    expect(writersLines.map((line) => line.kind)).toEqual(['postCommented']);
  });

  it("tells a post's mentions after it commits: once if the job runs again, nobody if it is removed first", async () => {
    const madeWriter = await site.member({ username: 'job_writer', level: 3 });
    const writer = await madeWriter.client();
    const named = await (await site.member({ username: 'job_named' })).client();
    const writerId = madeWriter.id.toString();
    const board = (await demoBoards(writer))('Nova 12');
    const mentionsOf = async (postId: string) =>
      (await tab(named, 'comment')).items.filter(
        (line) => line.kind === 'mentioned' && line.postId === postId,
      );
    const told = await publish(
      writer,
      validPost(board, { contentHtml: '<p>What do you think, @job_named?</p>' }),
    );
    await site.jobsDone();
    expect(await mentionsOf(told.id)).toHaveLength(1);
    // A job run again (its node stopped before marking it done) writes no second line.
    await site.app.deps.jobQueue.send(tellMentionedJob, { postId: told.id, actorId: writerId });
    await site.jobsDone();
    expect(await mentionsOf(told.id)).toHaveLength(1);
    // The job reads the post when it runs: one removed by then tells no one.
    const removed = await publish(writer, validPost(board, { title: 'Soon removed' }));
    await site.app.deps.db.execute(
      sql`UPDATE posts SET status = 'deleted', content_text = 'Gone, @job_named' WHERE id = ${BigInt(removed.id)}`,
    );
    await site.app.deps.jobQueue.send(tellMentionedJob, { postId: removed.id, actorId: writerId });
    await site.jobsDone();
    expect(await mentionsOf(removed.id)).toEqual([]);
    expect(await mentionsOf(told.id)).toHaveLength(1);
  });

  it("tells of a medal given and of a one-off mission whose reward waits, named in the reader's language", async () => {
    const made = await site.member();
    const member = await made.client();
    const memberId = made.id;
    await createPost(member, { title: 'My first thread' });
    const admin = await (await site.member({ role: 'admin' })).client();
    const medals = (await admin.get('/api/admin/medals')).body.data as { id: string; name: { en: string } }[];
    await admin.api('POST', `/api/admin/medals/${medals[0]!.id}/grant`, { userId: memberId });
    const system = (await tab(member, 'system')).items;
    expect(system.find((line) => line.kind === 'medalEarned')!.subject).toBe(medals[0]!.name.en);
    const waiting = system.find((line) => line.kind === 'missionReward')!;
    expect(waiting.subject).toBe('Publish your first post');
    // Read in Chinese, the same line names the mission in Chinese.
    const inChinese = (
      await member.request('GET', '/api/message/list?type=system', {
        headers: { cookie: `fz_locale=zh-CN; ${member.cookieHeader('/api/message/list')}` },
      })
    ).json().data as Notification[];
    expect(inChinese.find((line) => line.id === waiting.id)!.subject).toBe('发布你的第一篇帖子');
  });

  it("writes a medal's line inside the award's transaction: an award rolled back leaves no line", async () => {
    const made = await site.member();
    const { deps } = site.app;
    const award = { memberId: BigInt(made.id), medalName: { en: 'Never given' }, at: deps.clock.now() };
    await expect(
      deps.db.transaction(async (tx) => {
        await deps.events.tell('medal.awarded', { db: tx, ...award });
        throw new Error('the award failed after the line was written');
      }),
    ).rejects.toThrow('the award failed');
    const lines = (await tab(await made.client(), 'system')).items;
    expect(lines.filter((line) => line.subject === 'Never given')).toEqual([]);
    await deps.db.transaction((tx) => deps.events.tell('medal.awarded', { db: tx, ...award }));
    const afterCommit = (await tab(await made.client(), 'system')).items;
    expect(afterCommit.filter((line) => line.subject === 'Never given')).toHaveLength(1);
  });

  it('tells the author when staff feature their post, once', async () => {
    const post = await createPost(author, { title: 'Worth featuring' });
    const moderator = await (await site.member({ role: 'moderator' })).client();
    await moderator.api('PUT', `/api/posts/${post.id}/featured`, { featured: true });
    await moderator.api('PUT', `/api/posts/${post.id}/featured`, { featured: true });
    const featured = (await tab(author, 'system')).items.filter((line) => line.kind === 'postFeatured');
    expect(featured).toMatchObject([{ postId: post.id, subject: 'Worth featuring', actor: null }]);
  });

  it('marks a tab read up to the newest line seen, or every tab at once', async () => {
    const reader = site.visitor();
    await reader.register('tab_reader', 'tab@example.com', 'a-long-password');
    const userId = BigInt(((await reader.get('/api/account/profile')).body.data as { id: string }).id);
    const now = Date.now();
    for (let index = 0; index < 3; index += 1)
      await insertNotification(site.app.deps.db, {
        userId,
        kind: 'welcome',
        createdAt: new Date(now + index),
      });
    await insertNotification(site.app.deps.db, { userId, kind: 'mentioned', createdAt: new Date(now) });
    const lines = (await tab(reader, 'system')).items;
    // A line that arrived after the member looked stays unread.
    const answer = await reader.api('PUT', '/api/message/read', { type: 'system', upToId: lines[1]!.id });
    expect((answer.body.data as MessageBadge).systemMessageCount).toBe(1);
    expect((answer.body.data as MessageBadge).commentMessageCount).toBe(1);
    const all = await reader.api('PUT', '/api/message/read', {});
    expect(all.body.data).toMatchObject({ systemMessageCount: 0, commentMessageCount: 0 });
  });

  it("refuses to mark another member's notification, and pages a long tab", async () => {
    // A factory member: the suite has used up its registrations for this address.
    const owner = await (await site.member()).client();
    const userId = BigInt(((await owner.get('/api/account/profile')).body.data as { id: string }).id);
    const now = Date.now();
    for (let index = 0; index < 25; index += 1)
      await insertNotification(site.app.deps.db, {
        userId,
        kind: 'welcome',
        createdAt: new Date(now + index),
      });
    const first = await tab(owner, 'system');
    expect(first.items).toHaveLength(20);
    const second = await tab(owner, 'system', first.page.cursor!);
    expect(second.items).toHaveLength(5);
    expect(new Set([...first.items, ...second.items].map((line) => line.id)).size).toBe(25);

    const stranger = await author.api('PUT', `/api/message/${first.items[0]!.id}/read`);
    expect(stranger.body.code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await owner.get('/api/message/list?type=nonsense')).statusCode).toBe(400);
    expect((await owner.get('/api/message/list?cursor=bad')).statusCode).toBe(400);
  });
});
