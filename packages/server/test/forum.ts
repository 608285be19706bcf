import type { PostDetail, PostInput, SubBoard } from '@fanzone/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { boards } from '../src/modules/boards/boards.tables.ts';
import { users } from '../src/modules/identity/identity.tables.ts';
import { moderatedBoards } from '../src/modules/moderation/moderation.tables.ts';
import { writeSetting } from '../src/modules/site/site.queries.ts';
import type { TestClient } from './testClient.ts';

/** Helpers for suites that publish and read posts on the demo community. */
export async function demoBoards(client: TestClient) {
  const list = (await client.get('/api/forum/list')).body.data as (SubBoard & { children: SubBoard[] })[];
  const all = list.flatMap((main) => [main, ...main.children]);
  return (name: string) => {
    const board = all.find((candidate) => candidate.name === name);
    if (!board) throw new Error(`no demo board named ${name}`);
    return board;
  };
}

/** A valid post in the given board and its first open section: tests change one field at a time. */
export function validPost(board: SubBoard, overrides: Partial<PostInput> = {}): PostInput {
  const section = board.sections.find((candidate) => !candidate.closed);
  return {
    kind: 'post',
    boardId: board.id,
    sectionId: section?.id ?? null,
    category: 'discussion',
    title: 'Night mode on the Nova 12 Pro',
    contentHtml: '<p>The night mode is <strong>great</strong> even in a dark street.</p>',
    tags: [],
    commentVisibility: 'everyone',
    ...overrides,
  };
}

export async function publish(client: TestClient, input: PostInput) {
  const response = await client.api('POST', '/api/posts', input);
  if (response.statusCode !== 200) throw new Error(`publish failed: ${JSON.stringify(response.body)}`);
  return response.body.data as PostDetail;
}

export async function setLevel(app: FastifyInstance, username: string, level: number) {
  await app.deps.db.update(users).set({ level }).where(eq(users.username, username));
}

/** A member's id as the API writes it, by username. */
export async function userIdOf(app: FastifyInstance, username: string): Promise<string> {
  const [user] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no member named ${username}`);
  return user.id.toString();
}

/**
 * Makes a demo member a moderator of the boards named (English names), the way the console will,
 * announced to the session cache so an open session learns it at once.
 */
export async function makeModerator(app: FastifyInstance, username: string, boardNames: string[]) {
  const [user] = await app.deps.db
    .update(users)
    .set({ role: 'moderator' })
    .where(eq(users.username, username))
    .returning({ id: users.id });
  const rows = await app.deps.db
    .select({ id: boards.id })
    .from(boards)
    .where(
      sql`${boards.name}->>'en' IN (${sql.join(
        boardNames.map((name) => sql`${name}`),
        sql`, `,
      )})`,
    );
  if (rows.length !== boardNames.length) throw new Error(`boards not found: ${boardNames.join(', ')}`);
  await app.deps.db
    .insert(moderatedBoards)
    .values(rows.map((row) => ({ userId: user!.id, boardId: row.id })));
  await app.deps.bus.publish('identity.invalidate', { kind: 'user', userId: user!.id.toString() });
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Makes a demo member an admin, announced to the session cache as the console's role change is. */
export async function makeAdmin(app: FastifyInstance, username: string) {
  const [user] = await app.deps.db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.username, username))
    .returning({ id: users.id });
  await app.deps.bus.publish('identity.invalidate', { kind: 'user', userId: user!.id.toString() });
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Bans or lifts a ban, announced to the session cache the way a moderator's ban is. */
export async function setBanned(app: FastifyInstance, username: string, banned: boolean) {
  const [user] = await app.deps.db
    .update(users)
    .set({ isBlocked: banned })
    .where(eq(users.username, username))
    .returning({ id: users.id });
  await app.deps.bus.publish('identity.invalidate', { kind: 'user', userId: user!.id.toString() });
  await new Promise((resolve) => setTimeout(resolve, 20));
}

export async function setCommunitySetting(app: FastifyInstance, key: string, value: unknown) {
  await writeSetting(app.deps.db, key, value, new Date());
}
