import type {
  Notification,
  PendingPost,
  PostDetail,
  PostModerationState,
  PostSummary,
  StaffLogEntry,
} from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../test/factories.ts';
import { demoBoards, publish, validPost } from '../../../test/forum.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

describe(`the approval queue (${testDatabase})`, () => {
  // The demo community for its boards.
  const site = useTestApp({ region: 'global', demoData: true });
  let admin: TestClient;
  let boardModerator: TestClient;
  let otherBoardModerator: TestClient;
  let veteran: TestClient;
  let veteranName: string;
  let visitor: TestClient;
  let boardOf: Awaited<ReturnType<typeof demoBoards>>;

  const newcomer = async (username: string) => {
    const client = site.visitor();
    await client.register(username, `${username}@example.com`, 'a-long-password');
    return client;
  };
  const queueOf = async (client: TestClient) => (await client.get('/api/moderation/approvals')).body;
  const queuedIds = async (client: TestClient) =>
    ((await queueOf(client)).data as PendingPost[]).map((post) => post.id);
  const decide = (client: TestClient, postId: string, body: unknown) =>
    client.api('PUT', `/api/posts/${postId}/moderation`, body);
  const statusAfter = (answer: { body: { data?: unknown } }) =>
    (answer.body.data as PostModerationState).status;
  const boardPostIds = async () =>
    (
      (await veteran.get(`/api/forum/${boardOf('Nova 12').id}/posts?sort=new`)).body.data as PostSummary[]
    ).map((post) => post.id);
  const boardPostCount = async () =>
    ((await veteran.get(`/api/forum/${boardOf('Nova 12').id}`)).body.data as { postCount: number }).postCount;
  const systemLines = async (client: TestClient) =>
    (await client.get('/api/message/list?type=system')).body.data as Notification[];

  beforeAll(async () => {
    const veteranMember = await site.member();
    veteranName = veteranMember.username;
    [admin, boardModerator, otherBoardModerator, veteran] = await Promise.all([
      site.member({ role: 'admin' }).then((made) => made.client()),
      site.member({ moderates: ['Nova 12 Series'] }).then((made) => made.client()),
      site.member({ moderates: ['Nova Buds'] }).then((made) => made.client()),
      veteranMember.client(),
    ]);
    // A veteran has published before the community asks for first posts to wait.
    await createPost(veteran, { title: 'An old post of mine' });
    visitor = site.visitor();
    boardOf = await demoBoards(visitor);
    const set = await admin.api('PUT', '/api/admin/settings/approveFirstPosts', { value: 1 });
    expect(set.statusCode).toBe(200);
    await admin.api('PUT', '/api/admin/settings/watchedWords', {
      value: [{ word: 'giveaway', action: 'approve' }],
    });
  });

  it("holds a new member's first post for the board's moderators; approved, it goes out and its author and the mentioned hear of it", async () => {
    const author = await newcomer('first_timer');
    const countBefore = await boardPostCount();
    const held = await publish(
      author,
      validPost(boardOf('Nova 12'), {
        title: 'Hello from a new fan',
        contentHtml: `<p>Hi all, @${veteranName} told me to come here and ask about night photos.</p>`,
      }),
    );
    expect(held).toMatchObject({ pending: true, isAuthor: true });
    // Nobody else reads it, nothing counts it, nobody is told yet.
    expect((await visitor.get(`/api/posts/${held.id}`)).body.code).toBe('POST_NOT_FOUND');
    expect((await veteran.get(`/api/posts/${held.id}`)).statusCode).toBe(404);
    expect(await boardPostIds()).not.toContain(held.id);
    expect(await boardPostCount()).toBe(countBefore);
    expect(
      (await systemLines(veteran))
        .concat((await veteran.get('/api/message/list?type=comment')).body.data as Notification[])
        .some((line) => line.postId === held.id),
    ).toBe(false);
    // Its author reads it, marked, and may not yet like or comment on it.
    expect(((await author.get(`/api/posts/${held.id}`)).body.data as PostDetail).pending).toBe(true);
    expect(
      (await author.api('POST', `/api/posts/${held.id}/comments`, { content: 'Anyone?' })).body,
    ).toMatchObject({
      code: 'POST_PENDING',
      message: "This post is waiting for a moderator's approval.",
    });

    // The queue: the board's moderators and admins see it, whole; a moderator elsewhere and members don't.
    const queue = await queueOf(boardModerator);
    expect(queue.data).toEqual([
      expect.objectContaining({
        id: held.id,
        title: 'Hello from a new fan',
        reason: 'firstPosts',
        author: expect.objectContaining({ username: 'first_timer' }),
        board: { id: boardOf('Nova 12').id, name: 'Nova 12' },
        contentHtml: expect.stringContaining('night photos'),
      }),
    ]);
    expect(await queuedIds(admin)).toContain(held.id);
    expect(await queuedIds(otherBoardModerator)).not.toContain(held.id);
    expect((await veteran.get('/api/moderation/approvals')).body.code).toBe('FORBIDDEN');
    // To a moderator of another board a waiting post does not exist.
    expect((await decide(otherBoardModerator, held.id, { action: 'approve' })).body.code).toBe(
      'POST_NOT_FOUND',
    );
    // Other actions wait for the decision.
    expect((await decide(boardModerator, held.id, { action: 'pin', place: 'sub' })).body.code).toBe(
      'POST_PENDING',
    );

    const approved = await decide(boardModerator, held.id, { action: 'approve' });
    expect(approved.body.data).toMatchObject({ postId: held.id, status: 'published' });
    expect((await visitor.get(`/api/posts/${held.id}`)).statusCode).toBe(200);
    expect((await boardPostIds())[0]).toBe(held.id);
    expect(await boardPostCount()).toBe(countBefore + 1);
    expect(await queuedIds(boardModerator)).not.toContain(held.id);
    expect((await systemLines(author)).find((line) => line.postId === held.id)).toMatchObject({
      kind: 'postApproved',
    });
    await site.jobsDone(); // those it mentions are told by a job after the approval commits
    const mentions = (await veteran.get('/api/message/list?type=comment')).body.data as Notification[];
    expect(mentions.filter((line) => line.postId === held.id)).toEqual([
      expect.objectContaining({ kind: 'mentioned' }),
    ]);
    const log = (await boardModerator.get('/api/moderation/log')).body.data as StaffLogEntry[];
    expect(log.find((entry) => entry.target.id === held.id)).toMatchObject({
      action: 'post.approved',
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'published' }),
    });
    // Approving again changes nothing; the member's next post goes out at once.
    expect(statusAfter(await decide(boardModerator, held.id, { action: 'approve' }))).toBe('published');
    const next = await publish(author, validPost(boardOf('Nova 12'), { title: 'Second post, straight out' }));
    expect(next.pending).toBe(false);
  });

  it('rejects with a reason its author reads; a rejected post stays out, and nobody approves it after', async () => {
    const author = await newcomer('spammy_start');
    const held = await publish(author, validPost(boardOf('Nova 12'), { title: 'Cheap phones here' }));
    expect((await decide(boardModerator, held.id, { action: 'reject' })).statusCode).toBe(400);
    const rejected = await decide(boardModerator, held.id, { action: 'reject', reason: 'Advertising' });
    expect(rejected.body.data).toMatchObject({ status: 'deleted' });
    expect((await systemLines(author)).find((line) => line.kind === 'postRejected')).toMatchObject({
      postId: null,
      subject: 'Cheap phones here',
      excerpt: 'Advertising',
    });
    expect(statusAfter(await decide(boardModerator, held.id, { action: 'approve' }))).toBe('deleted');
    expect((await visitor.get(`/api/posts/${held.id}`)).body.code).toBe('POST_DELETED');
    expect(await queuedIds(admin)).not.toContain(held.id);
  });

  it('lets an author withdraw a waiting post, and never lets a moderator bring back what its author took down', async () => {
    const author = await newcomer('shy_writer');
    const held = await publish(author, validPost(boardOf('Nova 12'), { title: 'Maybe not' }));
    expect((await author.api('DELETE', `/api/posts/${held.id}`)).statusCode).toBe(200);
    expect(await queuedIds(admin)).not.toContain(held.id);
    expect(statusAfter(await decide(admin, held.id, { action: 'restore' }))).toBe('deleted');

    const live = await publish(veteran, validPost(boardOf('Nova 12'), { title: 'Taking this down myself' }));
    await veteran.api('DELETE', `/api/posts/${live.id}`);
    expect(statusAfter(await decide(boardModerator, live.id, { action: 'restore' }))).toBe('deleted');
    // What a moderator removed, a moderator restores.
    const removed = await publish(veteran, validPost(boardOf('Nova 12'), { title: 'Removed by mistake' }));
    await decide(boardModerator, removed.id, { action: 'remove', reason: 'Looked like spam' });
    expect(statusAfter(await decide(boardModerator, removed.id, { action: 'restore' }))).toBe('published');
  });

  it("holds a post with a watched word of the queue's, from anyone but the board's staff; a comment with it is refused", async () => {
    const held = await publish(veteran, validPost(boardOf('Nova 12'), { title: 'Giveaway of my old case' }));
    expect(held.pending).toBe(true);
    expect(
      ((await queueOf(boardModerator)).data as PendingPost[]).find((post) => post.id === held.id),
    ).toMatchObject({
      reason: 'watchedWord',
    });
    const staffPost = await publish(
      boardModerator,
      validPost(boardOf('Nova 12'), { title: 'Official giveaway rules' }),
    );
    expect(staffPost.pending).toBe(false);
    const comment = await veteran.api('POST', `/api/posts/${staffPost.id}/comments`, {
      content: 'Is the giveaway open?',
    });
    expect(comment.body.code).toBe('WATCHED_WORD_BLOCKED');
  });
});
