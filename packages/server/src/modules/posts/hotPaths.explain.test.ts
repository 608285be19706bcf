import { PGlite } from '@electric-sql/pglite';
import crypto from 'node:crypto';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../test/testApp.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { dropSchema, openDatabase } from '../../platform/db/database.ts';
import { migrate } from '../../platform/db/migrate.ts';
import { firstReplies, hasCommentedOn, threadRows } from '../comments/comments.queries.ts';
import { hotScoreSql } from './hotScore.ts';
import type { PostFilter } from './postLists.queries.ts';
import { boardPostPage, memberPostPage, pinnedPosts, recommendedPage } from './postLists.queries.ts';
import { followedSources, followingPage, newestPostsOf } from '../feeds/following.queries.ts';
import { findPost, pollsOf, postsByIds } from './posts.queries.ts';
import { limits } from '@fanzone/contract';
import { membersNamed, searchPostPage } from '../search/search.queries.ts';
import { rebuildSearchIndex } from '../search/searchIndex.ts';
import { searchQueryOf } from '../search/searchText.ts';

/**
 * ARCHITECTURE §9: no query without an index on a hot path. The real query functions of the home feeds,
 * board lists, post details and first comments run against tables large enough (and ANALYZEd) for
 * the planner to choose for real; their SQL is captured through Drizzle's logger and EXPLAIN ANALYZEd
 * with the same parameters. Every scan of posts, comments or polls must be an index scan on the index meant
 * for it (and a card's poll is probed by key, not hashed from the whole polls table), a keyset page
 * must read about a page of rows however deep its cursor, and no Sort may sit over more than that.
 */

/** A thread's page in one statement: 21 top-level ids, up to two replies' ids each, and those rows by id. */
const threadPageRows = 21 + 21 * 2 + 21 * 3;

