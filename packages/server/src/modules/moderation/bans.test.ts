import type { My, Notification, StaffLogEntry } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../test/factories.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock, unixSeconds } from '../../platform/clock.ts';

const clock = manualClock(new Date('2026-11-25T12:00:00Z'));
const day = 24 * 3600;

describe(`bans and the staff log (${testDatabase})`, () => {
  // The demo community for its boards; the staff and the member are made for the suite.
  const site = useTestApp({ region: 'global', demoData: true, clock });
  const signedIn = async (role: 'member' | 'admin') => (await site.member({ role })).client();
  let moderator: TestClient;
  let moderatorName: string;
  let member: TestClient;
  let memberId: string;
  let memberName: string;
  let postId: string;

  const profileOf = async (client: TestClient) => (await client.get('/api/account/profile')).body.data as My;
  const comment = (client: TestClient) =>
    client.api('POST', `/api/posts/${postId}/comments`, { content: 'Still here?', images: [] });
  const ban = (client: TestClient, userId: string, body: unknown) =>
    client.api('PUT', `/api/moderation/members/${userId}/ban`, body);
  const systemLines = async (client: TestClient) =>
    ((await client.get('/api/message/list?type=system')).body.data as Notification[]).map((line) => ({
      kind: line.kind,
      subject: line.subject,
    }));
  const staffLog = async (client: TestClient, query = '') =>
    (await client.get(`/api/moderation/log${query}`)).body.data as StaffLogEntry[];

  beforeAll(async () => {
    const moderatorMember = await site.member({ role: 'moderator' });
    moderatorName = moderatorMember.username;
    moderator = await moderatorMember.client();
    const banned = await site.member();
    member = await banned.client();
    memberId = banned.id;
    memberName = banned.username;
    postId = (await createPost(moderator, { title: 'Weekly questions' })).id;
  });

  it('bans a member until a date: they still read, every write is refused, and they are told why', async () => {
    // The member's session is open and cached before the ban.
    expect((await profileOf(member)).isBlocked).toBe(false);
    const until = unixSeconds(clock.now()) + 3 * day;
    const answer = await ban(moderator, memberId, { reason: '  Spam links in three boards ', until });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({ userId: memberId, reason: 'Spam links in three boards', until });

    expect((await profileOf(member)).isBlocked).toBe(true);
    expect((await member.get(`/api/posts/${postId}`)).statusCode).toBe(200);
    const refused = await comment(member);
    expect([refused.statusCode, refused.body.code, refused.body.message]).toEqual([
      403,
      'USER_BANNED',
      'Sorry, you have been banned. You cannot perform any action at this moment.',
    ]);
    expect((await member.api('PUT', `/api/posts/${postId}/like`)).body.code).toBe('USER_BANNED');
    expect((await systemLines(member))[0]).toEqual({
      kind: 'memberBanned',
      subject: 'Spam links in three boards',
    });

    // Staff see the ban on the profile and may lift it; members see neither.
    const profileAs = async (client: TestClient, id = memberId) =>
      (await client.get(`/api/user/${id}`)).body.data as { canBan: boolean; ban: unknown };
    expect(await profileAs(moderator)).toMatchObject({
      canBan: true,
      ban: { reason: 'Spam links in three boards', until },
    });
    expect(await profileAs(await signedIn('member'))).toMatchObject({ canBan: false, ban: null });
    expect((await profileAs(moderator, (await site.member({ role: 'admin' })).id)).canBan).toBe(false);

    const [entry] = await staffLog(moderator);
    expect(entry).toMatchObject({
      actor: { username: moderatorName },
      action: 'member.banned',
      target: { kind: 'member', id: memberId, label: memberName },
      before: { banned: false },
      after: { banned: true, until, reason: 'Spam links in three boards' },
      reason: 'Spam links in three boards',
      createdAt: unixSeconds(clock.now()),
    });
  });

  it('ends a ban by itself at its end, with nobody lifting it', async () => {
    clock.advanceSeconds(3 * day - 60);
    expect((await comment(member)).body.code).toBe('USER_BANNED');
    clock.advanceSeconds(61);
    expect((await comment(member)).statusCode).toBe(200);
    expect((await profileOf(member)).isBlocked).toBe(false);
  });

  it('bans for good until lifted; lifting is logged and the member is told', async () => {
    const adminMember = await site.member({ role: 'admin' });
    const admin = await adminMember.client();
    expect((await ban(admin, memberId, { reason: 'Harassment', until: null })).body.data).toMatchObject({
      until: null,
    });
    clock.advanceSeconds(20 * day);
    expect((await comment(member)).body.code).toBe('USER_BANNED');
    const lifted = await moderator.api('DELETE', `/api/moderation/members/${memberId}/ban`);
    expect(lifted.body.data).toEqual({ userId: memberId, banned: false });
    expect((await comment(member)).statusCode).toBe(200);
    expect((await systemLines(member))[0]!.kind).toBe('banLifted');
    // Lifting again changes nothing and writes no second line.
    await moderator.api('DELETE', `/api/moderation/members/${memberId}/ban`);
    const entries = await staffLog(moderator, `?userId=${memberId}`);
    expect(entries.map((line) => [line.action, line.actor?.username])).toEqual([
      ['member.banLifted', moderatorName],
      ['member.banned', adminMember.username],
      ['member.banned', moderatorName],
    ]);
    expect(entries[0]!.before).toEqual({ banned: true, until: null, reason: 'Harassment' });
  });

  it('refuses members, staff as targets, ends in the past, unknown members and empty reasons', async () => {
    const until = unixSeconds(clock.now()) + day;
    const fan = await signedIn('member');
    expect((await ban(fan, memberId, { reason: 'No', until })).body.code).toBe('FORBIDDEN');
    expect((await fan.get('/api/moderation/log')).body.code).toBe('FORBIDDEN');
    const adminId = (await site.member({ role: 'admin' })).id;
    expect((await ban(moderator, adminId, { reason: 'No', until })).body.code).toBe('CANNOT_BAN_STAFF');
    const past = await ban(moderator, memberId, { reason: 'Late', until: unixSeconds(clock.now()) - 1 });
    expect([past.statusCode, past.body.code]).toEqual([400, 'BAN_END_PASSED']);
    expect((await ban(moderator, '999999', { reason: 'Ghost', until })).body.code).toBe('USER_NOT_FOUND');
    const blank = await ban(moderator, memberId, { reason: '   ', until });
    expect([blank.statusCode, blank.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await profileOf(member)).isBlocked).toBe(false);
  });

  it('keeps the staff log as written: the database refuses changes and deletions', async () => {
    const attempt = (statement: string) =>
      site.app.deps.database.withConnection((connection) => connection.query(statement));
    await expect(attempt(`UPDATE staff_log SET reason = 'nothing happened'`)).rejects.toThrow(
      /staff log cannot be changed/,
    );
    await expect(attempt('DELETE FROM staff_log')).rejects.toThrow(/staff log cannot be changed/);
    expect((await staffLog(moderator)).length).toBeGreaterThanOrEqual(3);
  });
});
