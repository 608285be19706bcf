import type {
  CertificationApplication,
  MyCertification,
  Notification,
  PublicProfile,
} from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { setBanned } from '../../../test/forum.ts';
import { expectOperatorsOnly } from '../../../test/rewards.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock, unixSeconds } from '../../platform/clock.ts';

describe(`the Friends Club certification (${testDatabase})`, () => {
  const clock = manualClock(new Date('2026-11-25T09:00:00Z'));
  const site = useTestApp({ region: 'global', clock, env: { TRUST_PROXY: '1' } });
  const signedIn = async (role: 'member' | 'moderator' | 'admin' = 'member') =>
    (await site.member({ role })).client();
  let admin: TestClient;
  /** The brand's app announces itself in its user agent (spec §2: certification is app only). */
  const inApp = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) FanzoneCommunity/3.2.0' };
  const valid = {
    realName: 'Maria Lens',
    phoneModel: 'Nova 12 Pro',
    channelUrl: 'https://video.example/@maria_lens',
    motivation:
      'I review every camera update of the brand for 40,000 followers and want to do it with the team.',
  };
  const apply = (client: TestClient, body: object = valid, headers: Record<string, string> = inApp) =>
    client.api('POST', '/api/certification/application', body, { headers });
  const mine = async (client: TestClient, headers: Record<string, string> = inApp) =>
    (await client.api('GET', '/api/certification/application', undefined, { headers })).body
      .data as MyCertification;
  const decide = (client: TestClient, id: string, body: object) =>
    client.api('PUT', `/api/admin/certification/applications/${id}`, body);

  beforeAll(async () => {
    admin = await signedIn('admin');
  });

  it('takes an application in the app, Pending until an operator approves it; then the profile shows the badge', async () => {
    const applicant = await site.member();
    const member = await applicant.client();
    const memberId = applicant.id;
    expect(await mine(member)).toEqual({ available: true, application: null });
    const profileOf = async () =>
      ((await site.visitor().get(`/api/user/${memberId}`)).body.data as PublicProfile).friendsClub;
    expect(await profileOf()).toBe(false);

    const sent = (await apply(member)).body.data as CertificationApplication;
    expect(sent).toMatchObject({
      status: 'pending',
      realName: 'Maria Lens',
      reason: null,
      createdAt: unixSeconds(clock.now()),
      decidedAt: null,
    });
    expect((await apply(member)).body.code).toBe('CERTIFICATION_PENDING');
    expect((await mine(member)).application).toMatchObject({ id: sent.id, status: 'pending' });
    expect(await profileOf()).toBe(false);

    const waiting = (await admin.get('/api/admin/certification/applications')).body
      .data as (CertificationApplication & {
      applicant: { username: string };
    })[];
    expect(waiting.find((item) => item.id === sent.id)).toMatchObject({
      applicant: { username: applicant.username },
    });

    clock.advanceSeconds(3600);
    const approved = (await decide(admin, sent.id, { decision: 'approve' })).body
      .data as CertificationApplication;
    expect(approved).toMatchObject({ status: 'approved', decidedAt: unixSeconds(clock.now()) });
    expect((await mine(member)).application).toMatchObject({ id: sent.id, status: 'approved' });
    expect(await profileOf()).toBe(true);
    const [line] = (await member.get('/api/message/list?type=system')).body.data as Notification[];
    expect(line).toMatchObject({ kind: 'certificationApproved' });
    expect((await apply(member)).body.code).toBe('CERTIFICATION_APPROVED');
    expect((await decide(admin, sent.id, { decision: 'approve' })).body.code).toBe('APPLICATION_DECIDED');
    const listed = (await admin.get('/api/admin/certification/applications?status=approved')).body
      .data as CertificationApplication[];
    expect(listed[0]!.id).toBe(sent.id);
  });

  it('rejects with a reason the member reads; they may apply again', async () => {
    const member = await signedIn();
    const first = (await apply(member)).body.data as CertificationApplication;
    expect((await decide(admin, first.id, { decision: 'reject' })).statusCode).toBe(400);
    const rejected = (
      await decide(admin, first.id, { decision: 'reject', reason: 'Please link a channel of your own.' })
    ).body.data as CertificationApplication;
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Please link a channel of your own.' });
    const [line] = (await member.get('/api/message/list?type=system')).body.data as Notification[];
    expect(line).toMatchObject({
      kind: 'certificationRejected',
      excerpt: 'Please link a channel of your own.',
    });
    const again = (await apply(member)).body.data as CertificationApplication;
    expect(again).toMatchObject({ status: 'pending' });
    expect((await mine(member)).application!.id).toBe(again.id);
    expect((await decide(admin, '999999', { decision: 'approve' })).body.code).toBe('APPLICATION_NOT_FOUND');
  });

  it('is in the app only until operators open it on the web', async () => {
    const member = await signedIn();
    expect((await mine(member, {})).available).toBe(false);
    const refused = await apply(member, valid, {});
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'CERTIFICATION_APP_ONLY']);
    await admin.api('PUT', '/api/admin/settings/certificationOnWeb', { value: true });
    expect((await mine(member, {})).available).toBe(true);
    expect((await apply(member, valid, {})).statusCode).toBe(200);
    await admin.api('PUT', '/api/admin/settings/certificationOnWeb', { value: false });
  });

  it('checks the details by schema and refuses visitors, banned members and non-operators deciding', async () => {
    const member = await signedIn();
    const code = async (body: object) => (await apply(member, body)).body.code;
    expect(await code({ ...valid, realName: '  ' })).toBe('VALIDATION_FAILED');
    expect(await code({ ...valid, channelUrl: 'javascript:alert(1)' })).toBe('VALIDATION_FAILED');
    expect(await code({ ...valid, motivation: 'Too short' })).toBe('VALIDATION_FAILED');
    expect(await code({ ...valid, motivation: 'x'.repeat(1001) })).toBe('VALIDATION_FAILED');
    expect((await apply(site.visitor())).body.code).toBe('LOGIN_REQUIRED');
    const bannedMember = await site.member();
    const banned = await bannedMember.client();
    await setBanned(site.app, bannedMember.username, true);
    expect((await apply(banned)).body.code).toBe('USER_BANNED');
    const moderator = await signedIn('moderator');
    await expectOperatorsOnly(
      site.app,
      [member, moderator],
      [
        ['GET', '/api/admin/certification/applications', undefined],
        ['PUT', '/api/admin/certification/applications/1', { decision: 'approve' }],
      ],
    );
  });
});
