import type { Comment, MessageBadge, PostDetail, Reply } from '@fanzone/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, setBanned, validPost } from '../../../test/forum.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { hotScoreSql } from '../posts/hotScore.ts';
import { queryRows } from '../../platform/db/database.ts';
import { tellAnsweredJob } from './tellAnswered.ts';

type CommentListAnswer = {
  data: { comments: Comment[]; hiddenReason: string | null; total: number };
  page: { cursor: string | null; hasMore: boolean };
};

describe('comments and replies', () => {
  // The demo community for its boards.
  const site = useTestApp({ region: 'in', demoData: true });
  let author: TestClient;
  let authorName: string;
  let reader: TestClient;
  let readerName: string;
  let third: TestClient;
  let thirdName: string;
  let moderator: TestClient;
  let board: Awaited<ReturnType<typeof demoBoards>>;

  beforeAll(async () => {
    const authorMember = await site.member();
    const readerMember = await site.member();
    const thirdMember = await site.member();
    authorName = authorMember.username;
    readerName = readerMember.username;
    thirdName = thirdMember.username;
    [author, reader, third, moderator] = await Promise.all([
      authorMember.client(),
      readerMember.client(),
      thirdMember.client(),
      site.member({ moderates: ['Nova 12 Pro'] }).then((made) => made.client()),
    ]);
    board = await demoBoards(author);
  });

  const comment = async (
    client: TestClient,
    postId: string,
    content: string,
    replyToId: string | null = null,
  ) => client.api('POST', `/api/posts/${postId}/comments`, { content, replyToId });
  const listOf = async (client: TestClient, postId: string, query = '') =>
    (await client.get(`/api/posts/${postId}/comments${query}`)).body as unknown as CommentListAnswer;

  it('counts comments and likes arriving together exactly, the hot score following the counters', async () => {
    const post = await publish(author, validPost(board('Nova 12 Pro')));
    const writers = await Promise.all(
      Array.from({ length: 6 }, () => site.member().then((made) => made.client())),
    );
    const first = (await comment(reader, post.id, 'First!')).body.data as Comment;
    // Comments, replies to one comment and likes, all at once: each writer waits on the post's row.
    await Promise.all(
      writers.flatMap((writer, index) => [
        comment(writer, post.id, `Comment ${index}`),
        comment(writer, post.id, `Reply ${index}`, first.id),
        writer.api('PUT', `/api/posts/${post.id}/like`),
      ]),
    );
    const detail = (await reader.get(`/api/posts/${post.id}`)).body.data as PostDetail;
    expect(detail).toMatchObject({ commentCount: 13, likeCount: 6 });
    expect(((await reader.get(`/api/comments/${first.id}`)).body.data as Comment).replyCount).toBe(6);
    // Removing the thread's comment takes its six replies out of the count with it.
    expect(
      (
        await moderator.api('PUT', `/api/comments/${first.id}/moderation`, {
          action: 'remove',
          reason: 'Spam',
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await queryRows<{ hot: number; expected: number; comments: number }>(
      site.app.deps.db,
      sql`SELECT hot_score AS hot, ${sql.raw(hotScoreSql)} AS expected, comment_count AS comments
        FROM posts WHERE id = ${BigInt(post.id)}`,
    );
    expect(row!.comments).toBe(6);
    expect(row!.hot).toBeCloseTo(row!.expected, 9);
  });

  it("tells the post's author and the member answered once each, after the commit, however often its job runs", async () => {
    const post = await publish(author, validPost(board('Nova 12 Pro')));
    const first = (await comment(reader, post.id, 'A question for you')).body.data as Comment;
    const reply = (await comment(third, post.id, `@${readerName} here is how`, first.id)).body
      .data as Comment;
    await site.jobsDone();
    const linesAbout = async (client: TestClient, commentId: string) =>
      (
        (await client.get('/api/message/list?type=comment')).body.data as {
          kind: string;
          commentId: string;
        }[]
      )
        .filter((line) => line.commentId === commentId)
        .map((line) => line.kind);
    expect(await linesAbout(author, first.id)).toEqual(['postCommented']);
    expect(await linesAbout(author, reply.id)).toEqual(['postCommented']);
    // Answered and mentioned in the same reply: one line.
    expect(await linesAbout(reader, reply.id)).toEqual(['commentReplied']);
    // A job run again (its node stopped before marking it done) writes no second line.
    for (const commentId of [first.id, reply.id])
      await site.app.deps.jobQueue.send(tellAnsweredJob, { commentId });
    await site.jobsDone();
    expect(await linesAbout(author, first.id)).toEqual(['postCommented']);
    expect(await linesAbout(reader, reply.id)).toEqual(['commentReplied']);
  });

  it('comments, replies two levels deep naming the target, and counts everything', async () => {
    const post = await publish(author, validPost(board('Nova 12 Pro')));
    const first = (await comment(reader, post.id, 'Great shots!')).body.data as Comment;
    expect(first).toMatchObject({
      content: 'Great shots!',
      parentId: null,
      replyTo: null,
      author: { username: readerName, isPostAuthor: false },
    });
    const reply = (await comment(author, post.id, 'Thanks!', first.id)).body.data as Comment;
    expect(reply).toMatchObject({ parentId: first.id, replyTo: null, author: { isPostAuthor: true } });
    const replyToReply = (await comment(third, post.id, 'Agreed', reply.id)).body.data as Comment;
    expect(replyToReply).toMatchObject({ parentId: first.id, replyTo: { username: authorName } });

    const answer = await listOf(reader, post.id);
    expect(answer.data.total).toBe(3);
    expect(answer.data.comments).toHaveLength(1);
    expect(answer.data.comments[0]).toMatchObject({ id: first.id, replyCount: 2 });
    expect(answer.data.comments[0]!.replies.map((item) => item.id)).toEqual([reply.id, replyToReply.id]);
    const detail = (await reader.get(`/api/posts/${post.id}`)).body.data as PostDetail;
    expect(detail.commentCount).toBe(3);
    expect(detail.lastActivityAt).toBeGreaterThanOrEqual(detail.createdAt);

    await site.jobsDone(); // whom a comment concerns is told after its commit (tellAnswered.ts)
    const badge = (await author.get('/api/message/badge')).body.data as MessageBadge;
    expect(badge.commentMessageCount).toBeGreaterThanOrEqual(2);

    expect(
      ((await reader.get(`/api/comments/${replyToReply.id}`)).body.data as Comment).replyTo,
    ).toMatchObject({ username: authorName });
    const replies = (await reader.get(`/api/comments/${first.id}/replies`)).body.data as Reply[];
    expect(replies.map((item) => item.content)).toEqual(['Thanks!', 'Agreed']);
  });

  it("refuses empty replies with the spec's message, over-long ones and visitors", async () => {
    const post = await publish(author, validPost(board('Nova 12 Pro')));
    for (const empty of ['', '   ', '\n\n']) {
      expect((await comment(reader, post.id, empty)).body).toMatchObject({
        code: 'REPLY_EMPTY',
        message: "Reply content can't be empty",
      });
    }
    expect((await comment(site.visitor(), post.id, 'hi')).statusCode).toBe(401);
    expect((await comment(reader, post.id, 'word '.repeat(501))).body.code).toBe('TOO_MANY_WORDS');
    expect((await comment(reader, post.id, 'hi', '99999999')).body.code).toBe('COMMENT_NOT_FOUND');
    // Content is kept as text: markup is not interpreted, so it cannot run.
    const script = (await comment(reader, post.id, '<script>alert(1)</script>')).body.data as Comment;
    expect(script.content).toBe('<script>alert(1)</script>');
    await setBanned(site.app, thirdName, true);
    expect((await comment(third, post.id, 'hello')).body.code).toBe('USER_BANNED');
    await setBanned(site.app, thirdName, false);
  });

  it('sorts by oldest, newest and likes, with keyset pages and load more', async () => {
    const post = await publish(author, validPost(board('Nova 12 Pro')));
    const ids: string[] = [];
    for (let index = 0; index < 25; index += 1)
      ids.push(((await comment(reader, post.id, `Comment ${index}`)).body.data as Comment).id);
    expect((await third.api('PUT', `/api/comments/${ids[7]}/like`)).body.data).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await third.api('PUT', `/api/comments/${ids[7]}/like`)).body.data).toEqual({
      liked: true,
      likeCount: 1,
    });

    const oldest = await listOf(reader, post.id, '?sort=oldest');
    expect(oldest.data.comments[0]!.id).toBe(ids[0]);
    expect(oldest.page.hasMore).toBe(true);
    const next = await listOf(
      reader,
      post.id,
      `?sort=oldest&cursor=${encodeURIComponent(oldest.page.cursor!)}`,
    );
    expect([...oldest.data.comments, ...next.data.comments].map((item) => item.id)).toEqual(ids);
    expect(next.page.hasMore).toBe(false);
    expect((await listOf(reader, post.id, '?sort=newest')).data.comments[0]!.id).toBe(ids[24]);
    const byLikes = await listOf(third, post.id, '?sort=likes');
    expect(byLikes.data.comments[0]).toMatchObject({ id: ids[7], liked: true, likeCount: 1 });
    const likesNext = await listOf(
      third,
      post.id,
      `?sort=likes&cursor=${encodeURIComponent(byLikes.page.cursor!)}`,
    );
    expect(new Set([...byLikes.data.comments, ...likesNext.data.comments].map((item) => item.id)).size).toBe(
      25,
    );
  });

  it('applies the post’s comment visibility on the server', async () => {
    const authorOnly = await publish(
      author,
      validPost(board('Nova 12 Pro'), { commentVisibility: 'author_only' }),
    );
    await comment(reader, authorOnly.id, 'For the author');
    await comment(third, authorOnly.id, 'Also for the author');
    expect((await listOf(author, authorOnly.id)).data.comments).toHaveLength(2);
    const readerView = await listOf(reader, authorOnly.id);
    expect(readerView.data).toMatchObject({ hiddenReason: 'author_only' });
    expect(readerView.data.comments.map((item) => item.content)).toEqual(['For the author']);
    expect((await listOf(site.visitor(), authorOnly.id)).data.comments).toEqual([]);
    expect((await listOf(moderator, authorOnly.id)).data.comments).toHaveLength(2);

    const afterComment = await publish(
      author,
      validPost(board('Nova 12 Pro'), { commentVisibility: 'after_comment' }),
    );
    const hidden = ((await comment(reader, afterComment.id, 'First!')).body.data as Comment).id;
    const before = await listOf(third, afterComment.id);
    expect(before.data).toMatchObject({ comments: [], hiddenReason: 'after_comment', total: 1 });
    expect((await third.get(`/api/comments/${hidden}`)).body.code).toBe('COMMENT_NOT_FOUND');
    await comment(third, afterComment.id, 'Me too');
    expect((await listOf(third, afterComment.id)).data).toMatchObject({ hiddenReason: null });
    expect((await listOf(third, afterComment.id)).data.comments).toHaveLength(2);
  });

  it('deletes: the comment’s author, the post’s author or staff; replies go with their comment', async () => {
    const post = await publish(author, validPost(board('Nova 12 Pro')));
    const top = ((await comment(reader, post.id, 'Top')).body.data as Comment).id;
    await comment(third, post.id, 'Reply', top);
    const other = ((await comment(third, post.id, 'Other')).body.data as Comment).id;
    expect((await third.api('DELETE', `/api/comments/${top}`)).body.code).toBe('FORBIDDEN');
    expect((await author.api('DELETE', `/api/comments/${top}`)).body.data).toEqual({ deleted: true });
    expect(((await reader.get(`/api/posts/${post.id}`)).body.data as PostDetail).commentCount).toBe(1);
    expect((await moderator.api('DELETE', `/api/comments/${other}`)).statusCode).toBe(200);
    expect(((await reader.get(`/api/posts/${post.id}`)).body.data as PostDetail).commentCount).toBe(0);
    expect((await reader.get(`/api/comments/${top}`)).body).toMatchObject({ code: 'COMMENT_NOT_FOUND' });
  });

  it('lets a member block another: no comments on their posts, no replies to them, hidden from them', async () => {
    const post = await publish(author, validPost(board('Nova 12 Pro')));
    const thirdId = ((await third.get('/api/account/profile')).body.data as { id: string }).id;
    const authorId = ((await author.get('/api/account/profile')).body.data as { id: string }).id;
    await comment(third, post.id, 'Before the block');
    expect((await author.api('PUT', `/api/user/${thirdId}/block`)).body.data).toEqual({ blocked: true });
    expect((await comment(third, post.id, 'After the block')).body).toMatchObject({
      code: 'BLOCKED_BY_MEMBER',
    });
    expect((await listOf(author, post.id)).data.comments).toEqual([]);
    expect((await listOf(reader, post.id)).data.comments).toHaveLength(1);
    expect((await author.get('/api/account/blocked')).body.data).toMatchObject([{ id: thirdId }]);
    expect((await author.api('PUT', `/api/user/${authorId}/block`)).body.code).toBe('CANNOT_BLOCK_SELF');
    expect((await author.api('DELETE', `/api/user/${thirdId}/block`)).body.data).toEqual({ blocked: false });
    expect((await comment(third, post.id, 'Unblocked')).statusCode).toBe(200);
  });

  it("lists a member's own comments newest first", async () => {
    const post = await publish(author, validPost(board('Nova 12 Pro'), { title: 'Where my comment lives' }));
    await comment(reader, post.id, 'Mine, newest');
    const mine = (await reader.get('/api/account/comments')).body.data as {
      content: string;
      post: { id: string; title: string };
    }[];
    expect(mine[0]).toMatchObject({
      content: 'Mine, newest',
      post: { id: post.id, title: 'Where my comment lives' },
    });
    expect((await site.visitor().get('/api/account/comments')).statusCode).toBe(401);
  });
});
