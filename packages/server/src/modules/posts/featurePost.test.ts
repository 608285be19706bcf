import type { MissionView, Page, PostDetail, PostSummary } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../test/factories.ts';
import { setBanned } from '../../../test/forum.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock } from '../../platform/clock.ts';

const featuredMission = 'Get a post featured';

describe('featuring posts', () => {
  const clock = manualClock(new Date('2026-11-20T06:30:00Z'));
  // Shared reads on, as in production: featuring must show at once all the same. The demo community
  // for its boards and its Recommended feed; the members are new, with no mission done yet.
  const site = useTestApp({
    region: 'in',
    demoData: true,
    clock,
    env: { TRUST_PROXY: '1', READ_CACHE_SECONDS: '5' },
  });
  const signedIn = async (role: 'member' | 'moderator' | 'admin' = 'member') =>
    (await site.member({ role })).client();
  let moderatorName: string;
  let moderator: TestClient;
  let author: TestClient;
  beforeAll(async () => {
    const moderatorMember = await site.member({ role: 'moderator' });
    moderatorName = moderatorMember.username;
    [moderator, author] = await Promise.all([moderatorMember.client(), signedIn()]);
  });

  const feature = (client: TestClient, postId: string, featured: boolean) =>
    client.api('PUT', `/api/posts/${postId}/featured`, { featured });
  const missionOf = async (client: TestClient, title: string) =>
    ((await client.get('/api/mission/my-missions')).body.data as MissionView[]).find(
      (mission) => mission.title === title,
    )!;
  const featuredActivities = (postId: string) =>
    site.app.deps.database.withConnection(
      async (connection) =>
        (
          await connection.query<{ count: number }>(
            "SELECT count(*)::int AS count FROM member_activities WHERE activity = 'post.featured' AND subject = $1",
            [postId],
          )
        )[0]!.count,
    );
  const newPost = (client: TestClient) => createPost(client);

  it('lets only staff feature, and answers a missing or deleted post', async () => {
    const post = await newPost(author);
    expect((await feature(site.visitor(), post.id, true)).statusCode).toBe(401);
    for (const refused of [author, await signedIn()]) {
      const answer = await feature(refused, post.id, true);
      expect([answer.statusCode, answer.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    await setBanned(site.app, moderatorName, true);
    try {
      expect((await feature(moderator, post.id, true)).body.code).toBe('USER_BANNED');
    } finally {
      await setBanned(site.app, moderatorName, false);
    }
    expect(((await author.get(`/api/posts/${post.id}`)).body.data as PostDetail).featured).toBe(false);
    expect(await missionOf(author, featuredMission)).toMatchObject({ progress: 0, status: 'in_progress' });

    expect((await feature(moderator, '999999999', true)).body.code).toBe('POST_NOT_FOUND');
    const removed = await newPost(author);
    await author.api('DELETE', `/api/posts/${removed.id}`);
    expect((await feature(moderator, removed.id, true)).body.code).toBe('POST_DELETED');
    for (const body of [{}, { featured: 'yes' }, { featured: null }]) {
      const answer = await moderator.api('PUT', `/api/posts/${post.id}/featured`, body);
      expect([answer.statusCode, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await feature(moderator, 'first', true)).statusCode).toBe(400);
  });

  it("counts featuring toward the author's missions once per post, never the moderator's", async () => {
    const post = await newPost(author);
    const answer = await feature(moderator, post.id, true);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ status: 'success', data: { featured: true } });
    expect(((await author.get(`/api/posts/${post.id}`)).body.data as PostDetail).featured).toBe(true);
    const mission = await missionOf(author, featuredMission);
    expect(mission).toMatchObject({
      progress: 1,
      status: 'awaiting_award',
      medal: { name: 'Featured author' },
    });
    expect(await missionOf(moderator, featuredMission)).toMatchObject({ progress: 0 });

    expect((await feature(moderator, post.id, false)).body.data).toEqual({ featured: false });
    expect(((await author.get(`/api/posts/${post.id}`)).body.data as PostDetail).featured).toBe(false);
    expect((await feature(moderator, post.id, true)).body.data).toEqual({ featured: true });
    expect(await featuredActivities(post.id)).toBe(1);

    const award = await author.api('POST', '/api/mission/award', { id: mission.id });
    expect(award.body.data).toMatchObject({
      growthValue: 50,
      goldCoins: 50,
      medal: { name: 'Featured author' },
    });
    // A once-for-good mission: featuring another post finishes nothing more.
    await feature(await signedIn('admin'), (await newPost(author)).id, true);
    expect(await missionOf(author, featuredMission)).toMatchObject({ status: 'awarded' });
  });

  it('counts twenty concurrent featurings once', async () => {
    const otherAuthor = await signedIn();
    const post = await newPost(otherAuthor);
    const answers = await Promise.all(Array.from({ length: 20 }, () => feature(moderator, post.id, true)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.every((answer) => answer.body.completeMission === undefined)).toBe(true);
    expect(await featuredActivities(post.id)).toBe(1);
    expect(await missionOf(otherAuthor, featuredMission)).toMatchObject({
      progress: 1,
      status: 'awaiting_award',
    });
  });

  it('moves a featured post to the front of Recommended at once, cached pages notwithstanding', async () => {
    const reader = await signedIn();
    const recommended = async (cursor?: string) => {
      const answer = await reader.get(
        `/api/feeds/recommended${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      return {
        posts: answer.body.data as PostSummary[],
        page: (answer.body as unknown as { page: Page }).page,
      };
    };
    // Fresh posts rank above the older ones and push some of them to the second page.
    for (let index = 0; index < 6; index += 1) await newPost(author);
    const first = await recommended();
    expect(first.page.hasMore).toBe(true);
    const further = (await recommended(first.page.cursor!)).posts.find(
      (post) => !post.featured && !post.homeRecommended,
    )!;
    expect(first.posts.map((post) => post.id)).not.toContain(further.id);

    expect((await feature(moderator, further.id, true)).statusCode).toBe(200);
    const after = (await recommended()).posts;
    const position = after.findIndex((post) => post.id === further.id);
    expect(position).toBeGreaterThanOrEqual(0);
    expect(after[position]!.featured).toBe(true);
    expect(after.slice(0, position).every((post) => post.featured || post.homeRecommended)).toBe(true);
  });
});
