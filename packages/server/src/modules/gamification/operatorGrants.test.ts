import type { MedalView, RewardSummary } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../../test/forum.ts';
import { coinBooks, operatorModeratorAndMember, rewardsAppOptions } from '../../../test/rewards.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock, unixSeconds } from '../../platform/clock.ts';

describe("operators' grants of rewards and medals", () => {
  const clock = manualClock(new Date('2026-11-20T06:30:00Z'));
  const site = useTestApp(rewardsAppOptions(clock));
  let admin: TestClient;
  let moderator: TestClient;
  let member: TestClient;
  beforeAll(async () => {
    [admin, moderator, member] = await operatorModeratorAndMember(site.app);
  });

  const medalIdByName = async (name: string) =>
    ((await site.visitor().get('/api/medals')).body.data as MedalView[]).find((medal) => medal.name === name)!
      .id;
  const validGrant = async () => ({
    userId: await userIdOf(site.app, 'arjun.tech'),
    coins: 40,
    growthValue: 60,
    note: 'Nova 12 launch event',
  });

  it('lets only admins grant: visitors sign in first, members and moderators are refused', async () => {
    const grant = await validGrant();
    const medalId = await medalIdByName('Event winner');
    const calls = [
      ['POST', '/api/admin/rewards', grant],
      ['POST', `/api/admin/medals/${medalId}/grant`, { userId: grant.userId }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await site.visitor().api(method, url, body)).statusCode).toBe(401);
      for (const refused of [member, moderator]) {
        const answer = await refused.api(method, url, body);
        expect(answer.statusCode).toBe(403);
        expect(answer.body.code).toBe('FORBIDDEN');
      }
    }
    expect(await coinBooks(site.app, 'arjun.tech')).toEqual({ balance: 0, ledger: 0, expiryLines: 0 });
  });

  it('pays Coins and growth value with the note, raising the level, and nothing to anyone else', async () => {
    const grant = await validGrant();
    const answer = await admin.api('POST', '/api/admin/rewards', grant);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({ coinBalance: 40, growthValue: 60, level: 2 });
    const arjun = await site.signedIn('arjun.tech');
    expect((await arjun.get('/api/account/rewards')).body.data as RewardSummary).toMatchObject({
      level: 2,
      growthValue: 60,
      nextLevelGrowthValue: 150,
      coinBalance: 40,
      nextExpiry: { amount: 40, expiresAt: unixSeconds(new Date('2028-11-20T06:30:00Z')) },
    });
    expect(await coinBooks(site.app, 'arjun.tech')).toEqual({ balance: 40, ledger: 40, expiryLines: 0 });
    expect(await coinBooks(site.app, 'admin')).toEqual({ balance: 0, ledger: 0, expiryLines: 0 });

    // Growth value alone is a grant too.
    const growthOnly = await admin.api('POST', '/api/admin/rewards', { ...grant, coins: 0, growthValue: 5 });
    expect(growthOnly.body.data).toEqual({ coinBalance: 40, growthValue: 65, level: 2 });
  });

  it('dates Coins back, never forward and never past their two years', async () => {
    const grant = await validGrant();
    const now = unixSeconds(clock.now());
    const twoYearsAgo = unixSeconds(new Date('2024-11-20T06:30:00Z'));
    for (const [earnedAt, field] of [
      [now + 1, 'must not be in the future'],
      [twoYearsAgo, 'Coins earned then have expired already'],
    ] as const) {
      const refused = await admin.api('POST', '/api/admin/rewards', { ...grant, earnedAt });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'body.earnedAt': field } });
    }
    const lastSecond = await admin.api('POST', '/api/admin/rewards', {
      ...grant,
      coins: 2,
      earnedAt: twoYearsAgo + 1,
    });
    expect(lastSecond.statusCode).toBe(200);
    clock.advanceSeconds(1);
    expect(await site.app.jobs.expireCoins.runNow()).toBe(true);
    expect(await coinBooks(site.app, 'arjun.tech')).toMatchObject({ balance: 40, expiryLines: 1 });
  });

  it('refuses bad grants', async () => {
    const grant = await validGrant();
    const bad: [unknown, number, string][] = [
      [{ ...grant, coins: 0, growthValue: 0 }, 400, 'VALIDATION_FAILED'],
      [{ ...grant, coins: -5 }, 400, 'VALIDATION_FAILED'],
      [{ ...grant, coins: 1.5 }, 400, 'VALIDATION_FAILED'],
      [{ ...grant, note: '   ' }, 400, 'VALIDATION_FAILED'],
      [{ ...grant, userId: [grant.userId] }, 400, 'VALIDATION_FAILED'],
      [{ ...grant, userId: 'arjun' }, 400, 'VALIDATION_FAILED'],
      [{ ...grant, earnedAt: -1 }, 400, 'VALIDATION_FAILED'],
      [{ ...grant, userId: '999999999' }, 404, 'USER_NOT_FOUND'],
    ];
    for (const [body, status, code] of bad) {
      const answer = await admin.api('POST', '/api/admin/rewards', body);
      expect([answer.statusCode, answer.body.code]).toEqual([status, code]);
    }
    expect((await admin.api('POST', '/api/admin/rewards', grant, { csrf: false })).statusCode).toBe(403);
  });

  it('awards a medal once, counting its holders, however many grants race', async () => {
    const medalId = await medalIdByName('Event winner');
    const holder = await site.member();
    const userId = holder.id;
    const first = await admin.api('POST', `/api/admin/medals/${medalId}/grant`, { userId });
    expect(first.body.data).toEqual({ awarded: true, holderCount: 1 });
    const again = await admin.api('POST', `/api/admin/medals/${medalId}/grant`, { userId });
    expect(again.body.data).toEqual({ awarded: false, holderCount: 1 });

    const otherId = (await site.member()).id;
    const racing = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.api('POST', `/api/admin/medals/${medalId}/grant`, { userId: otherId }),
      ),
    );
    expect(racing.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(racing.filter((answer) => (answer.body.data as { awarded: boolean }).awarded)).toHaveLength(1);
    expect((await admin.api('POST', `/api/admin/medals/${medalId}/grant`, { userId })).body.data).toEqual({
      awarded: false,
      holderCount: 2,
    });
    const held = ((await (await holder.client()).get('/api/medals')).body.data as MedalView[]).find(
      (medal) => medal.id === medalId,
    );
    expect(held).toMatchObject({
      holderCount: 2,
      held: { awardedBy: 'operator', awardedAt: unixSeconds(clock.now()) },
    });

    expect((await admin.api('POST', '/api/admin/medals/999999/grant', { userId })).body.code).toBe(
      'MEDAL_NOT_FOUND',
    );
    expect(
      (await admin.api('POST', `/api/admin/medals/${medalId}/grant`, { userId: '999999999' })).body.code,
    ).toBe('USER_NOT_FOUND');
    expect((await admin.api('POST', '/api/admin/medals/first/grant', { userId })).statusCode).toBe(400);
  });

  it("limits an operator's grants a minute", async () => {
    const medalId = await medalIdByName('Event winner');
    const { id: userId } = await site.member();
    const answers = [];
    for (let call = 0; call < 31; call += 1)
      answers.push((await admin.api('POST', `/api/admin/medals/${medalId}/grant`, { userId })).statusCode);
    expect(answers).toContain(429);
  });
});
