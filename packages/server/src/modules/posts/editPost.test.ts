import type { PollView, PostDetail } from '@fanzone/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, setBanned, setLevel, validPost } from '../../../test/forum.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock } from '../../platform/clock.ts';
import { posts } from './posts.tables.ts';

describe('editing posts, polls and their permission matrix', () => {
  let fan: TestClient;
  let fanName: string;
  let other: TestClient;
  let moderator: TestClient;
  let board: Awaited<ReturnType<typeof demoBoards>>;
  const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const poll = (overrides: Record<string, unknown> = {}) => ({
    title: 'Best colour?',
    type: 'text' as const,
    multiple: false,
    options: [{ label: 'Ocean blue' }, { label: 'Forest green' }, { label: 'Black' }],
    deadline: nowSeconds() + 3600,
    ...overrides,
  });

  // The demo community for its boards.
  const site = useTestApp({ region: 'in', demoData: true, clock });
  beforeAll(async () => {
    const fanMember = await site.member();
    fanName = fanMember.username;
    [fan, other, moderator] = await Promise.all([
      fanMember.client(),
      site.member({ level: 5 }).then((made) => made.client()),
      site.member({ role: 'moderator', level: 7 }).then((made) => made.client()),
    ]);
    board = await demoBoards(fan);
  });

  it('lets an author edit from level 3, never a home-recommended thread; staff edit any', async () => {
    const post = await publish(fan, validPost(board('Nova 12 Pro')));
    const edit = (client: TestClient, title: string) =>
      client.api('PUT', `/api/posts/${post.id}`, validPost(board('Nova 12 Pro'), { title }));

    await setLevel(site.app, fanName, 2);
    const low = await edit(fan, 'Edited too early');
    expect(low.body).toMatchObject({
      code: 'LEVEL_TOO_LOW',
      message: 'Editing your own thread needs level 3',
    });
    expect((await fan.get(`/api/posts/${post.id}`)).body.data as PostDetail).toMatchObject({
      canEdit: false,
      editBlockedReason: 'level',
    });

    await setLevel(site.app, fanName, 3);
    const edited = await edit(fan, 'Night mode, revisited');
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data as PostDetail).toMatchObject({
      title: 'Night mode, revisited',
      canEdit: true,
      editBlockedReason: null,
    });
    expect((edited.body.data as PostDetail).editedAt).toBe(nowSeconds());

    expect((await edit(other, 'Not mine')).body.code).toBe('FORBIDDEN');
    expect(
      (await site.visitor().api('PUT', `/api/posts/${post.id}`, validPost(board('Nova 12 Pro')))).statusCode,
    ).toBe(401);

    await site.app.deps.db
      .update(posts)
      .set({ homeRecommended: true })
      .where(eq(posts.id, BigInt(post.id)));
    expect((await edit(fan, 'Recommended now')).body).toMatchObject({
      code: 'HOME_RECOMMENDED_LOCKED',
      message: 'Home-recommended threads cannot be edited',
    });
    expect((await edit(moderator, 'Staff fix')).statusCode).toBe(200);

    await site.app.deps.db
      .update(posts)
      .set({ homeRecommended: false })
      .where(eq(posts.id, BigInt(post.id)));
    await setBanned(site.app, fanName, true);
    expect((await edit(fan, 'Banned')).body.code).toBe('USER_BANNED');
    await setBanned(site.app, fanName, false);
  });

  it('moves a post between boards with both counts', async () => {
    const from = board('Nova 12');
    const to = board('Nova 12 Pro');
    const count = async (id: string) =>
      ((await fan.get(`/api/forum/${id}`)).body.data as { postCount: number }).postCount;
    const post = await publish(fan, validPost(from));
    const [fromBefore, toBefore] = [await count(from.id), await count(to.id)];
    expect((await fan.api('PUT', `/api/posts/${post.id}`, validPost(to))).statusCode).toBe(200);
    expect([await count(from.id), await count(to.id)]).toEqual([fromBefore - 1, toBefore + 1]);
  });

  it('runs a poll: one vote per member, single choice, results, closing at the deadline', async () => {
    const post = await publish(fan, validPost(board('Nova 12 Pro'), { kind: 'topic', poll: poll() }));
    const [blue, green] = post.poll!.options;
    expect(post.poll).toMatchObject({ title: 'Best colour?', closed: false, voterCount: 0, myVotes: [] });

    expect(
      (await other.api('POST', `/api/posts/${post.id}/poll/votes`, { optionIds: [blue!.id, green!.id] })).body
        .code,
    ).toBe('POLL_SINGLE_CHOICE');
    const voted = await other.api('POST', `/api/posts/${post.id}/poll/votes`, { optionIds: [blue!.id] });
    expect(voted.body.data as PollView).toMatchObject({ voterCount: 1, myVotes: [blue!.id] });
    expect(
      (await other.api('POST', `/api/posts/${post.id}/poll/votes`, { optionIds: [green!.id] })).body,
    ).toMatchObject({ code: 'POLL_ALREADY_VOTED', message: 'You have already voted' });
    expect(
      (await site.visitor().api('POST', `/api/posts/${post.id}/poll/votes`, { optionIds: [blue!.id] }))
        .statusCode,
    ).toBe(401);
    expect(
      (await fan.api('POST', `/api/posts/${post.id}/poll/votes`, { optionIds: ['123456789'] })).body.code,
    ).toBe('VALIDATION_FAILED');

    // A poll in progress cannot be edited; the same poll sent back unchanged can ride along an edit.
    const changed = await fan.api(
      'PUT',
      `/api/posts/${post.id}`,
      validPost(board('Nova 12 Pro'), { kind: 'topic', poll: poll({ title: 'Changed?' }) }),
    );
    expect(changed.body).toMatchObject({
      code: 'POLL_IN_PROGRESS',
      message: 'A poll in progress cannot be edited',
    });
    const removed = await fan.api(
      'PUT',
      `/api/posts/${post.id}`,
      validPost(board('Nova 12 Pro'), { kind: 'topic', poll: null }),
    );
    expect(removed.body.code).toBe('POLL_IN_PROGRESS');
    const unchanged = await fan.api(
      'PUT',
      `/api/posts/${post.id}`,
      validPost(board('Nova 12 Pro'), {
        kind: 'topic',
        title: 'Colours',
        poll: poll({ deadline: post.poll!.deadline }),
      }),
    );
    expect(unchanged.statusCode).toBe(200);
    expect((unchanged.body.data as PostDetail).poll).toMatchObject({ voterCount: 1 });

    clock.advanceSeconds(3601);
    expect(
      (await fan.api('POST', `/api/posts/${post.id}/poll/votes`, { optionIds: [green!.id] })).body,
    ).toMatchObject({ code: 'POLL_CLOSED' });
    const results = (await site.visitor().get(`/api/posts/${post.id}`)).body.data as PostDetail;
    expect(results.poll).toMatchObject({ closed: true, voterCount: 1 });
    expect(results.poll!.options.map((option) => option.voteCount)).toEqual([1, 0, 0]);
  });

  it('counts one vote from twenty concurrent identical requests', async () => {
    const post = await publish(
      fan,
      validPost(board('Nova 12 Pro'), { kind: 'topic', poll: poll({ multiple: true }) }),
    );
    const ids = post.poll!.options.slice(0, 2).map((option) => option.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        other.api('POST', `/api/posts/${post.id}/poll/votes`, { optionIds: ids }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const after = ((await other.get(`/api/posts/${post.id}`)).body.data as PostDetail).poll!;
    expect(after.voterCount).toBe(1);
    expect(after.options.map((option) => option.voteCount)).toEqual([1, 1, 0]);
  });

  it("checks a poll's own fields with the spec's messages", async () => {
    const refused = async (overrides: Record<string, unknown>) =>
      (
        await fan.api(
          'POST',
          '/api/posts',
          validPost(board('Nova 12 Pro'), { kind: 'topic', poll: poll(overrides) }),
        )
      ).body;
    expect(await refused({ title: ' ' })).toMatchObject({
      code: 'POLL_TITLE_REQUIRED',
      message: 'Please input the poll title',
    });
    expect(await refused({ deadline: 0 })).toMatchObject({ code: 'POLL_DEADLINE_REQUIRED' });
    expect(await refused({ deadline: nowSeconds() - 1 })).toMatchObject({ code: 'POLL_DEADLINE_PAST' });
    expect(await refused({ options: [{ label: 'Only one' }] })).toMatchObject({
      code: 'POLL_OPTIONS_INVALID',
      message: 'A poll needs 2 to 10 options, each with a name',
    });
    expect(await refused({ options: [{ label: 'A' }, { label: '  ' }] })).toMatchObject({
      code: 'POLL_OPTIONS_INVALID',
    });
    expect(await refused({ options: [{ label: 'A' }, { label: 'x'.repeat(16) }] })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(
      await refused({
        type: 'image',
        options: [
          { label: 'A', imageUrl: 'https://elsewhere.example/a.png' },
          { label: 'B', imageUrl: '/uploads/images/b.webp' },
        ],
      }),
    ).toMatchObject({
      code: 'POLL_OPTIONS_INVALID',
    });
  });

  it('deletes: authors and staff only, then "Thread has been deleted"', async () => {
    const post = await publish(fan, validPost(board('Nova 12 Pro')));
    expect((await other.api('DELETE', `/api/posts/${post.id}`)).body.code).toBe('FORBIDDEN');
    expect((await fan.api('DELETE', `/api/posts/${post.id}`)).body.data).toEqual({ deleted: true });
    expect((await fan.api('DELETE', `/api/posts/${post.id}`)).statusCode).toBe(200);
    expect((await other.get(`/api/posts/${post.id}`)).body).toMatchObject({
      code: 'POST_DELETED',
      message: 'Thread has been deleted',
    });
    expect((await other.get('/api/posts/987654321')).body).toMatchObject({
      code: 'POST_NOT_FOUND',
      message: 'The page number does not exist',
    });
    const staffDeleted = await publish(other, validPost(board('Nova 12 Pro')));
    expect((await moderator.api('DELETE', `/api/posts/${staffDeleted.id}`)).statusCode).toBe(200);
  });
});