type PlanNode = {
  'Node Type': string;
  'Index Cond'?: string;
  Filter?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

const tables = new Set(['posts', 'comments', 'polls', 'post_likes', 'post_favourites', 'post_search']);
const scanTypes = new Set(['Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** Scans of the watched tables with the index each used (a bitmap scan's from its index scans). */
function tableScans(plan: PlanNode, watched: ReadonlySet<string> = tables) {
  return nodesOf(plan)
    .filter((node) => node['Relation Name'] && watched.has(node['Relation Name']))
    .map((node) => ({
      node,
      type: node['Node Type'],
      table: node['Relation Name']!,
      indexes:
        node['Node Type'] === 'Bitmap Heap Scan'
          ? nodesOf(node)
              .filter((child) => child['Node Type'] === 'Bitmap Index Scan')
              .map((child) => child['Index Name']!)
          : node['Index Name']
            ? [node['Index Name']]
            : [],
      /** Rows the scan read, kept or filtered out, over all its loops. */
      rowsRead:
        ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        (node['Actual Loops'] ?? 1),
    }));
}

/** The plan as indented lines, for failure messages. */
function render(node: PlanNode, depth = 0): string {
  const on = node['Relation Name']
    ? ` on ${node['Relation Name']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`
    : node['Index Name']
      ? ` ${node['Index Name']}`
      : '';
  const details = [
    node['Index Cond'] && `cond ${node['Index Cond']}`,
    node.Filter && `filter ${node.Filter}`,
    `rows ${node['Actual Rows']} x${node['Actual Loops']}`,
    node['Rows Removed by Filter'] && `removed ${node['Rows Removed by Filter']}`,
  ].filter(Boolean);
  return [
    `${'  '.repeat(depth)}${node['Node Type']}${on} (${details.join(', ')})`,
    ...(node.Plans ?? []).map((child) => render(child, depth + 1)),
  ].join('\n');
}

/** Sorts fed by posts or comments scans, with the rows those scans read: a page's worth at most. */
function sortInputs(plan: PlanNode, watched: ReadonlySet<string>) {
  return nodesOf(plan)
    .filter((node) => node['Node Type'] === 'Sort' && tableScans(node, watched).length > 0)
    .map((node) => tableScans(node, watched).reduce((sum, scan) => sum + scan.rowsRead, 0));
}

type Harness = {
  db: Db;
  /** The last statement the query functions sent, with its parameters. */
  lastStatement(): { sql: string; params: unknown[] };
  exec(sqlText: string): Promise<void>;
  rows<Row>(sqlText: string, params?: unknown[]): Promise<Row[]>;
  /**
   * The statement's generic plan, EXPLAIN ANALYZEd with these values: the plan PostgreSQL settles on
   * for a statement sent by name once it looks no dearer than the plans made for each call's values.
   */
  genericPlan(sqlText: string, params: unknown[]): Promise<unknown>;
  close(): Promise<void>;
};

/** Values as SQL literals, for `EXECUTE` (PostgreSQL gives them the prepared statement's parameter types). */
function literals(params: unknown[]): string {
  return params
    .map((value) =>
      value === null || value === undefined
        ? 'NULL'
        : typeof value === 'number' || typeof value === 'bigint'
          ? String(value)
          : Array.isArray(value)
            ? `'{${value.map(String).join(',')}}'`
            : `'${String(value instanceof Date ? value.toISOString() : value).replace(/'/g, "''")}'`,
    )
    .join(', ');
}

/** The generic plan's EXPLAIN on one connection: set, prepare, explain, then leave it as it was. */
async function explainGeneric(
  query: (sqlText: string) => Promise<{ rows: Record<string, unknown>[] }>,
  sqlText: string,
  params: unknown[],
): Promise<unknown> {
  await query('SET plan_cache_mode = force_generic_plan');
  try {
    await query(`PREPARE generic_probe AS ${sqlText}`);
    const values = params.length ? `(${literals(params)})` : '';
    return (await query(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE generic_probe${values}`)).rows[0]![
      'QUERY PLAN'
    ];
  } finally {
    await query('DEALLOCATE ALL');
    await query('RESET plan_cache_mode');
  }
}

/** A migrated database whose Drizzle instance logs every statement it sends. */
async function openHarness(): Promise<Harness> {
  const statements: { sql: string; params: unknown[] }[] = [];
  const logger = {
    logQuery: (sqlText: string, params: unknown[]) => void statements.push({ sql: sqlText, params }),
  };
  const lastStatement = () => {
    const statement = statements.at(-1);
    if (!statement) throw new Error('no statement was sent');
    return statement;
  };
  if (testDatabase === 'pglite') {
    const client = await PGlite.create('memory://');
    const database: Database = {
      db: drizzlePglite(client) as unknown as Db,
      kind: 'pglite',
      runSql: (sqlText, params) => client.query(sqlText, params),
      withConnection: (job) =>
        job({
          exec: async (sqlText) => void (await client.exec(sqlText)),
          query: async (sqlText, params) => (await client.query(sqlText, params)).rows as never,
          boundedQuery: async (sqlText, params) => (await client.query(sqlText, params)).rows as never,
        }),
      close: () => client.close(),
    };
    await migrate(database);
    return {
      db: drizzlePglite(client, { logger }) as unknown as Db,
      lastStatement,
      exec: async (sqlText) => void (await client.exec(sqlText)),
      rows: async <Row>(sqlText: string, params?: unknown[]) =>
        (await client.query<Row>(sqlText, params)).rows,
      genericPlan: (sqlText, params) =>
        explainGeneric((text) => client.query<Record<string, unknown>>(text), sqlText, params),
      close: () => client.close(),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('FANZONE_TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `t_${crypto.randomBytes(5).toString('hex')}`;
  const database = await openDatabase({ kind: 'postgres', url, schema });
  await migrate(database);
  await database.close();
  const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
  return {
    db: drizzlePostgres(pool, { logger }) as unknown as Db,
    lastStatement,
    exec: async (sqlText) => void (await pool.query(sqlText)),
    rows: async <Row>(sqlText: string, params?: unknown[]) =>
      (await pool.query(sqlText, params)).rows as Row[],
    genericPlan: async (sqlText, params) => {
      const client = await pool.connect();
      try {
        return await explainGeneric((text) => client.query(text), sqlText, params);
      } finally {
        client.release();
      }
    },
    close: async () => {
      await pool.end();
      await dropSchema(url, schema);
    },
  };
}

/** Ids of the fixture, read back after the fill. */
type Fixture = {
  mainBoard: bigint;
  subBoard: bigint;
  hiddenBoard: bigint;
  viewer: bigint;
  prolificAuthor: bigint;
  popularPost: bigint;
  firstComments: bigint[];
  deepActivityCursor: string[];
  deepHotCursor: string[];
  deepRecommendedCursor: string[];
  deepCommentCursor: string;
  deepLikesCursor: string[];
};

const postCount = 20_000;
const popularPostComments = 5_000;
const otherComments = 95_000;

/**
 * 20,000 posts (half in one sub board, most in one main board, authors skewed, 2 % deleted, a few
 * pinned and promoted) and 100,000 comments, 5,000 of them on one post whose first comments draw
 * most of its 1,500 replies; a viewer following 50 members and 2 boards and blocking one. Filled
 * set-based, then ANALYZEd.
 */
async function fill(harness: Harness): Promise<Fixture> {
  const content = `'${'The night mode on the Nova 12 Pro keeps noise low even in a dark street. '.repeat(8)}'`;
  await harness.exec(`
    INSERT INTO users (issuer, subject, username, created_at, level)
    SELECT 'explain', 'member-' || i, 'member_' || i, now() - interval '3 years', 1 + i % 5 FROM generate_series(1, 2000) AS i;
    INSERT INTO boards (parent_id, position, name) VALUES (NULL, 0, '{"en": "Main"}'), (NULL, 1, '{"en": "Other"}'), (NULL, 2, '{"en": "Single"}');
    INSERT INTO boards (parent_id, position, name, visible_to)
    SELECT id, 0, '{"en": "Sub"}'::jsonb, 'everyone' FROM boards WHERE name->>'en' = 'Main'
    UNION ALL SELECT id, 1, '{"en": "Sub 2"}', 'everyone' FROM boards WHERE name->>'en' = 'Main'
    UNION ALL SELECT id, 0, '{"en": "Other sub"}', 'everyone' FROM boards WHERE name->>'en' = 'Other'
    UNION ALL SELECT id, 1, '{"en": "Hidden"}', 'moderators' FROM boards WHERE name->>'en' = 'Other';
  `);
  const boardIds = Object.fromEntries(
    (
      await harness.rows<{ name: string; id: string }>(
        "SELECT name->>'en' AS name, id::text AS id FROM boards",
      )
    ).map((row) => [row.name, row.id]),
  );
  const firstUser = Number(
    (await harness.rows<{ id: string }>('SELECT min(id)::text AS id FROM users'))[0]!.id,
  );
  // Board by n % 20: 10/20 in Sub, 4 in Sub 2, 2 in Main itself, 2 in Other sub, 1 Single, 1 Hidden.
  const board = `(ARRAY[${[...Array(10).fill('Sub'), ...Array(4).fill('Sub 2'), 'Main', 'Main', 'Other sub', 'Other sub', 'Single', 'Hidden'].map((name) => boardIds[name]).join(', ')}]::bigint[])[1 + n % 20]`;
  const mainOf = `CASE board_id WHEN ${boardIds['Sub']} THEN ${boardIds['Main']} WHEN ${boardIds['Sub 2']} THEN ${boardIds['Main']} WHEN ${boardIds['Other sub']} THEN ${boardIds['Other']} WHEN ${boardIds['Hidden']} THEN ${boardIds['Other']} ELSE board_id END`;
  await harness.exec(`
    INSERT INTO posts (author_id, board_id, main_board_id, kind, title, content_html, content_text, excerpt, status, featured, home_recommended, pinned,
      like_count, comment_count, favourite_count, view_count, hot_score, created_at, last_activity_at)
    SELECT author_id, board_id, ${mainOf}, 'post', 'Post ' || n, '<p>' || ${content} || '</p>', ${content}, left(${content}, 140),
      CASE WHEN n % 50 = 0 THEN 'deleted' ELSE 'published' END, n % 500 = 7, n % 1500 = 11,
      CASE WHEN n IN (${postCount - 3}, ${postCount - 23}) THEN 'sub' WHEN n IN (${postCount - 43}) THEN 'main' END,
      like_count, comment_count, favourite_count, like_count * 20, ${hotScoreSql}, created_at, created_at + (n % 50) * interval '1 hour'
    FROM (
      SELECT n, ${board} AS board_id,
        ${firstUser} + floor(2000 * power(((hashint8extended(n, 1) & 1048575)::float8 / 1048576), 3))::int AS author_id,
        (hashint8extended(n, 2) & 63)::int AS like_count, (hashint8extended(n, 3) & 15)::int AS comment_count, (hashint8extended(n, 4) & 7)::int AS favourite_count,
        now() - (${postCount} - n) * interval '30 minutes' AS created_at
      FROM generate_series(1, ${postCount}) AS n
    ) drawn;
  `);
  const [popular] = await harness.rows<{ id: string }>(
    `SELECT id::text AS id FROM posts WHERE board_id = ${boardIds['Sub']} AND status = 'published' AND pinned IS NULL ORDER BY posts.id DESC OFFSET 100 LIMIT 1`,
  );
  const popularPost = popular!.id;
  // The popular post's comments take ids 1..5000: positions 3, 6, 9 of every ten are replies to one
  // of its first 14 top-level comments; the others are spread over every post.
  await harness.exec(`
    INSERT INTO comments (id, post_id, author_id, parent_id, reply_to_id, content, like_count, created_at) OVERRIDING SYSTEM VALUE
    SELECT k, ${popularPost}, ${firstUser} + (k * 7919) % 2000,
      CASE WHEN k > 20 AND k % 10 IN (3, 6, 9) THEN (ARRAY[1, 2, 4, 5, 7, 8, 10, 11, 12, 14, 15, 17, 18, 20])[1 + k % 14] END,
      CASE WHEN k > 20 AND k % 10 IN (3, 6, 9) THEN (ARRAY[1, 2, 4, 5, 7, 8, 10, 11, 12, 14, 15, 17, 18, 20])[1 + k % 14] END,
      'Comment ' || k || ' on the popular post', k % 7, now() - interval '1 day' + k * interval '1 second'
    FROM generate_series(1, ${popularPostComments}) AS k;
    INSERT INTO comments (id, post_id, author_id, content, like_count, created_at) OVERRIDING SYSTEM VALUE
    SELECT ${popularPostComments} + k, p.id, ${firstUser} + (k::bigint * 104729) % 2000, 'Comment ' || k, k % 5, p.created_at + k * interval '1 second'
    FROM generate_series(1, ${otherComments}) AS k JOIN posts p ON p.id = (SELECT min(id) FROM posts) + (k::bigint * 7919) % ${postCount};
    SELECT setval(pg_get_serial_sequence('comments', 'id'), (SELECT max(id) FROM comments));
    UPDATE comments SET reply_count = counted.n FROM (SELECT parent_id, count(*)::int AS n FROM comments WHERE parent_id IS NOT NULL GROUP BY parent_id) counted
    WHERE comments.id = counted.parent_id;
    INSERT INTO user_follows (follower_id, followee_id, created_at) SELECT ${firstUser}, ${firstUser} + k, now() FROM generate_series(1, 50) AS k;
    INSERT INTO board_follows (user_id, board_id, created_at) VALUES (${firstUser}, ${boardIds['Main']}, now()), (${firstUser}, ${boardIds['Other sub']}, now());
    INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (${firstUser}, ${firstUser + 60}, now());
    INSERT INTO polls (post_id, title, type, multiple, deadline) SELECT id, 'Poll', 'text', false, now() + interval '7 days' FROM posts WHERE id % 20 = 3;
    -- Likes and favourites spread over every member, the viewer with many of both.
    INSERT INTO post_likes (user_id, post_id, created_at)
    SELECT ${firstUser} + (k * 31) % 2000, (SELECT min(id) FROM posts) + (k * 7919) % ${postCount}, now() FROM generate_series(1, 60000) AS k ON CONFLICT DO NOTHING;
    INSERT INTO post_favourites (user_id, post_id, created_at)
    SELECT ${firstUser} + (k * 31) % 2000, (SELECT min(id) FROM posts) + (k * 104729) % ${postCount}, now() FROM generate_series(1, 20000) AS k ON CONFLICT DO NOTHING;
    INSERT INTO post_likes (user_id, post_id, created_at) SELECT ${firstUser}, id, now() FROM posts WHERE id % 7 = 0 ON CONFLICT DO NOTHING;
    INSERT INTO post_favourites (user_id, post_id, created_at) SELECT ${firstUser}, id, now() - id * interval '1 second' FROM posts WHERE id % 11 = 0 ON CONFLICT DO NOTHING;
  `);
  for (const table of [
    'users',
    'boards',
    'posts',
    'comments',
    'polls',
    'user_follows',
    'board_follows',
    'user_blocks',
    'post_likes',
    'post_favourites',
  ])
    await harness.exec(`VACUUM ANALYZE ${table}`);

  // Search's words (issue 15): every post holds 'night'; a tenth, rewritten in Chinese, the pair
  // 手机 inside longer runs; four carry the rare 'zephyrite'. Indexed by the server's own rebuild.
  await harness.exec(`
    UPDATE posts SET content_text = '我觉得这款手机的夜景模式很好用' WHERE id % 10 = 3;
    UPDATE posts SET title = 'Zephyrite ' || title WHERE id % 5000 = 7;
  `);
  await rebuildSearchIndex({ db: harness.db });
  await harness.exec('VACUUM ANALYZE post_search');

  const deep = async <Row extends Record<string, string>>(sqlText: string) =>
    Object.values((await harness.rows<Row>(sqlText))[0]!);
  const inMain = `main_board_id = ${boardIds['Main']} AND status = 'published' AND pinned IS DISTINCT FROM 'main'`;
  return {
    mainBoard: BigInt(boardIds['Main']!),
    subBoard: BigInt(boardIds['Sub']!),
    hiddenBoard: BigInt(boardIds['Hidden']!),
    viewer: BigInt(firstUser),
    prolificAuthor: BigInt(firstUser),
    popularPost: BigInt(popularPost),
    firstComments: (
      await harness.rows<{ id: string }>(
        `SELECT id::text AS id FROM comments WHERE post_id = ${popularPost} AND parent_id IS NULL ORDER BY comments.id LIMIT 20`,
      )
    ).map((row) => BigInt(row.id)),
    deepActivityCursor: await deep(
      `SELECT last_activity_at::text AS a, id::text AS b FROM posts WHERE ${inMain} ORDER BY last_activity_at DESC, id DESC OFFSET 8000 LIMIT 1`,
    ),
    deepHotCursor: await deep(
      `SELECT hot_score::text AS a, id::text AS b FROM posts WHERE ${inMain} ORDER BY hot_score DESC, id DESC OFFSET 8000 LIMIT 1`,
    ),
    deepRecommendedCursor: await deep(
      `SELECT promoted::text AS a, hot_score::text AS b, id::text AS c FROM posts WHERE status = 'published' ORDER BY promoted DESC, hot_score DESC, id DESC OFFSET 10000 LIMIT 1`,
    ),
    deepCommentCursor: String(popularPostComments - 500),
    deepLikesCursor: await deep(
      `SELECT like_count::text AS a, id::text AS b FROM comments WHERE post_id = ${popularPost} AND parent_id IS NULL ORDER BY like_count DESC, id DESC OFFSET 3000 LIMIT 1`,
    ),
  };
}

type HotPath = {
  name: string;
  run: (db: Db, fixture: Fixture) => Promise<unknown>;
  /** Indexes its scans of posts, comments and polls may use; the first one must be used (it picks the page). */
  indexes: string[];
  /** Rows its posts and comments scans may read in all (and any Sort may take): about a page, whatever the cursor. */
  maxRowsRead: number;
  /** The tables whose scans are checked, when not the posts tables. */
  tables?: ReadonlySet<string>;
  /** Sent by name (`preparedRows`, `preparedQuery`): its generic plan is checked too. */
  named?: true;
};

const page = 21;
const visitor = (fixture: Fixture): PostFilter => ({
  excludedBoardIds: [fixture.hiddenBoard],
  blockerId: null,
  markedFor: null,
});
const member = (fixture: Fixture): PostFilter => ({
  excludedBoardIds: [fixture.hiddenBoard],
  blockerId: fixture.viewer,
  markedFor: fixture.viewer,
});
/** A member's list also probes their likes and favourites by primary key, row by row. */
const marks = ['post_likes_pkey', 'post_favourites_pkey'];
const everyone = { blockedBy: null, onlyAuthor: null, withShielded: false };
const main = (fixture: Fixture) => ({ id: fixture.mainBoard, isMain: true });
const sub = (fixture: Fixture) => ({ id: fixture.subBoard, isMain: false });

const hotPaths: HotPath[] = [
  {
    name: 'Recommended, visitor',
    named: true,
    run: (db, f) => recommendedPage(db, visitor(f), undefined, page),
    indexes: ['posts_recommended'],
    maxRowsRead: 60,
  },
  {
    name: 'Recommended, member with a block list',
    named: true,
    run: (db, f) => recommendedPage(db, member(f), undefined, page),
    indexes: ['posts_recommended', ...marks],
    maxRowsRead: 60,
  },
  {
    name: 'Recommended, 10,000 rows deep',
    named: true,
    run: (db, f) => recommendedPage(db, visitor(f), f.deepRecommendedCursor, page),
    indexes: ['posts_recommended'],
    maxRowsRead: 60,
  },
  {
    name: 'Following candidates (50 members, a main board and a sub board)',
    named: true,
    run: (db, f) => followingPage(db, f.viewer, member(f), undefined, page),
    indexes: [
      'posts_author_created',
      'posts_board_created',
      'posts_main_board_created',
      'posts_pkey',
      ...marks,
    ],
    maxRowsRead: 56 * page,
  },
  {
    name: 'Following candidates, next page',
    named: true,
    run: (db, f) =>
      followingPage(
        db,
        f.viewer,
        member(f),
        [new Date(Date.now() - 5 * 86_400_000).toISOString(), '999999999'],
        page,
      ),
    indexes: [
      'posts_author_created',
      'posts_board_created',
      'posts_main_board_created',
      'posts_pkey',
      ...marks,
    ],
    maxRowsRead: 56 * page,
  },
  {
    name: "newest posts of a member's followed sources (50 members, a main board and a sub board)",
    named: true,
    run: async (db, f) => newestPostsOf(db, await followedSources(db, f.viewer), page),
    indexes: ['posts_author_created', 'posts_board_created', 'posts_main_board_created'],
    maxRowsRead: 56 * page,
  },
  {
    name: 'post records by id (cards of any list)',
    named: true,
    run: (db) => postsByIds(db, [1n, 2n, 3n, 50n, 500n, 5000n, 19_000n]),
    indexes: ['posts_pkey'],
    maxRowsRead: 20,
  },
  ...(['activity', 'created', 'hot'] as const).flatMap((order): HotPath[] => [
    {
      name: `main board by ${order}, first page`,
      named: true,
      run: (db, f) => boardPostPage(db, main(f), order, visitor(f), undefined, page),
      indexes: [`posts_main_board_${order}`],
      maxRowsRead: 60,
    },
    {
      name: `sub board by ${order}, first page`,
      named: true,
      run: (db, f) => boardPostPage(db, sub(f), order, member(f), undefined, page),
      indexes: [`posts_board_${order}`, ...marks],
      maxRowsRead: 60,
    },
  ]),
  {
    name: 'main board by activity, 8,000 rows deep',
    named: true,
    run: (db, f) => boardPostPage(db, main(f), 'activity', visitor(f), f.deepActivityCursor, page),
    indexes: ['posts_main_board_activity'],
    maxRowsRead: 60,
  },
  {
    name: 'main board by hot, 8,000 rows deep',
    named: true,
    run: (db, f) => boardPostPage(db, main(f), 'hot', visitor(f), f.deepHotCursor, page),
    indexes: ['posts_main_board_hot'],
    maxRowsRead: 60,
  },
  {
    name: 'sub board by activity, 8,000 rows deep',
    named: true,
    run: (db, f) => boardPostPage(db, sub(f), 'activity', visitor(f), f.deepActivityCursor, page),
    indexes: ['posts_board_activity'],
    maxRowsRead: 60,
  },
  {
    name: 'pinned posts of a main board',
    named: true,
    run: (db, f) => pinnedPosts(db, main(f), visitor(f)),
    indexes: ['posts_pinned'],
    maxRowsRead: 60,
  },
  {
    name: 'pinned posts of a sub board',
    named: true,
    run: (db, f) => pinnedPosts(db, sub(f), visitor(f)),
    indexes: ['posts_pinned'],
    maxRowsRead: 60,
  },
  {
    name: "a member's posts",
    run: (db, f) => memberPostPage(db, f.prolificAuthor, visitor(f), undefined, page),
    indexes: ['posts_author_created'],
    maxRowsRead: 60,
  },
  {
    name: 'post details',
    named: true,
    run: (db, f) => findPost(db, f.popularPost),
    indexes: ['posts_pkey'],
    maxRowsRead: 1,
  },
  {
    name: 'comments oldest first',
    run: (db, f) => threadRows(db, f.popularPost, 'oldest', everyone, undefined, page, 2),
    indexes: ['comments_post_created', 'comments_replies', 'comments_pkey'],
    maxRowsRead: threadPageRows,
  },
  {
    name: 'comments oldest first, deep',
    run: (db, f) => threadRows(db, f.popularPost, 'oldest', everyone, [f.deepCommentCursor], page, 2),
    indexes: ['comments_post_created', 'comments_replies', 'comments_pkey'],
    maxRowsRead: threadPageRows,
  },
  {
    name: 'comments newest first, with a block list',
    run: (db, f) =>
      threadRows(
        db,
        f.popularPost,
        'newest',
        { blockedBy: f.viewer, onlyAuthor: null, withShielded: false },
        undefined,
        page,
        2,
      ),
    indexes: ['comments_post_created', 'comments_replies', 'comments_pkey'],
    maxRowsRead: threadPageRows,
  },
  {
    name: 'comments by likes',
    run: (db, f) => threadRows(db, f.popularPost, 'likes', everyone, undefined, page, 2),
    indexes: ['comments_post_likes', 'comments_replies', 'comments_pkey'],
    maxRowsRead: threadPageRows,
  },
  {
    name: 'comments by likes, deep',
    run: (db, f) => threadRows(db, f.popularPost, 'likes', everyone, f.deepLikesCursor, page, 2),
    indexes: ['comments_post_likes', 'comments_replies', 'comments_pkey'],
    maxRowsRead: threadPageRows,
  },
  {
    name: 'first replies of a page of comments',
    run: (db, f) => firstReplies(db, f.firstComments, everyone, 2),
    // Two replies of each of the 20 comments (which have about 1,500), and the 20 comments and 40 replies by id.
    indexes: ['comments_replies', 'comments_pkey'],
    maxRowsRead: 100,
  },
  {
    name: 'first replies, with a block list',
    run: (db, f) =>
      firstReplies(db, f.firstComments, { blockedBy: f.viewer, onlyAuthor: null, withShielded: false }, 2),
    indexes: ['comments_replies', 'comments_pkey'],
    maxRowsRead: 120,
  },
  ...(
    [
      // A word in every post: the newest posts are walked until enough hold it.
      ['search, a word in every post', 'night', ['post_search_pkey', 'post_search_document'], 1_100],
      // A word in four posts: read from the words index.
      ['search, a rare word', 'zephyrite', ['post_search_document', 'post_search_pkey'], 20],
      // A Chinese pair in a tenth of the posts, inside longer runs.
      ['search, a Chinese pair', '手机', ['post_search_pkey', 'post_search_document'], 6_000],
    ] as const
  ).map(([name, keyword, indexes, maxRowsRead]): HotPath => ({
    name,
    run: (db, f) =>
      searchPostPage(db, {
        query: searchQueryOf(keyword),
        filters: {},
        visibility: member(f),
        candidates: limits.search.candidates,
        now: new Date(),
        limit: page,
      }),
    indexes: [...indexes, 'posts_pkey', ...marks],
    maxRowsRead,
  })),
  {
    // A name's start among 2,000 members, 11 of whom it fits: read from the prefix index, not by
    // walking every member, and sorted (shortest name first) among those found only.
    name: 'search, members by the start of a name',
    run: (db) => membersNamed(db, 'MEMBER_199', 0, limits.lists.pageSize + 1),
    indexes: ['users_username_prefix'],
    maxRowsRead: 11,
    tables: new Set(['users']),
  },
  {
    name: 'has the viewer commented',
    run: (db, f) => hasCommentedOn(db, f.popularPost, f.viewer),
    indexes: ['comments_post_author'],
    maxRowsRead: 5,
  },
];

/** The plan's scans of the watched tables use the path's indexes and read about a page. */
function expectBoundByIndexes(raw: unknown, path: HotPath, statement: string) {
  const plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0]!.Plan;
  const watched = path.tables ?? tables;
  const scans = tableScans(plan, watched);
  const described = `${JSON.stringify(scans.map((scan) => ({ type: scan.type, table: scan.table, indexes: scan.indexes, rowsRead: scan.rowsRead })))}\n${render(plan)}\n`;

  expect(scans.length, `no posts or comments scan in ${statement}`).toBeGreaterThan(0);
  for (const scan of scans) {
    expect(scanTypes.has(scan.type), `${scan.type} on ${scan.table}: ${described}`).toBe(true);
    expect(scan.indexes.length, described).toBeGreaterThan(0);
    for (const index of scan.indexes) expect(path.indexes, described).toContain(index);
  }
  expect(
    scans.flatMap((scan) => scan.indexes),
    described,
  ).toContain(path.indexes[0]);
  const rowsRead = scans.reduce((sum, scan) => sum + scan.rowsRead, 0);
  expect(rowsRead, `rows read: ${described}`).toBeLessThanOrEqual(path.maxRowsRead);
  for (const rowsSorted of sortInputs(plan, watched))
    expect(rowsSorted, `a Sort over a scan: ${described}`).toBeLessThanOrEqual(path.maxRowsRead);
}

describe(`hot read paths use their indexes on ${testDatabase}`, () => {
  let harness: Harness;
  let fixture: Fixture;

  beforeAll(async () => {
    harness = await openHarness();
    fixture = await fill(harness);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('has a fixture big enough to matter', async () => {
    const [counts] = await harness.rows<{ posts: string; comments: string }>(
      'SELECT (SELECT count(*) FROM posts) AS posts, (SELECT count(*) FROM comments) AS comments',
    );
    expect(Number(counts!.posts)).toBe(postCount);
    expect(Number(counts!.comments)).toBe(popularPostComments + otherComments);
    expect(fixture.firstComments).toHaveLength(20);
  });

  it('reads the polls of a page of posts at once, only for the posts that have one', async () => {
    const polls = await pollsOf(harness.db, [3n, 4n, 23n]);
    expect([...polls.keys()].sort((a, b) => Number(a - b))).toEqual([3n, 23n]);
  });

  it.each(hotPaths.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
    await path.run(harness.db, fixture);
    const { sql: statement, params } = harness.lastStatement();
    const [row] = await harness.rows<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`,
      params,
    );
    expectBoundByIndexes(row!['QUERY PLAN'], path, statement);
    // A statement sent by name may run on its generic plan, which must be as bound as the plan for the values.
    if (path.named)
      expectBoundByIndexes(await harness.genericPlan(statement, params), path, `${statement} (generic plan)`);
  });
});
