import type {
  Comment,
  Notification,
  PostDetail,
  PublicProfile,
  ReportGroup,
  StaffLogEntry,
} from '@fanzone/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, makeModerator, publish, setBanned, userIdOf, validPost } from '../../../test/forum.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

describe(`reports (${testDatabase})`, () => {
  const site = useTestApp({ region: 'global', demoData: true });
  let author: TestClient;
  let reporters: TestClient[];
  let moderator: TestClient;
  let boardModerator: TestClient;
  let otherModerator: TestClient;
  let admin: TestClient;
  let boardOf: Awaited<ReturnType<typeof demoBoards>>;

  const report = (client: TestClient, body: Record<string, unknown>) =>
    client.api('POST', '/api/reports', { reasons: ['spam'], ...body });
  const reportPost = (client: TestClient, postId: string, body: Record<string, unknown> = {}) =>
    report(client, { targetKind: 'post', targetId: postId, ...body });
  const queueOf = async (client: TestClient) =>
    (await client.get('/api/moderation/reports')).body.data as ReportGroup[];
  // Ids of posts, comments and members overlap: a group is found by its target's kind and id.
  const groupOf = async (
    client: TestClient,
    targetId: string,
    kind: 'post' | 'comment' | 'member' = 'post',
  ) => (await queueOf(client)).find((group) => group.target.kind === kind && group.target.id === targetId);
  const decide = (client: TestClient, groupId: string, body: unknown) =>
    client.api('PUT', `/api/moderation/reports/${groupId}`, body);
  const linesOf = async (client: TestClient) =>
    ((await client.get('/api/message/list?type=system')).body.data as Notification[]).map((line) => ({
      kind: line.kind,
      subject: line.subject,
      excerpt: line.excerpt,
    }));
  const newPost = async (title: string, board = 'Nova 12') =>
    (await publish(author, validPost(boardOf(board), { title }))).id;
  const setting = (key: string, value: unknown) => admin.api('PUT', `/api/admin/settings/${key}`, { value });

  beforeAll(async () => {
    await makeModerator(site.app, 'Алексей', ['Nova 12 Series']);
    await makeModerator(site.app, 'أحمد', ['Nova Buds']);
    author = await site.signedIn('arjun.tech');
    reporters = await Promise.all(
      ['maria_lens', 'budi_gamer', 'priya_clicks', 'Ирина'].map((name) => site.signedIn(name)),
    );
    moderator = await site.signedIn('moderator');
    boardModerator = await site.signedIn('Алексей');
    otherModerator = await site.signedIn('أحمد');
    admin = await site.signedIn('admin');
    boardOf = await demoBoards(moderator);
  });

  it('takes a report of a post with two reasons, details and a picture; refuses a second, one of three reasons, and one of your own', async () => {
    const postId = await newPost('Selling accounts cheap');
    const [first] = reporters;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const picture = (
      await first!.upload('/api/upload/img', { name: 'proof.png', bytes: png, contentType: 'image/png' })
    ).body.data as { url: string; width: number; height: number };
    const filed = await reportPost(first!, postId, {
      reasons: ['spam', 'misleading'],
      details: 'Same offer in three boards',
      images: [picture],
    });
    expect(filed.statusCode).toBe(200);
    expect((await reportPost(first!, postId)).body.code).toBe('REPORT_ALREADY_OPEN');
    expect(
      (await reportPost(reporters[1]!, postId, { reasons: ['spam', 'abuse', 'other'] })).statusCode,
    ).toBe(400);
    expect((await reportPost(reporters[1]!, postId, { reasons: ['spam', 'spam'] })).statusCode).toBe(400);
    expect(
      (
        await reportPost(reporters[1]!, postId, {
          images: [{ url: 'https://elsewhere.example/a.png', width: 1, height: 1 }],
        })
      ).body.code,
    ).toBe('VALIDATION_FAILED');
    expect((await reportPost(author, postId)).body.code).toBe('CANNOT_REPORT_OWN');
    expect(
      (await report(author, { targetKind: 'member', targetId: await userIdOf(site.app, 'arjun.tech') })).body
        .code,
    ).toBe('CANNOT_REPORT_OWN');
    expect((await report(first!, { targetKind: 'member', targetId: '999999999' })).body.code).toBe(
      'USER_NOT_FOUND',
    );

    const group = await groupOf(moderator, postId);
    expect(group).toMatchObject({
      target: {
        kind: 'post',
        label: 'Selling accounts cheap',
        postId,
        status: 'published',
        author: { username: 'arjun.tech' },
      },
      reporterCount: 1,
      hiddenByReports: false,
      reasons: [
        { reason: 'misleading', count: 1 },
        { reason: 'spam', count: 1 },
      ],
      reports: [
        { reporter: { username: 'maria_lens' }, details: 'Same offer in three boards', images: [picture] },
      ],
    });
  });

  it('hides a post once three members reported it, until a moderator dismisses the reports; everyone is told', async () => {
    const postId = await newPost('Is this update safe?');
    await reportPost(reporters[0]!, postId, { reasons: ['misleading'] });
    await reportPost(reporters[1]!, postId, { reasons: ['misleading'] });
    expect((await reporters[3]!.get(`/api/posts/${postId}`)).statusCode).toBe(200);
    await reportPost(reporters[2]!, postId, { reasons: ['abuse'] });
    // Out of sight for members, still there for its author, who hears it waits for review.
    expect((await reporters[3]!.get(`/api/posts/${postId}`)).body.code).toBe('POST_DELETED');
    expect((await author.get(`/api/posts/${postId}`)).body.data).toMatchObject({ shielded: true });
    expect((await linesOf(author))[0]).toMatchObject({
      kind: 'hiddenByReports',
      subject: 'Is this update safe?',
    });
    const group = (await groupOf(boardModerator, postId))!;
    expect(group).toMatchObject({ reporterCount: 3, hiddenByReports: true, target: { status: 'shielded' } });
    const hiddenLine = ((await moderator.get('/api/moderation/log')).body.data as StaffLogEntry[]).find(
      (entry) => entry.target.id === postId,
    );
    expect(hiddenLine).toMatchObject({ action: 'post.hiddenByReports', actor: null });

    expect((await decide(boardModerator, group.id, { decision: 'dismiss' })).body.data).toEqual({
      closedReports: 3,
    });
    expect((await reporters[3]!.get(`/api/posts/${postId}`)).statusCode).toBe(200);
    expect(await groupOf(moderator, postId)).toBeUndefined();
    expect((await linesOf(reporters[0]!))[0]).toEqual({
      kind: 'reportDismissed',
      subject: 'Is this update safe?',
      excerpt: null,
    });
    // Deciding again finds nothing; a new report opens a new line, not hidden.
    expect((await decide(moderator, group.id, { decision: 'dismiss' })).body.code).toBe('REPORT_NOT_FOUND');
    await reportPost(reporters[0]!, postId, { reasons: ['spam'] });
    expect(await groupOf(moderator, postId)).toMatchObject({ reporterCount: 1, hiddenByReports: false });
  });

  it('shows each moderator the reports of their boards only, and member reports to moderators of every board', async () => {
    const inNova12 = await newPost('Wallpaper pack');
    const inBuds = await newPost('Buds pairing trick', 'Nova Buds');
    await reportPost(reporters[0]!, inNova12);
    await reportPost(reporters[0]!, inBuds);
    const member = await userIdOf(site.app, 'arjun.tech');
    await report(reporters[1]!, {
      targetKind: 'member',
      targetId: member,
      reasons: ['abuse'],
      details: 'Insults in letters',
    });

    const ids = (groups: ReportGroup[]) => groups.map((group) => group.target.id);
    expect(ids(await queueOf(boardModerator))).toContain(inNova12);
    expect(ids(await queueOf(boardModerator))).not.toContain(inBuds);
    expect(ids(await queueOf(boardModerator))).not.toContain(member);
    expect(ids(await queueOf(otherModerator))).toEqual([inBuds]);
    expect(ids(await queueOf(moderator))).toEqual(expect.arrayContaining([inNova12, inBuds, member]));
    expect((await reporters[0]!.get('/api/moderation/reports')).body.code).toBe('FORBIDDEN');

    const budsGroup = (await groupOf(moderator, inBuds))!;
    expect((await decide(boardModerator, budsGroup.id, { decision: 'dismiss' })).body.code).toBe('FORBIDDEN');
    const memberGroup = (await groupOf(moderator, member, 'member'))!;
    expect(memberGroup.target).toMatchObject({
      kind: 'member',
      label: 'arjun.tech',
      status: 'member',
      postId: null,
    });
    expect((await decide(boardModerator, memberGroup.id, { decision: 'dismiss' })).body.code).toBe(
      'FORBIDDEN',
    );
    expect((await decide(moderator, memberGroup.id, { decision: 'shield', reason: 'No' })).body.code).toBe(
      'DECISION_NOT_FOR_MEMBER',
    );
    // A decision that fails leaves the line where it was, under the same id.
    const staffMember = await userIdOf(site.app, 'Алексей');
    await report(reporters[1]!, { targetKind: 'member', targetId: staffMember, reasons: ['abuse'] });
    const staffGroup = (await groupOf(moderator, staffMember, 'member'))!;
    expect(
      (await decide(moderator, staffGroup.id, { decision: 'ban', reason: 'No', until: null })).body.code,
    ).toBe('CANNOT_BAN_STAFF');
    expect((await groupOf(moderator, staffMember, 'member'))?.id).toBe(staffGroup.id);
  });

  it('shields a reported post with a reason: all its reports close, the author hears why and each reporter that it was acted on', async () => {
    const postId = await newPost('Free coins generator');
    await reportPost(reporters[0]!, postId);
    await reportPost(reporters[1]!, postId, { reasons: ['illegal'] });
    const group = (await groupOf(moderator, postId))!;
    expect(
      (await decide(moderator, group.id, { decision: 'shield', reason: 'Scam link' })).body.data,
    ).toEqual({
      closedReports: 2,
    });
    expect((await author.get(`/api/posts/${postId}`)).body.data).toMatchObject({ shielded: true });
    expect((await linesOf(author))[0]).toMatchObject({ kind: 'postShielded', excerpt: 'Scam link' });
    for (const reporter of reporters.slice(0, 2))
      expect((await linesOf(reporter))[0]).toMatchObject({
        kind: 'reportActioned',
        subject: 'Free coins generator',
      });
  });

  it('upholds reports that hid a post: the shield is logged with its reason and the author told why', async () => {
    const postId = await newPost('Leaked photos of a friend');
    for (const reporter of reporters.slice(0, 3))
      await reportPost(reporter, postId, { reasons: ['privacy'] });
    const group = (await groupOf(moderator, postId))!;
    await decide(moderator, group.id, { decision: 'shield', reason: 'Photos of someone without consent' });
    expect((await linesOf(author))[0]).toMatchObject({
      kind: 'postShielded',
      excerpt: 'Photos of someone without consent',
    });
    const log = ((await moderator.get('/api/moderation/log')).body.data as StaffLogEntry[]).filter(
      (entry) => entry.target.id === postId && entry.target.kind === 'post',
    );
    expect(log.map((entry) => [entry.action, entry.actor?.username ?? null])).toEqual([
      ['post.shielded', 'moderator'],
      ['post.hiddenByReports', null],
    ]);
  });

  it('removes a reported comment, and bans a reported member', async () => {
    const postId = await newPost('Post your setups');
    const comment = (
      await author.api('POST', `/api/posts/${postId}/comments`, { content: 'Buy followers here' })
    ).body.data as Comment;
    await report(reporters[0]!, { targetKind: 'comment', targetId: comment.id, reasons: ['spam'] });
    const commentGroup = (await groupOf(boardModerator, comment.id, 'comment'))!;
    expect(commentGroup.target).toMatchObject({ kind: 'comment', label: 'Buy followers here', postId });
    await decide(boardModerator, commentGroup.id, { decision: 'remove', reason: 'Spam' });
    expect((await reporters[1]!.get(`/api/comments/${comment.id}`)).body.code).toBe('COMMENT_NOT_FOUND');
    expect(((await author.get(`/api/posts/${postId}`)).body.data as PostDetail).commentCount).toBe(0);

    const target = await site.signedIn('lukas_de');
    const targetId = await userIdOf(site.app, 'lukas_de');
    await report(reporters[2]!, { targetKind: 'member', targetId, reasons: ['abuse'] });
    const memberGroup = (await groupOf(moderator, targetId, 'member'))!;
    await decide(moderator, memberGroup.id, { decision: 'ban', reason: 'Insults', until: null });
    const profile = (await moderator.get(`/api/user/${targetId}`)).body.data as PublicProfile;
    expect(profile).toMatchObject({ ban: { reason: 'Insults', until: null } });
    expect((await target.api('POST', `/api/posts/${postId}/comments`, { content: 'Hi' })).body.code).toBe(
      'USER_BANNED',
    );
    expect((await linesOf(reporters[2]!))[0]).toMatchObject({ kind: 'reportActioned', subject: 'lukas_de' });
  });

  it('refuses reports while the community has them off', async () => {
    const postId = await newPost('Ordinary post');
    await setting('report', false);
    expect((await reportPost(reporters[3]!, postId)).body.code).toBe('FEATURE_OFF');
    expect(((await reporters[3]!.get('/api/site/config')).body.data as { report: boolean }).report).toBe(
      false,
    );
    await setting('report', true);
    expect((await reportPost(reporters[3]!, postId)).statusCode).toBe(200);
  });

  it('hides a comment once three members reported it, and dismissing brings it back', async () => {
    const postId = await newPost('Charger compatibility');
    const comment = (
      await author.api('POST', `/api/posts/${postId}/comments`, { content: 'Only the original works' })
    ).body.data as Comment;
    for (const reporter of reporters.slice(0, 3))
      await report(reporter, { targetKind: 'comment', targetId: comment.id, reasons: ['misleading'] });
    expect((await reporters[3]!.get(`/api/comments/${comment.id}`)).body.code).toBe('COMMENT_NOT_FOUND');
    expect(((await author.get(`/api/posts/${postId}`)).body.data as PostDetail).commentCount).toBe(0);
    const group = (await groupOf(moderator, comment.id, 'comment'))!;
    expect(group).toMatchObject({ hiddenByReports: true, target: { status: 'shielded' } });
    await decide(moderator, group.id, { decision: 'dismiss' });
    expect((await reporters[3]!.get(`/api/comments/${comment.id}`)).statusCode).toBe(200);
    expect(((await author.get(`/api/posts/${postId}`)).body.data as PostDetail).commentCount).toBe(1);
  });

  it("never lets reports hide staff's words or what a moderator found fine, nor staff decide on their own", async () => {
    const announcement = (
      await publish(moderator, validPost(boardOf('Nova 12'), { title: 'Update schedule' }))
    ).id;
    for (const reporter of reporters.slice(0, 3))
      await reportPost(reporter, announcement, { reasons: ['spam'] });
    expect((await reporters[3]!.get(`/api/posts/${announcement}`)).statusCode).toBe(200);
    const ownGroup = (await groupOf(boardModerator, announcement))!;
    expect((await decide(moderator, ownGroup.id, { decision: 'dismiss' })).body.code).toBe('FORBIDDEN');
    // Left in the queue for the others.
    expect((await decide(boardModerator, ownGroup.id, { decision: 'dismiss' })).body.data).toEqual({
      closedReports: 3,
    });

    const postId = await newPost('Gaming mode settings');
    for (const reporter of reporters.slice(0, 3)) await reportPost(reporter, postId, { reasons: ['abuse'] });
    await decide(moderator, (await groupOf(moderator, postId))!.id, { decision: 'dismiss' });
    // Reported again by the same members after a moderator found it fine: queued, not hidden.
    for (const reporter of reporters.slice(0, 3)) await reportPost(reporter, postId, { reasons: ['abuse'] });
    expect((await reporters[3]!.get(`/api/posts/${postId}`)).statusCode).toBe(200);
    expect(await groupOf(moderator, postId)).toMatchObject({ reporterCount: 3, hiddenByReports: false });
  });

  it('dismissing never undoes a shield a moderator gave on their own since the reports hid it', async () => {
    const postId = await newPost('Tips for long exposure');
    for (const reporter of reporters.slice(0, 3)) await reportPost(reporter, postId, { reasons: ['spam'] });
    await moderator.api('PUT', `/api/posts/${postId}/moderation`, { action: 'unshield' });
    await moderator.api('PUT', `/api/posts/${postId}/moderation`, {
      action: 'shield',
      reason: 'Copied text',
    });
    await decide(moderator, (await groupOf(moderator, postId))!.id, { decision: 'dismiss' });
    expect((await author.get(`/api/posts/${postId}`)).body.data).toMatchObject({ shielded: true });
  });

  it('refuses a report from a banned member', async () => {
    const postId = await newPost('Battery tips');
    await setBanned(site.app, 'Ирина', true);
    expect((await reportPost(reporters[3]!, postId)).body.code).toBe('USER_BANNED');
  });
});
