import type { MissionAdmin, MissionAward, MissionView } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, validPost } from '../../../test/forum.ts';
import {
  coinBooks,
  expectOperatorsOnly,
  operatorModeratorAndMember,
  rewardsAppOptions,
} from '../../../test/rewards.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock } from '../../platform/clock.ts';

describe("operators' missions catalogue", () => {
  // Noon in India (the region of this app).
  const clock = manualClock(new Date('2026-11-20T06:30:00Z'));
  const site = useTestApp(rewardsAppOptions(clock));
  let admin: TestClient;
  let moderator: TestClient;
  let member: TestClient;
  let postId: string;
  beforeAll(async () => {
    [admin, moderator, member] = await operatorModeratorAndMember(site.app);
    const author = await site.signedIn('arjun.tech');
    postId = (await publish(author, validPost((await demoBoards(author))('Nova 12')))).id;
  });

  let codes = 0;
  /** A new mission moved by comments: each test edits its own. */
  const newMission = (overrides: Partial<MissionAdmin> = {}) => {
    codes += 1;
    return {
      code: `test-mission-${codes}`,
      title: { en: `Comment (test ${codes})`, 'zh-CN': `评论（测试 ${codes}）` },
      period: 'daily',
      activity: 'comment.posted',
      target: 2,
      growthReward: 7,
      coinReward: 3,
      cardReward: 0,
      medalId: null,
      isTypeB: false,
      position: 50,
      active: true,
      ...overrides,
    };
  };
  const create = async (overrides: Partial<MissionAdmin> = {}) => {
    const answer = await admin.api('POST', '/api/admin/missions', newMission(overrides));
    expect(answer.statusCode).toBe(200);
    return answer.body.data as MissionAdmin;
  };
  const update = async (id: string, changes: Partial<MissionAdmin>) => {
    const answer = await admin.api('PUT', `/api/admin/missions/${id}`, changes);
    expect(answer.statusCode).toBe(200);
    return answer.body.data as MissionAdmin;
  };
  const catalogue = async () => (await admin.get('/api/admin/missions')).body.data as MissionAdmin[];
  const myMission = async (client: TestClient, id: string) =>
    ((await client.get('/api/mission/my-missions')).body.data as MissionView[]).find(
      (mission) => mission.id === id,
    );
  const comment = async (client: TestClient) => {
    const answer = await client.api('POST', `/api/posts/${postId}/comments`, { content: 'Agreed' });
    expect(answer.statusCode).toBe(200);
    return answer.body.completeMission ?? [];
  };

  it('lets only admins read and write it: visitors sign in first, members and moderators are refused', async () => {
    const dailyPost = (await catalogue()).find((mission) => mission.code === 'daily-post')!;
    const refusedMission = newMission();
    const calls = [
      ['GET', '/api/admin/missions', undefined],
      ['POST', '/api/admin/missions', refusedMission],
      ['PUT', `/api/admin/missions/${dailyPost.id}`, { coinReward: 1000 }],
    ] as const;
    await expectOperatorsOnly(site.app, [member, moderator], calls);
    expect((await catalogue()).find((mission) => mission.id === dailyPost.id)).toEqual(dailyPost);
    expect((await catalogue()).some((mission) => mission.code === refusedMission.code)).toBe(false);
  });

  it('lists every mission by position with the columns the engine reads', async () => {
    const missions = await catalogue();
    expect(missions.map((mission) => mission.code).slice(0, 3)).toEqual([
      'daily-check-in',
      'daily-post',
      'daily-comments',
    ]);
    const medals = (await admin.get('/api/admin/medals')).body.data as { id: string; code: string }[];
    expect(missions.find((mission) => mission.code === 'weekly-check-in')).toMatchObject({
      period: 'weekly',
      activity: 'check_in',
      target: 5,
      cardReward: 1,
      isTypeB: true,
      active: true,
      title: expect.objectContaining({ en: 'Check in on 5 days this week', ru: expect.any(String) }),
    });
    expect(missions.find((mission) => mission.code === 'first-post')).toMatchObject({
      medalId: medals.find((medal) => medal.code === 'first-post')!.id,
      // arjun.tech published the first post of this suite.
      completionCount: 1,
    });
  });

  it('refuses bad missions', async () => {
    const tooLong = 'x'.repeat(limits.catalogue.titleMaxLength + 1);
    const bad: [Record<string, unknown>, string][] = [
      [{ code: 'Daily Thing' }, 'body.code'],
      [{ code: '-leading-dash' }, 'body.code'],
      [{ code: 'x'.repeat(limits.catalogue.codeMaxLength + 1) }, 'body.code'],
      [{ title: { en: tooLong } }, 'body.title.en'],
      [{ title: { 'zh-CN': '只有中文' } }, 'body.title.en'],
      [{ activity: 'coins.sent' }, 'body.activity'],
      [{ growthReward: -1 }, 'body.growthReward'],
      [{ coinReward: -5 }, 'body.coinReward'],
      [{ coinReward: limits.catalogue.rewardMax + 1 }, 'body.coinReward'],
      [{ target: 0 }, 'body.target'],
      [{ medalId: 'first-post' }, 'body.medalId'],
    ];
    for (const [overrides, field] of bad) {
      const answer = await admin.api('POST', '/api/admin/missions', newMission(overrides as never));
      expect([answer.statusCode, answer.body.code], JSON.stringify(overrides)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
      expect(Object.keys(answer.body.fields ?? {})).toContain(field);
    }
    // A change is checked the same way (operators' calls are limited a minute: the rest go here).
    const created = await create();
    const badChanges: [Record<string, unknown>, string][] = [
      [{ title: { en: 'Fine', ar: tooLong } }, 'body.title.ar'],
      [{ title: { ru: 'Только по-русски' } }, 'body.title.en'],
      [{ title: { en: '   ' } }, 'body.title.en'],
      [{ title: { en: 'Fine', fr: 'Bien' } }, 'body.title'],
      [{ period: 'monthly' }, 'body.period'],
      [{ cardReward: -1 }, 'body.cardReward'],
      [{ target: 1.5 }, 'body.target'],
      [{ active: 'yes' }, 'body.active'],
    ];
    for (const [changes, field] of badChanges) {
      const answer = await admin.api('PUT', `/api/admin/missions/${created.id}`, changes);
      expect([answer.statusCode, answer.body.code], JSON.stringify(changes)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
      expect(Object.keys(answer.body.fields ?? {})).toContain(field);
    }
    // The code is what identifies a mission: a change cannot carry one.
    expect((await update(created.id, { code: 'renamed' } as never)).code).toBe(created.code);
    expect((await catalogue()).find((mission) => mission.id === created.id)).toEqual(created);
  });

  it('keeps codes unique, also when creates race', async () => {
    const taken = await admin.api('POST', '/api/admin/missions', newMission({ code: 'daily-post' }));
    expect([taken.statusCode, taken.body.code]).toEqual([409, 'CATALOGUE_CODE_TAKEN']);
    const racing = newMission();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin.api('POST', '/api/admin/missions', racing)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.body.code === 'CATALOGUE_CODE_TAKEN')).toHaveLength(4);
    expect((await catalogue()).filter((mission) => mission.code === racing.code)).toHaveLength(1);
  });

  it('refuses an unknown medal or mission', async () => {
    const unknownMedal = await admin.api('POST', '/api/admin/missions', newMission({ medalId: '999999' }));
    expect([unknownMedal.statusCode, unknownMedal.body.code]).toEqual([404, 'MEDAL_NOT_FOUND']);
    const dailyPost = (await catalogue()).find((mission) => mission.code === 'daily-post')!;
    const medalOnUpdate = await admin.api('PUT', `/api/admin/missions/${dailyPost.id}`, {
      medalId: '999999',
    });
    expect([medalOnUpdate.statusCode, medalOnUpdate.body.code]).toEqual([404, 'MEDAL_NOT_FOUND']);
    const unknownMission = await admin.api('PUT', '/api/admin/missions/999999', { target: 3 });
    expect([unknownMission.statusCode, unknownMission.body.code]).toEqual([404, 'MISSION_NOT_FOUND']);
    expect((await admin.api('PUT', '/api/admin/missions/daily-post', { target: 3 })).statusCode).toBe(400);
    expect((await catalogue()).find((mission) => mission.id === dailyPost.id)).toEqual(dailyPost);
  });

  it('moves a new mission on the next activity and pays the reward as edited when it completes', async () => {
    const mission = await create({ target: 2, growthReward: 7, coinReward: 3 });
    expect(await myMission(member, mission.id)).toMatchObject({
      title: mission.title.en,
      progress: 0,
      status: 'in_progress',
    });
    expect((await comment(member)).map((done) => done.missionId)).not.toContain(mission.id);
    expect(await myMission(member, mission.id)).toMatchObject({ progress: 1, status: 'in_progress' });

    await update(mission.id, { growthReward: 9, coinReward: 4, cardReward: 1 });
    expect(await myMission(member, mission.id)).toMatchObject({
      growthValue: 9,
      goldCoins: 4,
      makeUpCards: 1,
    });
    const completed = (await comment(member)).find((done) => done.missionId === mission.id);
    expect(completed).toMatchObject({ growthValue: 9, goldCoins: 4 });
    const before = await coinBooks(site.app, 'priya_clicks');
    const award = await member.api('POST', '/api/mission/award', { id: mission.id });
    expect(award.body.data as MissionAward).toMatchObject({ growthValue: 9, goldCoins: 4, makeUpCards: 1 });
    expect(await coinBooks(site.app, 'priya_clicks')).toMatchObject({ balance: before.balance + 4 });
    expect((await catalogue()).find((row) => row.id === mission.id)!.completionCount).toBe(1);

    // Tomorrow the member finishes it again: still one member who finished it.
    clock.advanceSeconds(24 * 3600);
    await comment(member);
    expect((await comment(member)).map((done) => done.missionId)).toContain(mission.id);
    expect((await catalogue()).find((row) => row.id === mission.id)!.completionCount).toBe(1);
  });

  it('stops a deactivated mission and takes it off my-missions; its waiting reward stays claimable', async () => {
    const stopped = await create({ target: 5 });
    const waiting = await create({ target: 1, growthReward: 11, coinReward: 0 });
    await comment(member);
    expect(await myMission(member, stopped.id)).toMatchObject({ progress: 1 });
    expect(await myMission(member, waiting.id)).toMatchObject({ status: 'awaiting_award' });

    expect((await update(stopped.id, { active: false })).active).toBe(false);
    expect((await update(waiting.id, { active: false })).active).toBe(false);
    expect(await myMission(member, stopped.id)).toBeUndefined();
    expect(await myMission(member, waiting.id)).toBeUndefined();
    const moved = await comment(member);
    expect(moved.map((done) => done.missionId)).not.toContain(stopped.id);
    // The waiting reward still counts for the Me red dot and is paid when claimed.
    const countBefore = ((await member.get('/api/mission/type-count')).body.data as { count: number }).count;
    const award = await member.api('POST', '/api/mission/award', { id: waiting.id });
    expect([award.statusCode, (award.body.data as MissionAward).growthValue]).toEqual([200, 11]);
    expect(((await member.get('/api/mission/type-count')).body.data as { count: number }).count).toBe(
      countBefore - 1,
    );

    // Active again, it goes on from the count it had: the comment made while it was off did not count.
    await update(stopped.id, { active: true });
    expect(await myMission(member, stopped.id)).toMatchObject({ progress: 1, status: 'in_progress' });
    await comment(member);
    expect(await myMission(member, stopped.id)).toMatchObject({ progress: 2 });
  });

  it('keeps the counts when the target changes and restarts them when the activity or period does', async () => {
    const lowered = await create({ target: 5 });
    const finished = await create({ target: 1 });
    const switched = await create({ target: 5 });
    const weekly = await create({ target: 5 });
    await comment(member);
    await comment(member);
    expect(await myMission(member, lowered.id)).toMatchObject({ progress: 2, status: 'in_progress' });

    // A lowered target at the member's count finishes on their next activity.
    await update(lowered.id, { target: 2 });
    expect(await myMission(member, lowered.id)).toMatchObject({
      target: 2,
      progress: 2,
      status: 'in_progress',
    });
    expect((await comment(member)).map((done) => done.missionId)).toContain(lowered.id);
    expect(await myMission(member, lowered.id)).toMatchObject({ status: 'awaiting_award' });

    // A raised target leaves a finished period finished.
    await update(finished.id, { target: 10 });
    expect(await myMission(member, finished.id)).toMatchObject({ target: 10, status: 'awaiting_award' });

    // Another activity: the comments counted so far mean nothing for it.
    expect(await myMission(member, switched.id)).toMatchObject({ progress: 3 });
    await update(switched.id, { activity: 'post.published' });
    expect(await myMission(member, switched.id)).toMatchObject({ activity: 'post.published', progress: 0 });
    await comment(member);
    expect(await myMission(member, switched.id)).toMatchObject({ progress: 0 });
    await publish(member, validPost((await demoBoards(member))('Nova 12')));
    expect(await myMission(member, switched.id)).toMatchObject({ progress: 1 });

    // Another period starts from zero too, and a finished period of the old one stays claimable.
    expect(await myMission(member, weekly.id)).toMatchObject({ progress: 4 });
    await update(weekly.id, { period: 'weekly' });
    expect(await myMission(member, weekly.id)).toMatchObject({ period: 'weekly', progress: 0 });
    await comment(member);
    expect(await myMission(member, weekly.id)).toMatchObject({ progress: 1 });
    await update(finished.id, { period: 'weekly' });
    expect(await myMission(member, finished.id)).toMatchObject({ progress: 0, status: 'in_progress' });
    expect((await member.api('POST', '/api/mission/award', { id: finished.id })).statusCode).toBe(200);
  });
});
