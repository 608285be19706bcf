import type { Notification, PostDetail, PostSummary, StaffLogEntry, SubBoard } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../test/factories.ts';
import { demoBoards } from '../../../test/forum.ts';
import { testDatabase } from '../../../test/testApp.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import type { TestClient } from '../../../test/testClient.ts';

describe(`moderating posts (${testDatabase})`, () => {
  // The demo community for its boards.
  const site = useTestApp({ region: 'global', demoData: true });
  let author: TestClient;
  let reader: TestClient;
  let moderator: TestClient;
  let moderatorName: string;
  let boardModerator: TestClient;
  let boardOf: (name: string) => SubBoard;

  const moderate = (client: TestClient, postId: string, body: unknown) =>
    client.api('PUT', `/api/posts/${postId}/moderation`, body);
  const newPost = async (title: string, board = 'Nova 12') =>
    (await createPost(author, { board: boardOf(board), title })).id;
  const detail = async (client: TestClient, postId: string) => client.get(`/api/posts/${postId}`);
  const boardPostCount = async (name: string) =>
    ((await reader.get(`/api/forum/${boardOf(name).id}`)).body.data as { postCount: number }).postCount;
  const authorsLines = async () =>
    ((await author.get('/api/message/list?type=system')).body.data as Notification[]).map((line) => ({
      kind: line.kind,
      postId: line.postId,
      subject: line.subject,
      excerpt: line.excerpt,
    }));
  const logOf = async (postId: string) =>
    ((await moderator.get('/api/moderation/log')).body.data as StaffLogEntry[]).filter(
      (entry) => entry.target.kind === 'post' && entry.target.id === postId,
    );

  beforeAll(async () => {
    const moderatorMember = await site.member({ role: 'moderator' });
    moderatorName = moderatorMember.username;
    [author, reader, moderator, boardModerator] = await Promise.all([
      site.member({ level: 2 }).then((made) => made.client()),
      site.member().then((made) => made.client()),
      moderatorMember.client(),
      site.member({ moderates: ['Nova 12 Series'] }).then((made) => made.client()),
    ]);
    boardOf = await demoBoards(moderator);
  });

  it("tells a board's moderators, and only them, that they moderate it (the list's selection tools)", async () => {
    const canModerate = async (client: TestClient, name: string) =>
      ((await client.get(`/api/forum/${boardOf(name).id}`)).body.data as { canModerate: boolean })
        .canModerate;
    expect(await canModerate(boardModerator, 'Nova 12')).toBe(true);
    expect(await canModerate(boardModerator, 'Nova 12 Series')).toBe(true);
    expect(await canModerate(boardModerator, 'Nova Buds')).toBe(false);
    expect(await canModerate(moderator, 'Nova Buds')).toBe(true);
    expect(await canModerate(reader, 'Nova 12')).toBe(false);
  });

  it("pins in the sub board or the main board, and unpins; each is in the staff log, the author isn't told", async () => {
    const postId = await newPost('Camera settings for concerts');
    expect((await moderate(moderator, postId, { action: 'pin', place: 'sub' })).body.data).toMatchObject({
      postId,
      pinned: 'sub',
    });
    const first = (await reader.get(`/api/forum/${boardOf('Nova 12').id}/posts`)).body.data as PostSummary[];
    expect(first[0]).toMatchObject({ id: postId, pinned: 'sub' });
    await moderate(moderator, postId, { action: 'pin', place: 'main' });
    await moderate(moderator, postId, { action: 'unpin' });
    // Unpinning again changes nothing and logs nothing.
    await moderate(moderator, postId, { action: 'unpin' });
    expect(
      (await logOf(postId)).map((entry) => [entry.action, entry.before?.pinned, entry.after?.pinned]),
    ).toEqual([
      ['post.unpinned', 'main', null],
      ['post.pinned', 'sub', 'main'],
      ['post.pinned', null, 'sub'],
    ]);
    expect((await authorsLines()).filter((line) => line.postId === postId)).toEqual([]);
  });

  it('shields a post with a reason: hidden from members, kept for its author, who is told why; unshield brings it back', async () => {
    const postId = await newPost('Battery drain after update');
    const before = await boardPostCount('Nova 12');
    const shielded = await moderate(moderator, postId, {
      action: 'shield',
      reason: 'Personal data in the screenshot',
    });
    expect(shielded.body.data).toMatchObject({ status: 'shielded' });
    expect((await detail(reader, postId)).body.code).toBe('POST_DELETED');
    expect((await detail(author, postId)).body.data).toMatchObject({ shielded: true, canModerate: false });
    expect((await detail(moderator, postId)).body.data).toMatchObject({ shielded: true, canModerate: true });
    expect(await boardPostCount('Nova 12')).toBe(before - 1);
    expect((await authorsLines())[0]).toEqual({
      kind: 'postShielded',
      postId,
      subject: 'Battery drain after update',
      excerpt: 'Personal data in the screenshot',
    });
    // A reason is required to shield.
    expect((await moderate(moderator, postId, { action: 'shield', reason: ' ' })).body.code).toBe(
      'VALIDATION_FAILED',
    );
    await moderate(moderator, postId, { action: 'unshield' });
    expect((await detail(reader, postId)).statusCode).toBe(200);
    expect(await boardPostCount('Nova 12')).toBe(before);
    expect((await authorsLines())[0]).toMatchObject({ kind: 'postRestored', postId });
    const [entry] = await logOf(postId);
    expect(entry).toMatchObject({ action: 'post.unshielded', actor: { username: moderatorName } });
  });

  it('locks a post: members are asked to contact an admin, its moderators still answer; unlock opens it again', async () => {
    const postId = await newPost('Is the charger included?');
    await moderate(moderator, postId, { action: 'lock' });
    const comment = (client: TestClient) =>
      client.api('POST', `/api/posts/${postId}/comments`, { content: 'Yes it is', images: [] });
    const refused = await comment(reader);
    expect([refused.statusCode, refused.body.code, refused.body.message]).toEqual([
      403,
      'POST_LOCKED',
      'This post is locked: no new comments. Please contact an admin if you need to add something.',
    ]);
    expect((await detail(reader, postId)).body.data).toMatchObject({ commentsLocked: true });
    expect((await comment(moderator)).statusCode).toBe(200);
    expect((await authorsLines())[0]).toMatchObject({ kind: 'postLocked', postId });
    await moderate(moderator, postId, { action: 'unlock' });
    expect((await comment(reader)).statusCode).toBe(200);
  });

  it('removes with a reason and restores; the author is told without a link to what is gone', async () => {
    const postId = await newPost('Selling my old phone');
    await moderate(moderator, postId, { action: 'remove', reason: 'No selling in the forum' });
    expect((await detail(reader, postId)).body.code).toBe('POST_DELETED');
    expect((await authorsLines())[0]).toEqual({
      kind: 'postRemoved',
      postId: null,
      subject: 'Selling my old phone',
      excerpt: 'No selling in the forum',
    });
    // A removed post cannot be pinned or shielded, only restored.
    expect((await moderate(moderator, postId, { action: 'pin', place: 'sub' })).body.code).toBe(
      'POST_DELETED',
    );
    await moderate(moderator, postId, { action: 'restore' });
    expect((await detail(reader, postId)).statusCode).toBe(200);
  });

  it('moves a post to another board and section, counts and pins following; refuses impossible targets', async () => {
    const postId = await newPost('Which case fits the Pro?');
    await moderate(moderator, postId, { action: 'pin', place: 'sub' });
    const [fromBefore, toBefore] = [await boardPostCount('Nova 12'), await boardPostCount('Nova 12 Pro')];
    const pro = boardOf('Nova 12 Pro');
    const section = pro.sections.find((candidate) => !candidate.closed)!;
    const moved = await moderate(moderator, postId, {
      action: 'move',
      boardId: pro.id,
      sectionId: section.id,
    });
    expect(moved.body.data).toMatchObject({ boardId: pro.id, sectionId: section.id, pinned: null });
    expect(((await detail(reader, postId)).body.data as PostDetail).board.id).toBe(pro.id);
    expect([await boardPostCount('Nova 12'), await boardPostCount('Nova 12 Pro')]).toEqual([
      fromBefore - 1,
      toBefore + 1,
    ]);
    expect((await authorsLines())[0]).toMatchObject({ kind: 'postMoved', postId });

    const otherSection = boardOf('NovaOS').sections[0]!;
    const refusals = await Promise.all([
      moderate(moderator, postId, { action: 'move', boardId: pro.id, sectionId: otherSection.id }),
      moderate(moderator, postId, { action: 'move', boardId: pro.id, sectionId: section.id }),
      moderate(moderator, postId, { action: 'move', boardId: '999999', sectionId: null }),
      // A moderator of Nova 12 Series may not move a post into a board they do not moderate.
      moderate(boardModerator, postId, { action: 'move', boardId: boardOf('NovaOS').id, sectionId: null }),
    ]);
    expect(refusals.map((answer) => answer.body.code)).toEqual([
      'SECTION_NOT_IN_BOARD',
      'POST_ALREADY_THERE',
      'BOARD_NOT_FOUND',
      'FORBIDDEN',
    ]);
  });

  it('scopes a board moderator to their boards and the sub boards under them', async () => {
    const inTheirs = await newPost('Night mode tips');
    const inOther = await newPost('Buds pairing trouble', 'Nova Buds Air');
    expect((await moderate(boardModerator, inTheirs, { action: 'sink' })).body.data).toMatchObject({
      sunk: true,
    });
    expect((await moderate(boardModerator, inOther, { action: 'sink' })).body.code).toBe('FORBIDDEN');
    expect((await moderate(reader, inTheirs, { action: 'unsink' })).body.code).toBe('FORBIDDEN');
    expect((await detail(boardModerator, inOther)).body.data).toMatchObject({ canModerate: false });
  });

  it('sinks or shields a selection of a board at once, and refuses a selection reaching outside the board', async () => {
    const ids = [await newPost('Bulk one'), await newPost('Bulk two')];
    const stray = await newPost('Elsewhere', 'NovaOS');
    const path = `/api/forum/${boardOf('Nova 12').id}/moderation`;
    const outside = await moderator.api('PUT', path, {
      postIds: [...ids, stray],
      moderation: { action: 'sink' },
    });
    expect(outside.body.code).toBe('POST_NOT_FOUND');
    expect(((await detail(moderator, ids[0]!)).body.data as PostDetail).sunk).toBe(false);
    const sunk = await moderator.api('PUT', path, { postIds: ids, moderation: { action: 'sink' } });
    expect((sunk.body.data as { posts: { sunk: boolean }[] }).posts.map((post) => post.sunk)).toEqual([
      true,
      true,
    ]);
    await moderator.api('PUT', path, { postIds: ids, moderation: { action: 'shield', reason: 'Off topic' } });
    for (const id of ids) expect((await detail(reader, id)).body.code).toBe('POST_DELETED');
    expect((await logOf(ids[1]!)).map((entry) => entry.action)).toEqual(['post.shielded', 'post.sunk']);
  });

  it('logs featuring and cancelling it', async () => {
    const postId = await newPost('Sunset over the bay');
    await moderator.api('PUT', `/api/posts/${postId}/featured`, { featured: true });
    await moderator.api('PUT', `/api/posts/${postId}/featured`, { featured: false });
    expect((await logOf(postId)).map((entry) => entry.action)).toEqual(['post.unfeatured', 'post.featured']);
  });
});
