import type { MemberRecord, PostDetail, StaffLogEntry } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, userIdOf, validPost } from '../../../test/forum.ts';
import { signedIn } from '../../../test/rewards.ts';
import { createTestApp, testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';

describe(`members in the console (${testDatabase})`, () => {
  let app: FastifyInstance;
  let admin: TestClient;
  let moderator: TestClient;
  let member: TestClient;
  let author: TestClient;
  let boardOf: Awaited<ReturnType<typeof demoBoards>>;

  const find = async (client: TestClient, query = '') =>
    (await client.get(`/api/moderation/members${query ? `?query=${encodeURIComponent(query)}` : ''}`)).body;
  const names = async (client: TestClient, query: string) =>
    ((await find(client, query)).data as MemberRecord[]).map((record) => record.username);
  const setRole = (client: TestClient, id: string, body: unknown) =>
    client.api('PUT', `/api/admin/members/${id}/role`, body);

  beforeAll(async () => {
    app = await createTestApp({ region: 'global', demoData: true });
    admin = await signedIn(app, 'admin');
    moderator = await signedIn(app, 'moderator');
    member = await signedIn(app, 'maria_lens');
    author = await signedIn(app, 'arjun.tech');
    boardOf = await demoBoards(admin);
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds members by the start of their name in any case and script, for staff only', async () => {
    expect(await names(moderator, 'MARIA')).toEqual(['maria_lens']);
    expect(await names(moderator, 'ал')).toEqual(['Алексей']);
    // LIKE's own characters are plain characters here.
    expect(await names(moderator, '%')).toEqual([]);
    expect(await names(moderator, 'maria_')).toEqual(['maria_lens']);
    const newest = (await find(moderator)).data as MemberRecord[];
    expect(newest.length).toBeGreaterThan(3);
    const ids = newest.map((record) => BigInt(record.id));
    expect(ids).toEqual([...ids].sort((a, b) => (b > a ? 1 : -1)));
    expect(((await find(admin, 'moderator')).data as MemberRecord[])[0]).toMatchObject({
      role: 'moderator',
      moderatedBoards: [],
      ban: null,
    });
    expect((await find(member)).code).toBe('FORBIDDEN');
    expect((await find(member, 'maria')).code).toBe('FORBIDDEN');
  });

  it("shows a member's ban as staff set it", async () => {
    const id = await userIdOf(app, 'budi_gamer');
    await moderator.api('PUT', `/api/moderation/members/${id}/ban`, { reason: 'Spam links', until: null });
    expect(((await find(admin, 'budi')).data as MemberRecord[])[0]).toMatchObject({
      username: 'budi_gamer',
      ban: { reason: 'Spam links', until: null },
    });
    await moderator.api('DELETE', `/api/moderation/members/${id}/ban`);
    expect(((await find(admin, 'budi')).data as MemberRecord[])[0]!.ban).toBeNull();
  });

  it('lets an admin make a member a moderator of some boards, at once and logged, and a member again', async () => {
    const mariaId = await userIdOf(app, 'maria_lens');
    const budsPost = await publish(author, validPost(boardOf('Nova Buds Air'), { title: 'Buds fit' }));
    const novaPost = await publish(author, validPost(boardOf('Nova 12'), { title: 'Nova night mode' }));
    const pin = (postId: string) =>
      member.api('PUT', `/api/posts/${postId}/moderation`, { action: 'pin', place: 'sub' });
    expect((await pin(budsPost.id)).body.code).toBe('FORBIDDEN');

    const made = await setRole(admin, mariaId, { role: 'moderator', boardIds: [boardOf('Nova Buds').id] });
    expect(made.body.data).toMatchObject({
      username: 'maria_lens',
      role: 'moderator',
      moderatedBoards: [{ id: boardOf('Nova Buds').id, name: 'Nova Buds' }],
    });
    // Her open session moderates the board given (and its sub boards) at once, and nothing else.
    expect((await pin(budsPost.id)).statusCode).toBe(200);
    expect((await pin(novaPost.id)).body.code).toBe('FORBIDDEN');
    expect(((await member.get(`/api/posts/${budsPost.id}`)).body.data as PostDetail).canModerate).toBe(true);
    const log = (await admin.get('/api/moderation/log')).body.data as StaffLogEntry[];
    expect(log.find((entry) => entry.action === 'member.roleChanged')).toMatchObject({
      target: { kind: 'member', id: mariaId, label: 'maria_lens' },
      before: { role: 'member', boardIds: [] },
      after: { role: 'moderator', boardIds: [boardOf('Nova Buds').id] },
    });

    expect((await setRole(admin, mariaId, { role: 'member', boardIds: [] })).body.data).toMatchObject({
      role: 'member',
      moderatedBoards: [],
    });
    expect((await pin(budsPost.id)).body.code).toBe('FORBIDDEN');
  });

  it('refuses role changes from anyone but an admin, of oneself, to unknown boards or members', async () => {
    const mariaId = await userIdOf(app, 'maria_lens');
    const adminId = await userIdOf(app, 'admin');
    expect((await setRole(moderator, mariaId, { role: 'admin', boardIds: [] })).body.code).toBe('FORBIDDEN');
    expect((await setRole(member, mariaId, { role: 'admin', boardIds: [] })).body.code).toBe('FORBIDDEN');
    expect((await setRole(admin, adminId, { role: 'member', boardIds: [] })).body).toMatchObject({
      code: 'CANNOT_CHANGE_OWN_ROLE',
      message: 'You cannot change your own role. Ask another admin.',
    });
    expect((await setRole(admin, mariaId, { role: 'moderator', boardIds: ['999999'] })).body.code).toBe(
      'BOARD_NOT_FOUND',
    );
    expect((await setRole(admin, '999999', { role: 'moderator', boardIds: [] })).body.code).toBe(
      'USER_NOT_FOUND',
    );
    expect((await setRole(admin, mariaId, { role: 'owner', boardIds: [] })).statusCode).toBe(400);
  });
});
