import type { CoinEntry, GrowthEntry, MissionView, Page, RewardSummary } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { demoBoards, userIdOf, validPost } from '../../../test/forum.ts';
import { rewardsAppOptions } from '../../../test/rewards.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock, unixSeconds } from '../../platform/clock.ts';
import { payReward } from './gamification.queries.ts';

describe("a member's rewards: standing, Coins ledger and growth value history", () => {
  const clock = manualClock(new Date('2026-11-20T06:30:00Z'));
  const site = useTestApp(rewardsAppOptions(clock));

  const summaryOf = async (client: TestClient) =>
    (await client.get('/api/account/rewards')).body.data as RewardSummary;
  const listOf = async <T>(client: TestClient, url: string) => {
    const answer = await client.get(url);
    expect(answer.statusCode).toBe(200);
    return { entries: answer.body.data as T[], page: (answer.body as unknown as { page: Page }).page };
  };
  const claim = async (client: TestClient, titles: string[]) => {
    const missions = (await client.get('/api/mission/my-missions')).body.data as MissionView[];
    for (const title of titles) {
      const mission = missions.find((candidate) => candidate.title === title)!;
      expect((await client.api('POST', '/api/mission/award', { id: mission.id })).statusCode).toBe(200);
    }
  };

  it('needs a login', async () => {
    const visitor = site.visitor();
    for (const url of ['/api/account/rewards', '/api/account/points', '/api/account/scores']) {
      const answer = await visitor.get(url);
      expect(answer.statusCode).toBe(401);
      expect(answer.body.code).toBe('LOGIN_REQUIRED');
    }
  });

  it('starts a member at level 1 with nothing, and counts what their missions paid, in their language', async () => {
    const member = await site.signedIn('sofia-es');
    expect(await summaryOf(member)).toEqual({
      level: 1,
      growthValue: 0,
      nextLevelGrowthValue: 50,
      coinBalance: 0,
      nextExpiry: null,
      makeUpCards: 0,
      medalCount: 0,
    });
    expect(await listOf(member, '/api/account/points')).toEqual({
      entries: [],
      page: { cursor: null, hasMore: false },
    });

    // Today's visit (the login), the day's post and the first post, claimed in that order.
    await member.api('POST', '/api/posts', validPost((await demoBoards(member))('Nova 12')));
    await claim(member, ['Visit the community today', 'Publish a post today', 'Publish your first post']);
    const paidAt = unixSeconds(clock.now());
    expect(await summaryOf(member)).toEqual({
      level: 1,
      growthValue: 31,
      nextLevelGrowthValue: 50,
      coinBalance: 31,
      // The three grants expire at the same second; the first claimed goes first.
      nextExpiry: { amount: 1, expiresAt: unixSeconds(new Date('2028-11-20T06:30:00Z')) },
      makeUpCards: 0,
      medalCount: 1,
    });
    const points = await listOf<CoinEntry>(member, '/api/account/points');
    expect(points.entries.map((line) => [line.amount, line.reason, line.title, line.expired])).toEqual([
      [20, 'mission', 'Publish your first post', false],
      [10, 'mission', 'Publish a post today', false],
      [1, 'mission', 'Visit the community today', false],
    ]);
    expect(points.entries.every((line) => line.earnedAt === paidAt)).toBe(true);
    expect(points.page).toEqual({ cursor: null, hasMore: false });
    const scores = await listOf<GrowthEntry>(member, '/api/account/scores');
    expect(scores.entries.map((entry) => [entry.amount, entry.reason, entry.title, entry.createdAt])).toEqual(
      [
        [20, 'mission', 'Publish your first post', paidAt],
        [10, 'mission', 'Publish a post today', paidAt],
        [1, 'mission', 'Visit the community today', paidAt],
      ],
    );

    member.jar.store('fz_locale=ru; Path=/');
    expect((await listOf<CoinEntry>(member, '/api/account/points')).entries[0]!.title).toBe(
      'Опубликуйте первый пост',
    );
    expect((await listOf<GrowthEntry>(member, '/api/account/scores')).entries[2]!.title).toBe(
      'Зайдите в сообщество сегодня',
    );

    // Nobody else's lines.
    const other = await site.signedIn('rahim_bd');
    expect((await listOf(other, '/api/account/points')).entries).toEqual([]);
    expect((await listOf(other, '/api/account/scores')).entries).toEqual([]);
  });

  it('shows the operator note and no next level at the top', async () => {
    const admin = await site.signedIn('admin');
    const granted = await admin.api('POST', '/api/admin/rewards', {
      userId: await userIdOf(site.app, 'maria_lens'),
      coins: 15,
      growthValue: 45_000,
      note: 'Photo contest winner',
    });
    expect(granted.body.data).toEqual({ coinBalance: 15, growthValue: 45_000, level: 10 });
    const member = await site.signedIn('maria_lens');
    expect(await summaryOf(member)).toMatchObject({
      level: 10,
      growthValue: 45_000,
      nextLevelGrowthValue: null,
    });
    expect((await listOf<CoinEntry>(member, '/api/account/points')).entries[0]).toMatchObject({
      amount: 15,
      reason: 'operator',
      title: 'Photo contest winner',
    });
    expect((await listOf<GrowthEntry>(member, '/api/account/scores')).entries[0]).toMatchObject({
      amount: 45_000,
      reason: 'operator',
      title: 'Photo contest winner',
    });
  });

  it('pages the ledger newest first with an opaque cursor, and refuses a forged one', async () => {
    const member = await site.signedIn('budi_gamer');
    const userId = BigInt(await userIdOf(site.app, 'budi_gamer'));
    const lines = limits.lists.pageSize + 5;
    for (let index = 0; index < lines; index += 1)
      await payReward(
        site.app.deps.db,
        userId,
        { growth: 1, coins: 1, cards: 0, missionId: null, levelThresholds: [0], note: `grant ${index}` },
        clock.now(),
      );
    for (const url of ['/api/account/points', '/api/account/scores']) {
      const first = await listOf<{ id: string; title: string }>(member, url);
      expect(first.entries).toHaveLength(limits.lists.pageSize);
      expect(first.page.hasMore).toBe(true);
      expect(first.entries[0]!.title).toBe(`grant ${lines - 1}`);
      const second = await listOf<{ id: string; title: string }>(
        member,
        `${url}?cursor=${encodeURIComponent(first.page.cursor!)}`,
      );
      expect(second.page).toEqual({ cursor: null, hasMore: false });
      const ids = [...first.entries, ...second.entries].map((line) => BigInt(line.id));
      expect(ids).toHaveLength(lines);
      expect(ids.every((id, index) => index === 0 || id < ids[index - 1]!)).toBe(true);

      const forged = await member.get(
        `${url}?cursor=${Buffer.from('["1; DROP TABLE users"]').toString('base64url')}`,
      );
      expect(forged.statusCode).toBe(400);
      expect(forged.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'query.cursor': 'invalid' } });
      expect((await member.get(`${url}?cursor=${'x'.repeat(101)}`)).statusCode).toBe(400);
    }
  });
});
