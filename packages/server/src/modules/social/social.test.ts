import type { MemberSummary, PublicProfile } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { insertUser } from '../identity/identity.queries.ts';
import { insertUserFollow } from './social.queries.ts';

describe('members following members', () => {
  const site = useTestApp({ region: 'in' });
  let fan: TestClient;
  let fanId: string;
  let fanName: string;
  const idOf = async (client: TestClient) =>
    ((await client.get('/api/account/profile')).body.data as { id: string }).id;

  beforeAll(async () => {
    const made = await site.member();
    fan = await made.client();
    fanId = made.id;
    fanName = made.username;
  });

  it("shows a member's public profile with counts, and whether it is oneself", async () => {
    const visitorView = (await site.visitor().get(`/api/user/${fanId}`)).body.data as PublicProfile;
    expect(visitorView).toMatchObject({
      id: fanId,
      username: fanName,
      followerCount: 0,
      followingCount: 0,
      followed: false,
      isSelf: false,
    });
    expect(((await fan.get(`/api/user/${fanId}`)).body.data as PublicProfile).isSelf).toBe(true);
    expect((await fan.get('/api/user/99999999')).body.code).toBe('USER_NOT_FOUND');
  });

  it('follows idempotently, keeps both counts exact, and lights the Me red dot until seen', async () => {
    const followers: TestClient[] = [];
    for (const username of ['priya_clicks', 'Алексей', 'أحمد']) {
      const client = await (await site.member({ username })).client();
      followers.push(client);
      expect((await client.api('PUT', `/api/user/${fanId}/follow`)).statusCode).toBe(200);
    }
    expect((await followers[0]!.api('PUT', `/api/user/${fanId}/follow`)).body.data).toEqual({
      followed: true,
      followerCount: 3,
    });
    expect(
      ((await fan.get('/api/account/badge')).body.data as { newFollowerCount: number }).newFollowerCount,
    ).toBe(3);
    const priyaId = await idOf(followers[0]!);
    expect(((await fan.get(`/api/user/${priyaId}`)).body.data as PublicProfile).followingCount).toBe(1);

    expect((await fan.api('POST', '/api/account/followers/seen')).body.data).toEqual({ newFollowerCount: 0 });
    expect(
      ((await fan.get('/api/account/badge')).body.data as { newFollowerCount: number }).newFollowerCount,
    ).toBe(0);

    expect((await followers[2]!.api('DELETE', `/api/user/${fanId}/follow`)).body.data).toEqual({
      followed: false,
      followerCount: 2,
    });
    expect((await followers[2]!.api('DELETE', `/api/user/${fanId}/follow`)).body.data).toEqual({
      followed: false,
      followerCount: 2,
    });
  });

  it('lists followers newest first, in keyset pages, with whether the viewer follows each', async () => {
    const star = site.visitor();
    await star.register('star_fan', 'star@example.com', 'a-long-password');
    const starId = await idOf(star);
    // Many followers at once: written through the queries (logging 23 browsers in would hit the
    // login rate limit, which is right).
    const names: string[] = [];
    const start = Date.now() - 3_600_000;
    for (let index = 0; index < 23; index += 1) {
      const name = `follower_${index}`;
      const user = await insertUser(site.app.deps.db, {
        issuer: 'test',
        subject: name,
        username: name,
        createdAt: new Date(start),
      });
      await insertUserFollow(site.app.deps.db, user.id, BigInt(starId), new Date(start + index * 1000));
      names.push(name);
    }
    await fan.api('PUT', `/api/user/${starId}/follow`);
    const first = await fan.get(`/api/user/${starId}/followers`);
    const firstPage = first.body.data as MemberSummary[];
    const page = (first.response.json() as { page: { cursor: string; hasMore: boolean } }).page;
    expect(firstPage).toHaveLength(20);
    expect(firstPage[0]!.username).toBe(fanName);
    expect(page.hasMore).toBe(true);
    const second = await fan.get(`/api/user/${starId}/followers?cursor=${page.cursor}`);
    const secondPage = second.body.data as MemberSummary[];
    expect(secondPage).toHaveLength(4);
    expect((second.response.json() as { page: { hasMore: boolean } }).page.hasMore).toBe(false);
    const all = [...firstPage, ...secondPage].map((member) => member.username);
    expect(all).toEqual([fanName, ...names.reverse()]);
    expect((await fan.get(`/api/user/${starId}/followers?cursor=not-a-cursor`)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    const following = (await fan.get(`/api/user/${fanId}/following`)).body.data as MemberSummary[];
    expect(following.map((member) => [member.username, member.followed])[0]).toEqual(['star_fan', true]);
    expect(following).toHaveLength(1);
  });

  it('refuses following oneself, strangers that do not exist, visitors and banned members', async () => {
    expect((await fan.api('PUT', `/api/user/${fanId}/follow`)).body.code).toBe('CANNOT_FOLLOW_SELF');
    expect((await fan.api('PUT', '/api/user/99999999/follow')).body.code).toBe('USER_NOT_FOUND');
    expect((await site.visitor().api('PUT', `/api/user/${fanId}/follow`)).statusCode).toBe(401);
  });
});
