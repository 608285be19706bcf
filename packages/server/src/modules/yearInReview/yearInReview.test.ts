import type { MedalView, YearInReview } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, setCommunitySetting, userIdOf, validPost } from '../../../test/forum.ts';
import { rewardsAppOptions, signedIn } from '../../../test/rewards.ts';
import { createTestApp, testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock } from '../../platform/clock.ts';

/**
 * The year in review on the Indian build (days in Asia/Kolkata, UTC+5:30): the demo community is
 * loaded in mid-2023, so the member's 2024 holds only what this suite does in it.
 */
describe(`the year in review (${testDatabase})`, () => {
  const clock = manualClock(new Date('2023-06-01T06:00:00Z'));
  const site = useTestApp(rewardsAppOptions(clock));
  const review = async (client: TestClient, year: number) => {
    const answer = await client.get(`/api/year-in-review/${year}`);
    return { status: answer.statusCode, code: answer.body.code, data: answer.body.data as YearInReview };
  };
  /** A fresh browser of the member on the clock's new date: the suite's months outlast a session. */
  const at = async (instant: string, username: string) => {
    clock.set(new Date(instant));
    return site.signedIn(username);
  };

  beforeAll(async () => {
    await setCommunitySetting(site.app, 'checkInOnWeb', true);
  });

  it("counts the member's posts, likes received, comments, check-in days, medals, Coins and favourite board of that year", async () => {
    const member = await at('2024-03-05T06:00:00Z', 'maria_lens');
    const fan = await site.signedIn('fan');
    const admin = await site.signedIn('admin');
    const boardOf = await demoBoards(member);
    const first = await publish(member, validPost(boardOf('Nova 12'), { title: 'Spring night shots' }));
    await publish(member, validPost(boardOf('Nova 12'), { title: 'Spring portraits' }));
    await publish(member, validPost(boardOf('Nova Buds'), { title: 'Buds on the train' }));
    await fan.api('PUT', `/api/posts/${first.id}/like`);
    await member.api('PUT', `/api/posts/${first.id}/like`);
    await member.api('POST', `/api/posts/${first.id}/comments`, {
      content: 'Thanks for reading!',
      images: [],
    });
    await member.api('POST', '/api/check-in');
    const memberId = await userIdOf(site.app, 'maria_lens');
    expect(
      (
        await admin.api('POST', '/api/admin/rewards', {
          userId: memberId,
          coins: 30,
          growthValue: 0,
          note: 'Meetup',
        })
      ).statusCode,
    ).toBe(200);
    const medal = ((await admin.get('/api/medals')).body.data as MedalView[]).find(
      (item) => item.name === 'Event winner',
    )!;
    expect(
      (await admin.api('POST', `/api/admin/medals/${medal.id}/grant`, { userId: memberId })).statusCode,
    ).toBe(200);

    const later = await at('2024-03-06T06:00:00Z', 'maria_lens');
    await later.api('POST', '/api/check-in');
    // 31 Dec 2024, 19:00 UTC is already 1 Jan 2025 in India: that post belongs to 2025.
    const newYear = await at('2024-12-31T19:00:00Z', 'maria_lens');
    await publish(newYear, validPost(boardOf('Nova Buds'), { title: 'New year, new buds' }));

    const reader = await at('2025-02-01T06:00:00Z', 'maria_lens');
    const year2024 = await review(reader, 2024);
    expect(year2024.status).toBe(200);
    expect(year2024.data).toMatchObject({
      year: 2024,
      timeZone: 'Asia/Kolkata',
      username: 'maria_lens',
      postsPublished: 3,
      // Her own like is not one received.
      likesReceived: 1,
      commentsWritten: 1,
      checkInDays: 2,
      medalsEarned: 1,
      favouriteBoard: { id: boardOf('Nova 12').id, name: 'Nova 12', postCount: 2 },
      firstPostAt: first.createdAt,
    });
    // Missions finished on the way (first post, comments) pay Coins too: at least the grant.
    expect(year2024.data.coinsEarned).toBeGreaterThanOrEqual(30);
    const year2025 = (await review(reader, 2025)).data;
    expect(year2025).toMatchObject({ postsPublished: 1, likesReceived: 0, checkInDays: 0, medalsEarned: 0 });
    expect(year2025.favouriteBoard).toMatchObject({ name: 'Nova Buds', postCount: 1 });
  });

  it('shows a year only once it has begun, to the member themselves', async () => {
    const member = await at('2025-02-01T06:00:00Z', 'maria_lens');
    const future = await review(member, 2026);
    expect([future.status, future.code]).toEqual([404, 'REVIEW_YEAR_NOT_STARTED']);
    expect((await review(member, 1999)).code).toBe('VALIDATION_FAILED');
    expect((await review(site.visitor(), 2024)).code).toBe('LOGIN_REQUIRED');
    const quiet = (await review(await at('2025-02-01T06:00:00Z', 'budi_gamer'), 2024)).data;
    expect(quiet).toMatchObject({
      postsPublished: 0,
      coinsEarned: 0,
      favouriteBoard: null,
      firstPostAt: null,
    });
  });

  it('gives the demo fan a 2024 to review when the community is loaded after it', async () => {
    const later = manualClock(new Date('2025-03-01T06:00:00Z'));
    const demo = await createTestApp(rewardsAppOptions(later));
    try {
      const fan = await signedIn(demo, 'fan');
      const year2024 = (await fan.get('/api/year-in-review/2024')).body.data as YearInReview;
      expect(year2024).toMatchObject({
        postsPublished: 2,
        likesReceived: 5,
        checkInDays: 30,
        favouriteBoard: { name: 'NovaOS', postCount: 2 },
      });
    } finally {
      await demo.close();
    }
  });
});
