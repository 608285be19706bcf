import type { EditorGroup, MemberRecord, My, PostDetail, StaffLogEntry, SubBoard } from '@fanzone/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBoards, publish, setBanned, userIdOf, validPost } from '../../../test/forum.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { editorGroupMembers } from '../identity/identity.tables.ts';

describe(`members in the console (${testDatabase})`, () => {
  const site = useTestApp({ region: 'global', demoData: true });
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
  const setLevel = (client: TestClient, id: string, body: unknown) =>
    client.api('PUT', `/api/admin/members/${id}/level`, body);
  const setGroups = (client: TestClient, id: string, groupIds: unknown) =>
    client.api('PUT', `/api/admin/members/${id}/editor-groups`, { groupIds });
  const editorGroups = async () => (await admin.get('/api/admin/editor-groups')).body.data as EditorGroup[];
  const groupNamed = async (name: string) => (await editorGroups()).find((group) => group.name === name)!;
  const latestLog = async (action: StaffLogEntry['action']) =>
    ((await admin.get('/api/moderation/log')).body.data as StaffLogEntry[]).find(
      (entry) => entry.action === action,
    );
  /** Every board the client's boards list shows, main and sub, by English name. */
  const boardNames = async (client: TestClient) =>
    ((await client.get('/api/forum/list')).body.data as (SubBoard & { children: SubBoard[] })[]).flatMap(
      (main) => [main.name, ...main.children.map((child) => child.name)],
    );

  beforeAll(async () => {
    admin = await site.signedIn('admin');
    moderator = await site.signedIn('moderator');
    member = await site.signedIn('maria_lens');
    author = await site.signedIn('arjun.tech');
    boardOf = await demoBoards(admin);
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
    const id = await userIdOf(site.app, 'budi_gamer');
    await moderator.api('PUT', `/api/moderation/members/${id}/ban`, { reason: 'Spam links', until: null });
    expect(((await find(admin, 'budi')).data as MemberRecord[])[0]).toMatchObject({
      username: 'budi_gamer',
      ban: { reason: 'Spam links', until: null },
    });
    await moderator.api('DELETE', `/api/moderation/members/${id}/ban`);
    expect(((await find(admin, 'budi')).data as MemberRecord[])[0]!.ban).toBeNull();
  });

  it('lets an admin make a member a moderator of some boards, at once and logged, and a member again', async () => {
    const mariaId = await userIdOf(site.app, 'maria_lens');
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
    const mariaId = await userIdOf(site.app, 'maria_lens');
    const adminId = await userIdOf(site.app, 'admin');
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

  it("lets an admin set a member's level up or down, logged; growth later only raises it", async () => {
    const sofiaId = await userIdOf(site.app, 'sofia-es');
    const raised = await setLevel(admin, sofiaId, { level: 9 });
    expect(raised.body.data).toMatchObject({ username: 'sofia-es', level: 9 });
    expect(((await find(moderator, 'sofia')).data as MemberRecord[])[0]!.level).toBe(9);
    expect((await setLevel(admin, sofiaId, { level: 2 })).body.data).toMatchObject({ level: 2 });
    expect(await latestLog('member.levelSet')).toMatchObject({
      actor: { username: 'admin' },
      target: { kind: 'member', id: sofiaId, label: 'sofia-es' },
      before: { level: 9 },
      after: { level: 2 },
    });

    // A reward recomputes the level from the growth value and keeps the greater of the two.
    const grant = async (growthValue: number) =>
      (
        await admin.api('POST', '/api/admin/rewards', {
          userId: sofiaId,
          coins: 0,
          growthValue,
          note: 'Meet-up helper',
        })
      ).body.data as { level: number; growthValue: number };
    const ladder = [0, 50, 150, 400, 1000, 2500, 5000, 10000, 20000, 40000];
    const levelOfGrowth = (growth: number) => ladder.filter((threshold) => threshold <= growth).length;
    await setLevel(admin, sofiaId, { level: 1 });
    const grown = await grant(200);
    expect(grown.level).toBe(levelOfGrowth(grown.growthValue));
    expect(grown.level).toBeGreaterThanOrEqual(3);
    await setLevel(admin, sofiaId, { level: 9 });
    expect(levelOfGrowth((await grant(1)).growthValue)).toBeLessThan(9);
    expect(((await find(admin, 'sofia')).data as MemberRecord[])[0]!.level).toBe(9);
  });

  it("keeps a level within the community's levels and the contract's range", async () => {
    const sofiaId = await userIdOf(site.app, 'sofia-es');
    // The demo ladder has 10 levels: an 11th is one no growth value could reach.
    expect((await setLevel(admin, sofiaId, { level: 11 })).body).toMatchObject({
      code: 'LEVEL_OUT_OF_RANGE',
      message: "Please choose a level from 1 to 10, the community's highest level",
    });
    for (const level of [0, -1, 101, 2.5, '3', null])
      expect((await setLevel(admin, sofiaId, { level })).body.code).toBe('VALIDATION_FAILED');
    expect((await setLevel(admin, sofiaId, {})).body.code).toBe('VALIDATION_FAILED');
    expect(((await find(admin, 'sofia')).data as MemberRecord[])[0]!.level).toBe(9);
  });

  it('lists the editor groups in their order with their active members, for operators only', async () => {
    expect(await editorGroups()).toEqual([
      { id: expect.any(String), name: 'Nova Official', type: 'A', position: 0, memberCount: 1 },
      { id: expect.any(String), name: 'Community Moderator', type: 'K', position: 1, memberCount: 1 },
      { id: expect.any(String), name: 'Camera Club Editor', type: 'L', position: 2, memberCount: 2 },
      { id: expect.any(String), name: '摄影达人', type: 'M', position: 3, memberCount: 1 },
    ]);
    expect((await moderator.get('/api/admin/editor-groups')).body.code).toBe('FORBIDDEN');
    expect((await member.get('/api/admin/editor-groups')).body.code).toBe('FORBIDDEN');
    expect((await site.visitor().get('/api/admin/editor-groups')).body.code).toBe('LOGIN_REQUIRED');
    // The console's card shows the groups a member is an active member of, to moderators too.
    expect(((await find(moderator, 'priya_clicks')).data as MemberRecord[])[0]!.editorGroups).toEqual([
      { id: (await groupNamed('Camera Club Editor')).id, name: 'Camera Club Editor' },
    ]);
  });

  it("puts a member in editor groups: their open session sees the editors' board at once, and no longer once out", async () => {
    const authorId = await userIdOf(site.app, 'arjun.tech');
    const official = await groupNamed('Nova Official');
    const cameraClub = await groupNamed('Camera Club Editor');
    expect(await boardNames(author)).not.toContain("Editors' desk");

    const joined = await setGroups(admin, authorId, [cameraClub.id, official.id, cameraClub.id]);
    expect(joined.body.data).toMatchObject({
      username: 'arjun.tech',
      editorGroups: [
        { id: official.id, name: 'Nova Official' },
        { id: cameraClub.id, name: 'Camera Club Editor' },
      ],
    });
    expect(await boardNames(author)).toContain("Editors' desk");
    expect(((await author.get('/api/account/profile')).body.data as My).editorGroupState).toEqual([
      { name: 'Nova Official', type: 'A', status: 'active' },
      { name: 'Camera Club Editor', type: 'L', status: 'active' },
    ]);
    expect((await groupNamed('Camera Club Editor')).memberCount).toBe(3);
    expect(await latestLog('member.editorGroupsSet')).toMatchObject({
      target: { kind: 'member', id: authorId, label: 'arjun.tech' },
      before: { groups: [] },
      after: { groups: ['Nova Official', 'Camera Club Editor'] },
    });

    const left = await setGroups(admin, authorId, []);
    expect((left.body.data as MemberRecord).editorGroups).toEqual([]);
    expect(await boardNames(author)).not.toContain("Editors' desk");
    expect(((await author.get('/api/account/profile')).body.data as My).editorGroupState).toEqual([]);
    expect(await latestLog('member.editorGroupsSet')).toMatchObject({
      before: { groups: ['Nova Official', 'Camera Club Editor'] },
      after: { groups: [] },
    });
  });

  it('makes the chosen groups exactly the active ones: a lapsed chosen one is active again, any other goes', async () => {
    const authorId = BigInt(await userIdOf(site.app, 'arjun.tech'));
    const official = await groupNamed('Nova Official');
    const cameraClub = await groupNamed('Camera Club Editor');
    await site.app.deps.db.insert(editorGroupMembers).values([
      { groupId: BigInt(official.id), userId: authorId, active: false },
      { groupId: BigInt(cameraClub.id), userId: authorId, active: false },
    ]);
    // A lapsed membership makes nobody an editor, and the card does not show it.
    expect(((await find(admin, 'arjun')).data as MemberRecord[])[0]!.editorGroups).toEqual([]);
    await setGroups(admin, authorId.toString(), [official.id]);
    const memberships = await site.app.deps.db
      .select({ groupId: editorGroupMembers.groupId, active: editorGroupMembers.active })
      .from(editorGroupMembers)
      .where(eq(editorGroupMembers.userId, authorId));
    expect(memberships).toEqual([{ groupId: BigInt(official.id), active: true }]);
    await setGroups(admin, authorId.toString(), []);
  });

  it('refuses level and editor-group changes from anyone but an operator, and for unknown members or groups', async () => {
    const mariaId = await userIdOf(site.app, 'maria_lens');
    const adminId = await userIdOf(site.app, 'admin');
    const cameraClub = await groupNamed('Camera Club Editor');
    const visitor = site.visitor();
    for (const [client, code] of [
      [visitor, 'LOGIN_REQUIRED'],
      [member, 'FORBIDDEN'],
      [moderator, 'FORBIDDEN'],
    ] as const) {
      expect((await setLevel(client, mariaId, { level: 5 })).body.code).toBe(code);
      expect((await setGroups(client, mariaId, [cameraClub.id])).body.code).toBe(code);
    }

    // An admin who is banned does nothing at all, and is told so the same way at every operator's call.
    const lukasId = await userIdOf(site.app, 'lukas_de');
    await setRole(admin, lukasId, { role: 'admin', boardIds: [] });
    const bannedAdmin = await site.signedIn('lukas_de');
    await setBanned(site.app, 'lukas_de', true);
    expect((await setLevel(bannedAdmin, mariaId, { level: 5 })).body.code).toBe('USER_BANNED');
    expect((await setGroups(bannedAdmin, mariaId, [cameraClub.id])).body.code).toBe('USER_BANNED');
    expect((await bannedAdmin.get('/api/admin/editor-groups')).body.code).toBe('USER_BANNED');
    await setBanned(site.app, 'lukas_de', false);
    await setRole(admin, lukasId, { role: 'member', boardIds: [] });

    const maria = ((await find(admin, 'maria')).data as MemberRecord[])[0]!;
    expect(maria).toMatchObject({ editorGroups: [] });
    expect(maria.level).not.toBe(5);

    // Unlike a role, an admin's own level and groups are theirs to set: they give an admin nothing more.
    expect((await setLevel(admin, adminId, { level: 10 })).body.data).toMatchObject({ level: 10 });
    const ownGroups = await setGroups(admin, adminId, [cameraClub.id]);
    expect((ownGroups.body.data as MemberRecord).editorGroups).toEqual([
      { id: cameraClub.id, name: 'Camera Club Editor' },
    ]);

    expect((await setLevel(admin, '999999', { level: 5 })).body.code).toBe('USER_NOT_FOUND');
    expect((await setGroups(admin, '999999', [])).body.code).toBe('USER_NOT_FOUND');
    // One unknown group refuses the whole change.
    expect((await setGroups(admin, mariaId, [cameraClub.id, '999999'])).body).toMatchObject({
      code: 'EDITOR_GROUP_NOT_FOUND',
      message: 'This editor group does not exist or was removed',
    });
    const mariaGroups = await site.app.deps.db
      .select()
      .from(editorGroupMembers)
      .where(eq(editorGroupMembers.userId, BigInt(mariaId)));
    expect(mariaGroups).toEqual([]);
    for (const groupIds of [['x'], 'all', [1], null])
      expect((await setGroups(admin, mariaId, groupIds)).body.code).toBe('VALIDATION_FAILED');
  });
});
