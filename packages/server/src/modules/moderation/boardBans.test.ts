import type { MemberRecord, My, Notification, PostDetail, StaffLogEntry } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, userIdOf, validPost } from '../../../test/forum.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock, unixSeconds } from '../../platform/clock.ts';

const clock = manualClock(new Date('2026-11-25T12:00:00Z'));
const day = 24 * 3600;

/**
 * A moderator's reach (issue 24): a moderator given some boards bans from those boards only, and
 * reads the members and staff log lines of those boards; community-wide bans stay with moderators
 * of every board and admins.
 */
describe(`bans from a board and a moderator's reach (${testDatabase})`, () => {
  const site = useTestApp({ region: 'global', demoData: true, clock });
  let boardModerator: TestClient;
  let otherModerator: TestClient;
  let moderator: TestClient;
  let member: TestClient;
  let memberId: string;
  let boardOf: Awaited<ReturnType<typeof demoBoards>>;
  let novaPostId: string;
  let budsPostId: string;
  let ownNovaPostId: string;

  const banFrom = (client: TestClient, userId: string, board: string, body: unknown) =>
    client.api('PUT', `/api/moderation/members/${userId}/boards/${boardOf(board).id}/ban`, body);
  const liftFrom = (client: TestClient, userId: string, board: string) =>
    client.api('DELETE', `/api/moderation/members/${userId}/boards/${boardOf(board).id}/ban`);
  const comment = (client: TestClient, postId: string) =>
    client.api('POST', `/api/posts/${postId}/comments`, { content: 'Still here?', images: [] });
  const publishIn = (client: TestClient, board: string) =>
    client.api('POST', '/api/posts', validPost(boardOf(board), { title: 'Fresh thoughts' }));
  const membersAs = async (client: TestClient, query: string) =>
    (
      (await client.get(`/api/moderation/members?query=${encodeURIComponent(query)}`)).body
        .data as MemberRecord[]
    ).map((record) => record.username);
  const systemLines = async (client: TestClient) =>
    ((await client.get('/api/message/list?type=system')).body.data as Notification[]).map((line) => ({
      kind: line.kind,
      subject: line.subject,
      excerpt: line.excerpt,
    }));
  const staffLog = async (client: TestClient) =>
    (await client.get('/api/moderation/log')).body.data as StaffLogEntry[];

  beforeAll(async () => {
    // Made for the suite under names of its own, which the members search and the staff log show.
    boardModerator = await (
      await site.member({ username: 'nova_moderator', moderates: ['Nova 12 Series'] })
    ).client();
    otherModerator = await (
      await site.member({ username: 'buds_moderator', moderates: ['Nova Buds'] })
    ).client();
    moderator = await site.signedIn('moderator');
    const writer = await site.member({ username: 'board_writer' });
    member = await writer.client();
    memberId = writer.id;
    boardOf = await demoBoards(moderator);
    novaPostId = (await publish(moderator, validPost(boardOf('Nova 12'), { title: 'Weekly questions' }))).id;
    budsPostId = (await publish(moderator, validPost(boardOf('Nova Buds'), { title: 'Buds questions' }))).id;
    // The member has written in the board moderator's boards; ليلى never has.
    expect((await comment(member, novaPostId)).statusCode).toBe(200);
    ownNovaPostId = (await publish(member, validPost(boardOf('Nova 12'), { title: 'My own question' }))).id;
  });

  it("refuses a board's moderator a community-wide ban; a moderator of every board and an admin may give one", async () => {
    const body = { reason: 'Spam', until: unixSeconds(clock.now()) + day };
    const refused = await boardModerator.api('PUT', `/api/moderation/members/${memberId}/ban`, body);
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await boardModerator.api('DELETE', `/api/moderation/members/${memberId}/ban`)).body.code).toBe(
      'FORBIDDEN',
    );
    expect((await comment(member, budsPostId)).statusCode).toBe(200);
    const profile = (await boardModerator.get(`/api/user/${memberId}`)).body.data as { canBan: boolean };
    expect(profile.canBan).toBe(false);
    // The console learns where the moderator may ban from: their boards; every board's staff, all.
    const myBoards = async (client: TestClient) =>
      ((await client.get('/api/account/profile')).body.data as My).moderatedBoardIds;
    expect(await myBoards(boardModerator)).toEqual([boardOf('Nova 12 Series').id]);
    expect(await myBoards(moderator)).toEqual([]);
    // The happy case beside it: a moderator of every board bans and lifts community-wide.
    expect((await moderator.api('PUT', `/api/moderation/members/${memberId}/ban`, body)).statusCode).toBe(
      200,
    );
    expect((await moderator.api('DELETE', `/api/moderation/members/${memberId}/ban`)).statusCode).toBe(200);
  });

  it('bans from a board and its sub boards only: the member reads there but writes nothing, and writes elsewhere', async () => {
    const until = unixSeconds(clock.now()) + 3 * day;
    const answer = await banFrom(boardModerator, memberId, 'Nova 12 Series', {
      reason: ' Flame wars ',
      until,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({
      userId: memberId,
      boardId: boardOf('Nova 12 Series').id,
      reason: 'Flame wars',
      until,
    });

    // Nova 12 is a sub board of Nova 12 Series: the ban holds there too.
    expect((await member.get(`/api/posts/${novaPostId}`)).statusCode).toBe(200);
    const refused = await comment(member, novaPostId);
    expect([refused.statusCode, refused.body.code, refused.body.message]).toEqual([
      403,
      'BANNED_FROM_BOARD',
      'You are banned from writing in this board until 2026-11-28 12:00 UTC (you can still read it)',
    ]);
    expect((await publishIn(member, 'Nova 12')).body.code).toBe('BANNED_FROM_BOARD');
    expect((await member.api('PUT', `/api/posts/${novaPostId}/like`)).body.code).toBe('BANNED_FROM_BOARD');
    // Favouriting (private) and reporting stay open.
    expect((await member.api('PUT', `/api/posts/${novaPostId}/favourite`)).statusCode).toBe(200);
    // The post's page says so before the member tries: no edit of their own post, the ban's end.
    const own = (await member.get(`/api/posts/${ownNovaPostId}`)).body.data as PostDetail;
    expect([own.canEdit, own.editBlockedReason, own.boardBan]).toEqual([false, 'board_ban', { until }]);
    expect(
      (await member.api('PUT', `/api/posts/${ownNovaPostId}`, validPost(boardOf('Nova 12')))).body.code,
    ).toBe('BANNED_FROM_BOARD');
    expect(((await member.get(`/api/posts/${novaPostId}`)).body.data as PostDetail).boardBan).toEqual({
      until,
    });
    expect(((await member.get(`/api/posts/${budsPostId}`)).body.data as PostDetail).boardBan).toBeNull();
    expect(((await moderator.get(`/api/posts/${novaPostId}`)).body.data as PostDetail).boardBan).toBeNull();

    // The member is told where and why, named in their language.
    expect((await systemLines(member))[0]).toEqual({
      kind: 'bannedFromBoard',
      subject: 'Nova 12 Series',
      excerpt: 'Flame wars',
    });

    // Elsewhere the member is untouched.
    expect((await comment(member, budsPostId)).statusCode).toBe(200);
    expect((await publishIn(member, 'Nova Buds')).statusCode).toBe(200);
    expect(((await member.get('/api/account/profile')).body.data as { isBlocked: boolean }).isBlocked).toBe(
      false,
    );
  });

  it('refuses a moderator of another board, staff as targets, ends in the past and unknown boards', async () => {
    const until = unixSeconds(clock.now()) + day;
    const elsewhere = await banFrom(otherModerator, memberId, 'Nova 12', { reason: 'No', until });
    expect([elsewhere.statusCode, elsewhere.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await liftFrom(otherModerator, memberId, 'Nova 12 Series')).body.code).toBe('FORBIDDEN');
    const fan = await site.signedIn('fan');
    expect((await banFrom(fan, memberId, 'Nova 12', { reason: 'No', until })).body.code).toBe('FORBIDDEN');
    const staffId = await userIdOf(site.app, 'moderator');
    expect((await banFrom(boardModerator, staffId, 'Nova 12', { reason: 'No', until })).body.code).toBe(
      'CANNOT_BAN_STAFF',
    );
    const past = await banFrom(boardModerator, memberId, 'Nova 12', {
      reason: 'Late',
      until: until - 2 * day,
    });
    expect([past.statusCode, past.body.code]).toEqual([400, 'BAN_END_PASSED']);
    const ghost = await boardModerator.api('PUT', `/api/moderation/members/${memberId}/boards/999999/ban`, {
      reason: 'Ghost',
      until,
    });
    expect(ghost.body.code).toBe('BOARD_NOT_FOUND');
    // The moderator of every board and admins ban from any board.
    expect((await banFrom(moderator, memberId, 'Nova Buds', { reason: 'Spam', until })).statusCode).toBe(200);
    expect((await comment(member, budsPostId)).body.code).toBe('BANNED_FROM_BOARD');
    expect((await liftFrom(moderator, memberId, 'Nova Buds')).body.data).toEqual({
      userId: memberId,
      boardId: boardOf('Nova Buds').id,
      banned: false,
    });
    expect((await comment(member, budsPostId)).statusCode).toBe(200);
  });

  it("shows a board's moderator the members of their boards and the staff log lines about them only", async () => {
    expect(await membersAs(boardModerator, 'board_wr')).toEqual(['board_writer']);
    expect(await membersAs(boardModerator, 'ليلى')).toEqual([]);
    expect(await membersAs(boardModerator, 'admin')).toEqual([]);
    expect(await membersAs(moderator, 'ليلى')).toEqual(['ليلى']);
    const [record] = (await boardModerator.get('/api/moderation/members?query=board_writer')).body
      .data as MemberRecord[];
    expect(record!.boardBans).toEqual([
      {
        boardId: boardOf('Nova 12 Series').id,
        boardName: 'Nova 12 Series',
        reason: 'Flame wars',
        until: unixSeconds(clock.now()) + 3 * day,
      },
    ]);

    const actions = (await staffLog(boardModerator)).map((line) => line.action);
    expect(actions).toEqual(['member.bannedFromBoard']);
    const everything = (await staffLog(moderator)).map((line) => line.action);
    expect(everything).toEqual([
      'member.boardBanLifted',
      'member.bannedFromBoard',
      'member.bannedFromBoard',
      'member.banLifted',
      'member.banned',
    ]);
    expect((await staffLog(otherModerator)).map((line) => line.action)).toEqual([
      'member.boardBanLifted',
      'member.bannedFromBoard',
    ]);
  });

  it("makes a board's moderator's ban on a report a ban from their board, never community-wide", async () => {
    const writer = await site.signedIn('lukas_de');
    const writerId = await userIdOf(site.app, 'lukas_de');
    const spam = await publish(writer, validPost(boardOf('Nova 12'), { title: 'Cheap coins here' }));
    expect(
      (await member.api('POST', '/api/reports', { targetKind: 'post', targetId: spam.id, reasons: ['spam'] }))
        .statusCode,
    ).toBe(200);
    const queue = (await boardModerator.get('/api/moderation/reports')).body.data as {
      id: string;
      target: { kind: string; id: string };
    }[];
    const group = queue.find((line) => line.target.kind === 'post' && line.target.id === spam.id)!;
    const decided = await boardModerator.api('PUT', `/api/moderation/reports/${group.id}`, {
      decision: 'ban',
      reason: 'Spam',
      until: null,
    });
    expect(decided.statusCode).toBe(200);
    expect((await publishIn(writer, 'Nova 12 Pro')).body.code).toBe('BANNED_FROM_BOARD_FOR_GOOD');
    expect((await comment(writer, budsPostId)).statusCode).toBe(200);
    const [line] = await staffLog(boardModerator);
    expect(line).toMatchObject({ action: 'member.bannedFromBoard', target: { id: writerId } });
    expect((await liftFrom(boardModerator, writerId, 'Nova 12 Series')).statusCode).toBe(200);
  });

  it('ends a board ban by itself; a ban for good says so until lifted, and lifting is logged', async () => {
    clock.advanceSeconds(3 * day + 1);
    expect((await comment(member, novaPostId)).statusCode).toBe(200);
    expect(
      (await banFrom(boardModerator, memberId, 'Nova 12', { reason: 'Again', until: null })).statusCode,
    ).toBe(200);
    const refused = await comment(member, novaPostId);
    expect([refused.body.code, refused.body.message]).toEqual([
      'BANNED_FROM_BOARD_FOR_GOOD',
      'You are banned from writing in this board (you can still read it)',
    ]);
    // A ban from the sub board leaves its main board open.
    expect((await publishIn(member, 'Nova 12 Series')).statusCode).toBe(200);
    expect((await liftFrom(boardModerator, memberId, 'Nova 12')).statusCode).toBe(200);
    expect((await comment(member, novaPostId)).statusCode).toBe(200);
    expect((await systemLines(member))[0]).toMatchObject({ kind: 'boardBanLifted', subject: 'Nova 12' });
    const [line] = await staffLog(boardModerator);
    expect(line).toMatchObject({
      action: 'member.boardBanLifted',
      actor: { username: 'nova_moderator' },
      before: { banned: true, until: null, reason: 'Again' },
      after: { banned: false },
    });
  });
  it('ends the board bans of a member made staff, logged against each board, and lets a ban be lifted whatever the role', async () => {
    const admin = await site.signedIn('admin');
    const writerId = await userIdOf(site.app, 'maria_lens');
    const until = unixSeconds(clock.now()) + day;
    expect((await banFrom(boardModerator, writerId, 'Nova 12', { reason: 'Flame', until })).statusCode).toBe(
      200,
    );
    const made = await admin.api('PUT', `/api/admin/members/${writerId}/role`, {
      role: 'moderator',
      boardIds: [boardOf('Nova Buds').id],
    });
    expect(made.statusCode).toBe(200);
    expect((made.body.data as MemberRecord).boardBans).toEqual([]);
    const newModerator = await site.signedIn('maria_lens');
    expect((await comment(newModerator, novaPostId)).statusCode).toBe(200);
    const [line] = await staffLog(boardModerator);
    expect(line).toMatchObject({
      action: 'member.boardBanLifted',
      actor: { username: 'admin' },
      target: { id: writerId },
      before: { banned: true, until, reason: 'Flame' },
      after: { banned: false },
    });
    // Lifting a ban from staff is never refused as banning staff: it changes nothing, and says so.
    const lifted = await liftFrom(boardModerator, writerId, 'Nova 12');
    expect([lifted.statusCode, lifted.body.data]).toEqual([
      200,
      { userId: writerId, boardId: boardOf('Nova 12').id, banned: false },
    ]);
    // Giving one is still refused.
    expect((await banFrom(boardModerator, writerId, 'Nova 12', { reason: 'No', until })).body.code).toBe(
      'CANNOT_BAN_STAFF',
    );
  });
  it('refuses joining an event in a board the member is banned from, and entering an older post there', async () => {
    const admin = await site.signedIn('admin');
    const now = unixSeconds(clock.now());
    const event = await admin.api('POST', '/api/admin/events', {
      title: { en: 'Nova stories' },
      rules: { en: 'One story per member.' },
      boardId: boardOf('Nova 12 Series').id,
      startsAt: now + 60,
      entriesEndAt: now + 10 * day,
      announceAt: now + 11 * day,
      prizes: [],
    });
    expect(event.body).toMatchObject({ status: 'success' });
    const eventId = (event.body.data as { id: string }).id;
    const join = (client: TestClient) =>
      client.api('POST', `/api/events/${eventId}/participants`, { privacyAccepted: true });
    expect((await join(member)).statusCode).toBe(200);
    clock.advanceSeconds(120);
    // Written before the ban, entered after it.
    const older = await publish(member, validPost(boardOf('Nova 12 Series'), { title: 'My Nova story' }));
    const until = unixSeconds(clock.now()) + day;
    expect(
      (await banFrom(boardModerator, memberId, 'Nova 12 Series', { reason: 'Spam', until })).statusCode,
    ).toBe(200);
    const entered = await member.api('POST', `/api/events/${eventId}/entries`, { postId: older.id });
    expect([entered.statusCode, entered.body.code]).toEqual([403, 'BANNED_FROM_BOARD']);
    const bannedWriter = await site.signedIn('lukas_de');
    const writerId = await userIdOf(site.app, 'lukas_de');
    await banFrom(boardModerator, writerId, 'Nova 12 Series', { reason: 'Spam', until: null });
    const joined = await join(bannedWriter);
    expect([joined.statusCode, joined.body.code]).toEqual([403, 'BANNED_FROM_BOARD_FOR_GOOD']);
    // Lifted, the same member enters the same post.
    expect((await liftFrom(boardModerator, memberId, 'Nova 12 Series')).statusCode).toBe(200);
    expect(
      (await member.api('POST', `/api/events/${eventId}/entries`, { postId: older.id })).statusCode,
    ).toBe(200);
  });
});
