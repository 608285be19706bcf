import crypto from 'node:crypto';
import type { Connection } from '../../packages/server/src/platform/db/database.ts';
import { openDatabase } from '../../packages/server/src/platform/db/database.ts';
import type { BenchDatabase } from './benchDatabase.ts';
import { databaseConfigOf } from './benchDatabase.ts';

/** Members of the generated community with a session each, for targets that write once per member. */
export type BenchMembers = {
  cookies: string[];
  /** Each cookie's member, in the same order. */
  userIds: string[];
  boardId: string;
  sectionId: string | null;
};

/** The brand's community app names itself in the user agent; check-in works only there (spec §2). */
export const inAppUserAgent = 'Mozilla/5.0 (Linux; Android 14) FanzoneCommunity/3.2.0';

/**
 * Opens sessions straight in the database for `count` generated members who have not checked in since
 * yesterday, the way a login stores them (only the token's hash), so every request of a write target
 * is a first write of a different member instead of a repeat the server answers from what exists.
 */
export async function openMemberSessions(connection: Connection, count: number): Promise<BenchMembers> {
  const members = await connection.query<{ id: string }>(
    `SELECT u.id::text AS id FROM users u
     WHERE u.role = 'member' AND NOT u.is_blocked
       AND NOT EXISTS (SELECT 1 FROM check_ins c WHERE c.user_id = u.id AND c.day >= current_date - 1)
     ORDER BY random() LIMIT $1`,
    [count],
  );
  const tokens = members.map(() => crypto.randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => crypto.createHash('sha256').update(token).digest('hex'));
  await connection.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, last_used_at, expires_at, user_agent)
     SELECT hash, user_id::bigint, now(), now(), now() + interval '1 day', $3
     FROM unnest($1::text[], $2::text[]) AS opened (hash, user_id)`,
    [hashes, members.map((member) => member.id), inAppUserAgent],
  );
  // A sub-board anyone may post in, with an open section when it has sections.
  const [board] = await connection.query<{ id: string; section_id: string | null }>(
    `SELECT b.id::text AS id,
            (SELECT s.id::text FROM board_sections s WHERE s.board_id = b.id AND NOT s.closed ORDER BY s.position LIMIT 1) AS section_id
     FROM boards b JOIN boards m ON m.id = b.parent_id
     WHERE NOT b.closed AND b.visible_to = 'everyone' AND b.allowed_countries IS NULL
       AND m.visible_to = 'everyone' AND m.allowed_countries IS NULL
     ORDER BY b.post_count DESC LIMIT 1`,
  );
  if (!board) throw new Error('no sub-board open to members');
  return {
    cookies: tokens.map((token) => `fz_session=${token}`),
    userIds: members.map((member) => member.id),
    boardId: board.id,
    sectionId: board.section_id,
  };
}

/** The post every publishing member sends (a valid post; publishing moves the post missions). */
export function benchPost(members: BenchMembers) {
  return {
    kind: 'post',
    boardId: members.boardId,
    sectionId: members.sectionId,
    category: 'discussion',
    title: 'Bench: battery life after a week',
    contentHtml: '<p>The battery lasts two days with <strong>normal</strong> use.</p>',
    tags: [],
    commentVisibility: 'everyone',
  };
}

/** Opens the member sessions before the server starts (PGlite allows one process at a time). */
export async function prepareBenchMembers(database: BenchDatabase, count: number): Promise<BenchMembers> {
  const opened = await openDatabase(databaseConfigOf(database));
  try {
    return await opened.withConnection((connection) => openMemberSessions(connection, count));
  } finally {
    await opened.close();
  }
}
