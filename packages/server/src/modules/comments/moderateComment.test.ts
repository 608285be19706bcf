import type { Comment, MyComment, Notification, PostDetail, StaffLogEntry } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../test/factories.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

type Thread = { comments: Comment[]; total: number };

describe(`moderating comments (${testDatabase})`, () => {
  // The demo community for its boards.
  const site = useTestApp({ region: 'global', demoData: true });
  let postAuthor: TestClient;
  let commenter: TestClient;
  let reader: TestClient;
  let moderator: TestClient;
  let moderatorName: string;
  let boardModerator: TestClient;
  let boardModeratorName: string;
  let otherModerator: TestClient;

  const moderate = (client: TestClient, commentId: string, body: unknown) =>
    client.api('PUT', `/api/comments/${commentId}/moderation`, body);
  const say = async (client: TestClient, postId: string, content: string, replyToId: string | null = null) =>
    (await client.api('POST', `/api/posts/${postId}/comments`, { content, replyToId })).body.data as Comment;
  const threadOf = async (client: TestClient, postId: string) =>
    (await client.get(`/api/posts/${postId}/comments`)).body.data as Thread;
  const commentCount = async (postId: string) =>
    ((await reader.get(`/api/posts/${postId}`)).body.data as PostDetail).commentCount;
  const newPost = async (title: string) => (await createPost(postAuthor, { title })).id;
  const commentersLines = async () =>
    ((await commenter.get('/api/message/list?type=system')).body.data as Notification[]).map((line) => ({
      kind: line.kind,
      commentId: line.commentId,
      excerpt: line.excerpt,
    }));

  beforeAll(async () => {
    const moderatorMember = await site.member({ role: 'moderator' });
    const boardModeratorMember = await site.member({ moderates: ['Nova 12 Series'] });
    moderatorName = moderatorMember.username;
    boardModeratorName = boardModeratorMember.username;
    [postAuthor, commenter, reader, moderator, boardModerator, otherModerator] = await Promise.all([
      site.member().then((made) => made.client()),
      site.member().then((made) => made.client()),
      site.member().then((made) => made.client()),
      moderatorMember.client(),
      boardModeratorMember.client(),
      site.member({ moderates: ['Nova Buds'] }).then((made) => made.client()),
    ]);
  });

  it('shields a comment with a reason: gone for members, kept for its moderators and its author, who is told why', async () => {
    const postId = await newPost('Night mode tips');
    const kept = await say(reader, postId, 'Use a tripod');
    const shieldedOne = await say(commenter, postId, 'Call me on +91 98765 43210');
    expect(await commentCount(postId)).toBe(2);

    const answer = await moderate(boardModerator, shieldedOne.id, {
      action: 'shield',
      reason: 'Phone numbers are not shared here',
    });
    expect(answer.body.data).toEqual({ commentId: shieldedOne.id, status: 'shielded' });

    // Members: out of the thread and the count, missing when linked to.
    const members = await threadOf(reader, postId);
    expect(members.comments.map((item) => item.id)).toEqual([kept.id]);
    expect(members.total).toBe(1);
    expect(await commentCount(postId)).toBe(1);
    expect((await reader.get(`/api/comments/${shieldedOne.id}`)).body.code).toBe('COMMENT_NOT_FOUND');
    expect((await reader.api('PUT', `/api/comments/${shieldedOne.id}/like`)).body.code).toBe(
      'COMMENT_NOT_FOUND',
    );
    // The board's moderators still see it, marked, and may act on it; another board's may not.
    const moderators = await threadOf(boardModerator, postId);
    expect(moderators.comments.map((item) => [item.id, item.shielded, item.canModerate])).toEqual([
      [kept.id, false, true],
      [shieldedOne.id, true, true],
    ]);
    expect((await threadOf(otherModerator, postId)).comments.map((item) => item.id)).toEqual([kept.id]);
    // Its author finds it in their comments, marked, and by its link; and hears why.
    const mine = (await commenter.get('/api/account/comments')).body.data as MyComment[];
    expect(mine.find((item) => item.id === shieldedOne.id)).toMatchObject({ shielded: true });
    expect((await commenter.get(`/api/comments/${shieldedOne.id}`)).body.data).toMatchObject({
      shielded: true,
      canModerate: false,
    });
    expect((await commentersLines())[0]).toEqual({
      kind: 'commentShielded',
      commentId: shieldedOne.id,
      excerpt: 'Phone numbers are not shared here',
    });

    // Shielding again changes nothing and logs nothing; unshielding brings it back and tells the author.
    await moderate(moderator, shieldedOne.id, { action: 'shield', reason: 'Again' });
    await moderate(moderator, shieldedOne.id, { action: 'unshield' });
    expect((await threadOf(reader, postId)).comments.map((item) => item.id)).toEqual([
      kept.id,
      shieldedOne.id,
    ]);
    expect(await commentCount(postId)).toBe(2);
    expect((await commentersLines())[0]).toMatchObject({
      kind: 'commentRestored',
      commentId: shieldedOne.id,
    });
    const log = ((await moderator.get('/api/moderation/log')).body.data as StaffLogEntry[]).filter(
      (entry) => entry.target.kind === 'comment' && entry.target.id === shieldedOne.id,
    );
    expect(
      log.map((entry) => [entry.action, entry.actor?.username, entry.before?.status, entry.reason]),
    ).toEqual([
      ['comment.unshielded', moderatorName, 'shielded', ''],
      ['comment.shielded', boardModeratorName, 'published', 'Phone numbers are not shared here'],
    ]);
  });

  it('removes a comment with its replies, keeping every count, and restores them together', async () => {
    const postId = await newPost('Charging speed test');
    const parent = await say(commenter, postId, 'Buy from this shop: spam.example');
    const firstReply = await say(reader, postId, 'Is that legit?', parent.id);
    await say(postAuthor, postId, 'Please do not click', parent.id);
    const other = await say(reader, postId, '67 minutes to full here');
    expect(await commentCount(postId)).toBe(4);

    // A reply alone: its comment's reply count follows.
    await moderate(moderator, firstReply.id, { action: 'remove', reason: 'Off topic' });
    let thread = await threadOf(reader, postId);
    expect(thread.comments.find((item) => item.id === parent.id)).toMatchObject({ replyCount: 1 });
    expect(await commentCount(postId)).toBe(3);

    await moderate(moderator, parent.id, { action: 'remove', reason: 'Spam link' });
    thread = await threadOf(moderator, postId);
    expect(thread.comments.map((item) => item.id)).toEqual([other.id]);
    expect(await commentCount(postId)).toBe(1);
    // A removed comment is gone even for its author: the line says so without pointing at it.
    expect((await commenter.get(`/api/comments/${parent.id}`)).body.code).toBe('COMMENT_NOT_FOUND');
    expect((await commentersLines())[0]).toEqual({
      kind: 'commentRemoved',
      commentId: null,
      excerpt: 'Spam link',
    });
    // Removing again is harmless; restoring brings back the comment with the reply still there.
    expect(
      (await moderate(moderator, parent.id, { action: 'remove', reason: 'Spam link' })).body.data,
    ).toEqual({
      commentId: parent.id,
      status: 'removed',
    });
    await moderate(moderator, parent.id, { action: 'restore' });
    thread = await threadOf(reader, postId);
    expect(thread.comments.map((item) => [item.id, item.replyCount])).toEqual([
      [parent.id, 1],
      [other.id, 0],
    ]);
    expect(await commentCount(postId)).toBe(3);
  });

  it("refuses members, another board's moderator and a missing reason, changing nothing", async () => {
    const postId = await newPost('Which case fits?');
    const target = await say(commenter, postId, 'The clear one');
    expect((await moderate(reader, target.id, { action: 'shield', reason: 'No' })).body.code).toBe(
      'FORBIDDEN',
    );
    expect((await moderate(postAuthor, target.id, { action: 'remove', reason: 'Mine' })).body.code).toBe(
      'FORBIDDEN',
    );
    expect((await moderate(otherModerator, target.id, { action: 'shield', reason: 'No' })).body.code).toBe(
      'FORBIDDEN',
    );
    const blank = await moderate(moderator, target.id, { action: 'shield', reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect((await moderate(moderator, '999999999', { action: 'restore' })).body.code).toBe(
      'COMMENT_NOT_FOUND',
    );
    expect((await threadOf(reader, postId)).comments.map((item) => [item.id, item.shielded])).toEqual([
      [target.id, false],
    ]);
  });

  it('keeps the count exact whatever happens to replies while their comment is hidden, and takes no reply into a hidden thread', async () => {
    const postId = await newPost('Dark mode everywhere?');
    const parent = await say(commenter, postId, 'Dark mode drains less battery');
    const first = await say(reader, postId, 'Only on OLED', parent.id);
    await say(postAuthor, postId, 'True', parent.id);
    expect(await commentCount(postId)).toBe(3);
    await moderate(moderator, parent.id, { action: 'shield', reason: 'Off topic' });
    expect(await commentCount(postId)).toBe(0);
    // A reply deleted by its author while its comment is hidden moves the post's count no more…
    expect((await reader.api('DELETE', `/api/comments/${first.id}`)).statusCode).toBe(200);
    expect(await commentCount(postId)).toBe(0);
    // …nor does a reply into the hidden thread get in.
    const intoHidden = await reader.api('POST', `/api/posts/${postId}/comments`, {
      content: 'Hello?',
      replyToId: parent.id,
    });
    expect(intoHidden.body.code).toBe('COMMENT_NOT_FOUND');
    await moderate(moderator, parent.id, { action: 'unshield' });
    expect(await commentCount(postId)).toBe(2);
    const thread = await threadOf(reader, postId);
    expect(thread.comments.map((item) => [item.id, item.replyCount])).toEqual([[parent.id, 1]]);
  });

  it("never restores a comment its author deleted: only a moderator's removal is undone", async () => {
    const postId = await newPost('Case recommendations');
    const own = await say(commenter, postId, 'I take this back');
    await commenter.api('DELETE', `/api/comments/${own.id}`);
    expect((await moderate(moderator, own.id, { action: 'restore' })).body.data).toEqual({
      commentId: own.id,
      status: 'deleted',
    });
    expect((await threadOf(reader, postId)).comments).toEqual([]);
  });
});
