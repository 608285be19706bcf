import { encodeCursor } from '../../packages/server/src/platform/http/cursor.ts';
import type { Connection } from '../../packages/server/src/platform/db/database.ts';
import { openDatabase } from '../../packages/server/src/platform/db/database.ts';
import type { BenchDatabase } from './benchDatabase.ts';
import { databaseConfigOf } from './benchDatabase.ts';

/** What the generator recorded about a filled database (table bench_generation). */
export type Generation = {
  users: number;
  posts: number;
  comments: number;
  seconds: number;
  totals: Record<string, number>;
};

/** What building the search index took (the generator's last step), and its size now. */
export type SearchIndexBuild = { posts: number; wordsSeconds: number; indexSeconds: number };
export type SearchIndexFacts = SearchIndexBuild & { bytes: number };

/** The rows the hot-path targets read: the biggest board, its deep pages and the most commented post. */
export type HotPathData = {
  generation: Generation;
  board: { id: string; posts: number };
  /** Cursors this many rows into the board's list (sort=reply and sort=hot). */
  deepRows: number;
  replyCursor: string;
  hotCursor: string;
  post: { id: string; comments: number };
  /** A generated member's whole name, for the member search target. */
  memberName: string;
  /** Null for a database generated before the build was recorded. */
  searchIndex: SearchIndexFacts | null;
  /**
   * The long tail: posts and boards drawn at random across the whole database, one per request, so
   * no cache and few database pages are warm for them (the crawler's and the occasional reader's path).
   */
  longTail: { postIds: string[]; boardIds: string[] };
};

/** How many posts the long-tail targets walk: far more than a run's requests reach twice in its cache. */
const longTailPosts = 5_000;

/**
 * Reads the hot-path targets from a database the generator filled, before the server opens it
 * (PGlite allows one process at a time). Answers null for a database without generated data.
 */
export async function findHotPathData(database: BenchDatabase): Promise<HotPathData | null> {
  const opened = await openDatabase(databaseConfigOf(database));
  try {
    return await opened.withConnection(async (connection) => {
      const [meta] = await connection.query<{ present: boolean }>(
        "SELECT to_regclass('bench_generation') IS NOT NULL AS present",
      );
      if (!meta?.present) return null;
      const [plan] = await connection.query<{ value: Generation & { state: string } }>(
        "SELECT value FROM bench_generation WHERE key = 'plan'",
      );
      if (plan?.value.state !== 'done') return null;
      return {
        generation: plan.value,
        searchIndex: await readSearchIndexFacts(connection),
        ...(await readTargets(connection)),
      };
    });
  } finally {
    await opened.close();
  }
}

async function readSearchIndexFacts(connection: Connection): Promise<SearchIndexFacts | null> {
  const [row] = await connection.query<{ value: SearchIndexBuild; bytes: string }>(
    "SELECT value, pg_total_relation_size('post_search')::text AS bytes FROM bench_generation WHERE key = 'searchIndex'",
  );
  return row ? { ...row.value, bytes: Number(row.bytes) } : null;
}

/** Boards every visitor sees (no audience or country limit on the board or its main board). */
const publicBoards = `
  SELECT b.id, coalesce(b.parent_id, b.id) AS main_id FROM boards b LEFT JOIN boards m ON m.id = b.parent_id
  WHERE b.visible_to = 'everyone' AND b.allowed_countries IS NULL AND coalesce(m.visible_to, 'everyone') = 'everyone' AND m.allowed_countries IS NULL`;

async function readTargets(connection: Connection) {
  const [board] = await connection.query<{ id: string; posts: string }>(
    `SELECT main_id AS id, sum(b.post_count) AS posts FROM (${publicBoards}) p JOIN boards b ON coalesce(b.parent_id, b.id) = p.main_id
     WHERE p.id = p.main_id GROUP BY main_id ORDER BY posts DESC LIMIT 1`,
  );
  if (!board) throw new Error('no public board');
  const deepRows = Math.min(10_000, Math.floor(Number(board.posts) / 2));
  const inBoard = `main_board_id = ${board.id} AND status = 'published' AND pinned IS DISTINCT FROM 'main'`;
  const [reply] = await connection.query<{ at: string; id: string }>(
    `SELECT last_activity_at::text AS at, id::text AS id FROM posts WHERE ${inBoard} ORDER BY last_activity_at DESC, posts.id DESC OFFSET ${deepRows} LIMIT 1`,
  );
  const [hot] = await connection.query<{ score: string; id: string }>(
    `SELECT hot_score::text AS score, id::text AS id FROM posts WHERE ${inBoard} ORDER BY hot_score DESC, posts.id DESC OFFSET ${deepRows} LIMIT 1`,
  );
  const [post] = await connection.query<{ id: string; comments: number }>(
    `SELECT id::text AS id, comment_count AS comments FROM posts
     WHERE status = 'published' AND comment_visibility = 'everyone' AND board_id IN (SELECT id FROM (${publicBoards}) p)
     ORDER BY comment_count DESC, posts.id LIMIT 1`,
  );
  const [member] = await connection.query<{ username: string }>(
    "SELECT username FROM users WHERE issuer = 'bench' ORDER BY id OFFSET 4241 LIMIT 1",
  );
  if (!reply || !hot || !post || !member) throw new Error('the generated database has no posts to bench');
  const tailPosts = await connection.query<{ id: string }>(
    `SELECT id::text AS id FROM posts
     WHERE status = 'published' AND board_id IN (SELECT id FROM (${publicBoards}) p)
     ORDER BY random() LIMIT ${longTailPosts}`,
  );
  const tailBoards = await connection.query<{ id: string }>(
    `SELECT id::text AS id FROM (${publicBoards}) p ORDER BY random()`,
  );
  return {
    board: { id: board.id, posts: Number(board.posts) },
    deepRows,
    replyCursor: encodeCursor([reply.at, reply.id]),
    hotCursor: encodeCursor([hot.score, hot.id]),
    post,
    memberName: member.username,
    longTail: { postIds: tailPosts.map(({ id }) => id), boardIds: tailBoards.map(({ id }) => id) },
  };
}
