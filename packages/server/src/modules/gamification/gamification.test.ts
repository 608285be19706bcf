import type { MissionAward, MissionCompletion, MissionView } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { demoBoards, validPost } from '../../../test/forum.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock } from '../../platform/clock.ts';

describe('missions, growth value, Coins and medals', () => {
  // Noon in India (the region of this app): a day boundary is 12 h 30 min away.
  const clock = manualClock(new Date('2026-11-20T06:30:00Z'));
  // The demo community for its boards; the members are new, with no mission done yet.
  const site = useTestApp({ region: 'in', demoData: true, clock });
  const newMember = async () => (await site.member()).client();

  const missionsOf = async (client: TestClient) =>
    (await client.get('/api/mission/my-missions')).body.data as MissionView[];
  const missionCode = async (client: TestClient, title: string) =>
    (await missionsOf(client)).find((mission) => mission.title === title)!;

  it('completes the publishing missions with the post, once, and rewards them when claimed', async () => {
    const member = await newMember();
    const board = (await demoBoards(member))('Nova 12');
    const published = await member.api('POST', '/api/posts', validPost(board));
    const completed = published.body.completeMission!;
    expect(
      completed.map((mission) => [mission.growthValue, mission.goldCoins, mission.medal?.name ?? null]),
    ).toEqual([
      [10, 10, null],
      [20, 20, 'First post'],
    ]);
    expect(completed.every((mission) => !mission.isGetReward)).toBe(true);
    // Both finished missions wait for their claim, with today's visit that the login finished.
    expect((await member.get('/api/mission/type-count')).body.data).toEqual({ isTypeB: true, count: 3 });
    expect(
      ((await member.get('/api/account/badge')).body.data as { waitAwardMissionCount: number })
        .waitAwardMissionCount,
    ).toBe(3);

    // A second post the same day finishes nothing new; the weekly mission moves.
    expect((await member.api('POST', '/api/posts', validPost(board))).body.completeMission).toBeUndefined();
    expect(await missionCode(member, 'Publish 5 posts this week')).toMatchObject({
      activity: 'post.published',
      progress: 2,
      status: 'in_progress',
    });

    const firstPost = completed[1]!;
    const award = (await member.api('POST', '/api/mission/award', { id: firstPost.missionId })).body
      .data as MissionAward;
    expect(award).toMatchObject({
      growthValue: 20,
      goldCoins: 20,
      medal: { name: 'First post' },
      totalGrowthValue: 20,
      coinBalance: 20,
    });
    const again = await member.api('POST', '/api/mission/award', { id: firstPost.missionId });
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ code: 'MISSION_ALREADY_REWARDED', message: 'You have been rewarded' });
    expect(await missionCode(member, 'Publish your first post')).toMatchObject({ status: 'awarded' });
    expect(((await member.get('/api/mission/type-count')).body.data as { count: number }).count).toBe(2);

    const unfinished = await missionCode(member, 'Write 50 comments');
    expect((await member.api('POST', '/api/mission/award', { id: unfinished.id })).body.code).toBe(
      'MISSION_NOT_FINISHED',
    );
    expect((await member.api('POST', '/api/mission/award', { id: '999999' })).body.code).toBe(
      'MISSION_NOT_FOUND',
    );
  });

  it("starts daily missions again at midnight in the region's time zone", async () => {
    const member = await newMember();
    const board = (await demoBoards(member))('Nova 12');
    const dailyPost = async () =>
      (
        (await member.api('POST', '/api/posts', validPost(board))).body.completeMission as
          MissionCompletion[] | undefined
      )?.length ?? 0;
    clock.set(new Date('2026-11-22T18:00:00Z')); // 23:30 in India, Sunday
    expect(await dailyPost()).toBeGreaterThan(0);
    expect(await dailyPost()).toBe(0);
    clock.set(new Date('2026-11-22T18:45:00Z')); // 00:15 on Monday in India, still Sunday in UTC
    expect(await dailyPost()).toBe(1);
    expect(await missionCode(member, 'Publish 5 posts this week')).toMatchObject({ progress: 1 });
  });

  it('counts twenty concurrent identical likes once and pays a reward once for twenty concurrent claims', async () => {
    const author = await newMember();
    const likerMember = await site.member();
    const liker = await likerMember.client();
    const board = (await demoBoards(author))('Nova 12');
    const postIds: string[] = [];
    for (let index = 0; index < 5; index += 1)
      postIds.push(
        ((await author.api('POST', '/api/posts', validPost(board))).body.data as { id: string }).id,
      );
    await Promise.all(Array.from({ length: 20 }, () => liker.api('PUT', `/api/posts/${postIds[0]}/like`)));
    expect(await missionCode(liker, 'Like 5 posts today')).toMatchObject({ progress: 1 });
    // Taking a like back and giving it again does not count twice.
    await liker.api('DELETE', `/api/posts/${postIds[0]}/like`);
    await liker.api('PUT', `/api/posts/${postIds[0]}/like`);
    expect(await missionCode(liker, 'Like 5 posts today')).toMatchObject({ progress: 1 });
    for (const postId of postIds.slice(1, 4)) await liker.api('PUT', `/api/posts/${postId}/like`);
    const fifth = await liker.api('PUT', `/api/posts/${postIds[4]}/like`);
    const likeMission = (fifth.body.completeMission as MissionCompletion[])[0]!;
    expect(likeMission).toMatchObject({ growthValue: 3, goldCoins: 3 });

    const claims = await Promise.all(
      Array.from({ length: 20 }, () =>
        liker.api('POST', '/api/mission/award', { id: likeMission.missionId }),
      ),
    );
    expect(claims.filter((claim) => claim.statusCode === 200)).toHaveLength(1);
    expect(claims.filter((claim) => claim.body.code === 'MISSION_ALREADY_REWARDED')).toHaveLength(19);
    const coins = await site.app.deps.database.withConnection((connection) =>
      connection.query<{ balance: number; entries: string }>(
        'SELECT coin_balance AS balance, (SELECT count(*) FROM coin_entries WHERE user_id = users.id)::text AS entries FROM users WHERE username = $1',
        [likerMember.username],
      ),
    );
    expect(coins[0]).toEqual({ balance: 3, entries: '1' });
  });

  it('moves the author and the commenter', async () => {
    const author = await newMember();
    const commenter = await newMember();
    const post = (await author.api('POST', '/api/posts', validPost((await demoBoards(author))('Nova 12'))))
      .body.data as { id: string };
    const answers = [];
    for (const content of ['One', 'Two', 'Three'])
      answers.push(await commenter.api('POST', `/api/posts/${post.id}/comments`, { content }));
    expect(answers[0]!.body.completeMission).toBeUndefined();
    expect((answers[2]!.body.completeMission as MissionCompletion[])[0]).toMatchObject({
      growthValue: 5,
      goldCoins: 5,
    });
  });

  it('needs a login', async () => {
    expect((await site.visitor().get('/api/mission/type-count')).statusCode).toBe(401);
    expect((await site.visitor().api('POST', '/api/mission/award', { id: '1' })).statusCode).toBe(401);
  });
});
