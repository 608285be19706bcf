import type { MedalView, MissionView, RewardSummary } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { demoBoards, userIdOf, validPost } from '../../../test/forum.ts';
import { rewardsAppOptions } from '../../../test/rewards.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock, unixSeconds } from '../../platform/clock.ts';

describe('medals', () => {
  const clock = manualClock(new Date('2026-11-20T06:30:00Z'));
  const site = useTestApp(rewardsAppOptions(clock));

  const catalogueAs = async (client: TestClient) =>
    (await client.get('/api/medals')).body.data as MedalView[];

  it('shows visitors the catalogue by position, with the mission that wins each, in their language', async () => {
    const catalogue = await catalogueAs(site.visitor());
    expect(catalogue.map((medal) => [medal.name, medal.missionTitle, medal.holderCount, medal.held])).toEqual(
      [
        ['First post', 'Publish your first post', 0, null],
        ['Conversationalist', 'Write 50 comments', 0, null],
        ['Popular author', 'Receive 100 likes', 0, null],
        ['Featured author', 'Get a post featured', 0, null],
        ['Event winner', null, 0, null],
        // The demo's photo-story campaign's participation medal (demo/seedDemoEvent.ts).
        ['Photo storyteller', null, 0, null],
      ],
    );
    expect(catalogue[0]).toMatchObject({
      description: 'Published a first post',
      iconUrl: '/medals/first-post.svg',
    });

    const russian = site.visitor({ cookie: 'fz_locale=ru' });
    expect((await catalogueAs(russian))[3]).toMatchObject({
      name: 'Автор избранного',
      missionTitle: 'Попадите в избранное',
    });
  });

  it("marks the viewer's own medals and lists a member's medals newest first", async () => {
    const member = await site.signedIn('arjun.tech');
    await member.api('POST', '/api/posts', validPost((await demoBoards(member))('Nova 12')));
    const firstPost = ((await member.get('/api/mission/my-missions')).body.data as MissionView[]).find(
      (mission) => mission.title === 'Publish your first post',
    )!;
    expect((await member.api('POST', '/api/mission/award', { id: firstPost.id })).statusCode).toBe(200);
    const wonAt = unixSeconds(clock.now());

    clock.advanceSeconds(3600);
    const admin = await site.signedIn('admin');
    const eventWinner = (await catalogueAs(admin)).find((medal) => medal.name === 'Event winner')!;
    const userId = await userIdOf(site.app, 'arjun.tech');
    expect(
      (await admin.api('POST', `/api/admin/medals/${eventWinner.id}/grant`, { userId })).statusCode,
    ).toBe(200);
    const grantedAt = unixSeconds(clock.now());

    const mine = await catalogueAs(member);
    expect(mine.map((medal) => [medal.name, medal.holderCount, medal.held])).toEqual([
      ['First post', 1, { awardedAt: wonAt, awardedBy: 'mission' }],
      ['Conversationalist', 0, null],
      ['Popular author', 0, null],
      ['Featured author', 0, null],
      ['Event winner', 1, { awardedAt: grantedAt, awardedBy: 'operator' }],
      ['Photo storyteller', 0, null],
    ]);
    // Another member sees the holder counts, and none of the medals as theirs.
    expect(
      (await catalogueAs(await site.signedIn('priya_clicks'))).every((medal) => medal.held === null),
    ).toBe(true);

    const profile = (await site.visitor().get(`/api/user/${userId}/medals`)).body.data as MedalView[];
    expect(profile.map((medal) => [medal.name, medal.held?.awardedBy])).toEqual([
      ['Event winner', 'operator'],
      ['First post', 'mission'],
    ]);
    expect(((await member.get('/api/account/rewards')).body.data as RewardSummary).medalCount).toBe(2);
    expect(
      (await site.visitor().get(`/api/user/${await userIdOf(site.app, 'fan')}/medals`)).body.data,
    ).toEqual([]);
  });

  it('answers an unknown member and a malformed id', async () => {
    const unknown = await site.visitor().get('/api/user/999999999/medals');
    expect([unknown.statusCode, unknown.body.code]).toEqual([404, 'USER_NOT_FOUND']);
    expect((await site.visitor().get('/api/user/someone/medals')).statusCode).toBe(400);
  });
});
