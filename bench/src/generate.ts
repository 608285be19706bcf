import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { Connection } from '../../packages/server/src/platform/db/database.ts';
import { openDatabase } from '../../packages/server/src/platform/db/database.ts';
import { jobQueueSchemaOf } from '../../packages/server/src/platform/jobQueue/jobQueueSchema.ts';
import type { BenchDatabase } from './benchDatabase.ts';
import type { SearchIndexBuild } from './targets.ts';
import { benchDatabase, databaseConfigOf, describeDatabase, migrateAndSeedDemo } from './benchDatabase.ts';
import type { Plan, Sizes } from './generator/plan.ts';
import { boardWeights, calibrateCommentScale, fullSizes, pgliteSizes, readBoards } from './generator/plan.ts';
import { verify } from './generator/verify.ts';
import { rebuildSearchIndex } from '../../packages/server/src/modules/search/searchIndex.ts';
import { searchIndexSize } from '../../packages/server/src/modules/search/search.queries.ts';
import {
  benchUserStatements,
  boardFollowsBatch,
  commentsBatch,
  counterStatements,
  memberFollowsBatch,
  pinStatements,
  pollStatements,
  postsBatch,
  usersBatch,
} from './generator/statements.ts';

/**
 * `npm run generate --workspace @fanzone/bench`: fills the bench database (BENCH_DATABASE_URL, or
 * PGlite in bench/data) with members, posts, comments, likes, favourites and follows on top of the
 * demo community, set-based in SQL, one transaction per batch. Refuses a database it filled already
 * or one with more than the demo's posts; --reset empties one this generator filled. Sizes: --users, --posts, --comments (defaults:
 * 100k/1M/10M on PostgreSQL, 10k/50k/500k on PGlite).
 */

/** Tables the generator fills; their secondary indexes are dropped during the load and rebuilt after. */
const bulkTables = [
  'posts',
  'comments',
  'post_likes',
  'post_favourites',
  'comment_likes',
  'user_follows',
  'board_follows',
];
/**
 * Link tables whose primary key (member first) would take every row at a random place: dropped
 * for the load and added back after, which also proves the generated pairs unique. Nothing
 * references them.
 */
const linkTables = ['post_likes', 'post_favourites', 'comment_likes', 'user_follows', 'board_follows'];
const metaTable = 'bench_generation';
/** More posts than this and the database is not an empty or demo-only one: never fill or wipe it. */
const demoPostLimit = 1_000;

const { values: options } = parseArgs({
  options: {
    users: { type: 'string' },
    posts: { type: 'string' },
    comments: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

function sizesFor(database: BenchDatabase): Sizes {
  const defaults = database.kind === 'postgres' ? fullSizes : pgliteSizes;
  const read = (value: string | undefined, fallback: number) => {
    if (value === undefined) return fallback;
    const number = Number(value.replace(/_/g, ''));
    if (!Number.isInteger(number) || number < 1) throw new Error(`not a positive whole number: ${value}`);
    return number;
  };
  return {
    users: read(options.users, defaults.users),
    posts: read(options.posts, defaults.posts),
    comments: read(options.comments, defaults.comments),
  };
}

const started = Date.now();
const elapsed = (since = started) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');

async function step(connection: Connection, label: string, statements: string[]) {
  const since = Date.now();
  await connection.exec('BEGIN');
  try {
    for (const statement of statements) await connection.exec(statement);
    await connection.exec('COMMIT');
  } catch (error) {
    await connection.exec('ROLLBACK');
    throw error;
  }
  console.log(`  ${label} (${elapsed(since)}, total ${elapsed()})`);
}

/** Runs `batch(from, to)` over 1..total in transactions of `size`, printing progress. */
async function batches(
  connection: Connection,
  label: string,
  total: number,
  size: number,
  batch: (from: number, to: number) => string,
) {
  for (let from = 1; from <= total; from += size) {
    const to = Math.min(total, from + size - 1);
    await step(connection, `${label} ${count(to)}/${count(total)} (${Math.round((to / total) * 100)} %)`, [
      batch(from, to),
    ]);
  }
}

async function scalar(connection: Connection, sqlText: string): Promise<number> {
  const [row] = await connection.query<{ value: string | number | null }>(sqlText);
  return Number(row?.value ?? 0);
}

async function isFilled(connection: Connection) {
  const meta = await scalar(
    connection,
    `SELECT count(*) AS value FROM pg_tables WHERE schemaname = current_schema() AND tablename = '${metaTable}'`,
  );
  const posts = await scalar(
    connection,
    `SELECT count(*) AS value FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'posts'`,
  );
  const postCount = posts
    ? await scalar(
        connection,
        `SELECT count(*) AS value FROM (SELECT 1 FROM posts LIMIT ${demoPostLimit + 1}) p`,
      )
    : 0;
  return { byGenerator: meta > 0, beyondDemo: postCount > demoPostLimit };
}

/**
 * Empties a database this generator filled (or one without posts): every table of the current
 * schema, its functions and the job queue's schema on PostgreSQL, the data folder on PGlite.
 * Anything else is refused, never wiped.
 */
async function reset(database: BenchDatabase) {
  const opened = await openDatabase(databaseConfigOf(database));
  const state = await opened.withConnection(isFilled);
  if (state.beyondDemo && !state.byGenerator) {
    await opened.close();
    throw new Error(
      `${describeDatabase(database)} has posts that this generator did not write; not wiping it`,
    );
  }
  if (database.kind === 'pglite') {
    await opened.close();
    fs.rmSync(database.dataDir, { recursive: true, force: true });
  } else {
    await opened.withConnection(async (connection) => {
      const tables = await connection.query<{ tablename: string }>(
        'SELECT tablename FROM pg_tables WHERE schemaname = current_schema()',
      );
      if (tables.length)
        await connection.exec(
          `DROP TABLE ${tables.map((table) => `"${table.tablename}"`).join(', ')} CASCADE`,
        );
      // The migrations also made functions (the staff log's trigger): left behind, the next fill's
      // migrations would refuse to make them again.
      const routines = await connection.query<{ signature: string }>(
        `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
           JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname = current_schema() AND p.prokind IN ('f', 'p')`,
      );
      for (const { signature } of routines) await connection.exec(`DROP ROUTINE ${signature} CASCADE`);
      // The job queue's schema (pg-boss's, made with the migrations): left behind, the next fill
      // would start with the old fill's queues and its jobs, naming posts that are gone.
      await connection.exec(`DROP SCHEMA IF EXISTS ${jobQueueSchemaOf(opened)} CASCADE`);
    });
    await opened.close();
  }
  console.log(`emptied ${describeDatabase(database)}`);
}

async function planFor(connection: Connection, sizes: Sizes, kind: BenchDatabase['kind']): Promise<Plan> {
  const { boards, sections } = await readBoards(connection);
  if (!boards.length) throw new Error('no boards: the demo community did not load');
  const weights = boardWeights(boards);
  const byId = new Map(boards.map((board) => [board.id, board]));
  const [fan] = await connection.query<{ id: string }>("SELECT id FROM users WHERE username = 'fan'");
  if (!fan) throw new Error('the demo member "fan" is missing');
  const commentCap = 20_000;
  const since = Date.now();
  const commentScale = calibrateCommentScale(sizes.posts, sizes.comments, commentCap);
  console.log(`  comment counts calibrated (${elapsed(since)})`);
  const isPublic = (board: (typeof boards)[number]) =>
    board.visibleTo === 'everyone' && board.allowedCountries === null;
  return {
    ...sizes,
    now: (
      await connection.query<{ now: string }>(
        "SELECT to_char(date_trunc('minute', now()) AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') AS now",
      )
    )[0]!.now,
    userBase: await scalar(connection, 'SELECT coalesce(max(id), 0) AS value FROM users'),
    postBase: await scalar(connection, 'SELECT coalesce(max(id), 0) AS value FROM posts'),
    commentBase: await scalar(connection, 'SELECT coalesce(max(id), 0) AS value FROM comments'),
    boards: boards.map((board) => {
      const parent = board.parentId === null ? undefined : byId.get(board.parentId);
      return {
        ...board,
        weight: weights.get(board.id) ?? 0,
        mainBoardId: board.parentId ?? board.id,
        sections: sections.filter((section) => section.boardId === board.id),
        publicToVisitors: isPublic(board) && (!parent || isPublic(parent)),
      };
    }),
    benchUserId: Number(fan.id),
    commentScale,
    commentCap,
    batch:
      kind === 'postgres'
        ? {
            users: 50_000,
            posts: 50_000,
            commentPosts: Math.max(1, Math.round(250_000 / (sizes.comments / sizes.posts))),
            follows: 25_000,
          }
        : {
            users: 10_000,
            posts: 5_000,
            commentPosts: Math.max(1, Math.round(50_000 / (sizes.comments / sizes.posts))),
            follows: 5_000,
          },
  };
}

async function generate(connection: Connection, database: BenchDatabase, sizes: Sizes) {
  const state = await isFilled(connection);
  if (state.byGenerator)
    throw new Error(
      `${describeDatabase(database)} is already filled by this generator; run again with --reset to start over`,
    );
  if (state.beyondDemo)
    throw new Error(
      `${describeDatabase(database)} has more than ${demoPostLimit} posts: not a demo-only database, not filling it`,
    );
  // Bulk-load settings for this session only: foreign keys are not checked row by row (every id
  // is generated from ids that exist), commits do not wait for the disk, sorts get memory.
  await connection.exec('SET session_replication_role = replica');
  await connection.exec('SET synchronous_commit = off');
  await connection.exec(`SET maintenance_work_mem = '${database.kind === 'postgres' ? '1GB' : '256MB'}'`);
  await connection.exec(`SET work_mem = '${database.kind === 'postgres' ? '256MB' : '64MB'}'`);

  const plan = await planFor(connection, sizes, database.kind);
  const indexes = await connection.query<{ name: string; definition: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relnamespace = current_schema()::regnamespace AND t.relname = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
     ORDER BY t.relname, c.relname`,
    [bulkTables],
  );
  const keys = await connection.query<{ table: string; name: string; definition: string }>(
    `SELECT t.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
     FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid
     WHERE t.relnamespace = current_schema()::regnamespace AND k.contype = 'p' AND t.relname = ANY($1) ORDER BY t.relname`,
    [linkTables],
  );
  await step(
    connection,
    `marked the database as the generator's, dropped ${indexes.length} secondary indexes and ${keys.length} link-table keys for the load`,
    [
      `CREATE TABLE ${metaTable} (key text PRIMARY KEY, value jsonb NOT NULL)`,
      `INSERT INTO ${metaTable} VALUES ('plan', '${JSON.stringify({ ...plan, boards: undefined, state: 'running', indexes, keys }).replace(/'/g, "''")}')`,
      ...indexes.map((index) => `DROP INDEX "${index.name}"`),
      ...keys.map((key) => `ALTER TABLE "${key.table}" DROP CONSTRAINT "${key.name}"`),
    ],
  );

  console.log(`members: ${count(plan.users)}`);
  await batches(connection, 'members', plan.users, plan.batch.users, (from, to) =>
    usersBatch(plan, from, to),
  );
  console.log(`posts: ${count(plan.posts)} with their likes and favourites`);
  await batches(connection, 'posts', plan.posts, plan.batch.posts, (from, to) => postsBatch(plan, from, to));

  const commentTotal = await scalar(
    connection,
    `SELECT coalesce(sum(comment_count), 0) AS value FROM posts WHERE id > ${plan.postBase}`,
  );
  console.log(`comments: ${count(commentTotal)} with their likes`);
  let idOffset = plan.commentBase;
  for (let from = 1; from <= plan.posts; from += plan.batch.commentPosts) {
    const to = Math.min(plan.posts, from + plan.batch.commentPosts - 1);
    const [fromId, toId] = [plan.postBase + from, plan.postBase + to];
    const inBatch = await scalar(
      connection,
      `SELECT coalesce(sum(comment_count), 0) AS value FROM posts WHERE id BETWEEN ${fromId} AND ${toId}`,
    );
    await step(
      connection,
      `comments ${count(idOffset + inBatch - plan.commentBase)}/${count(commentTotal)} (${Math.round(((idOffset + inBatch - plan.commentBase) / Math.max(1, commentTotal)) * 100)} %)`,
      [commentsBatch(plan, fromId, toId, idOffset)],
    );
    idOffset += inBatch;
  }

  console.log('follows, pins, polls and counters');
  await batches(connection, 'member follows', plan.users, plan.batch.follows, (from, to) =>
    memberFollowsBatch(plan, from, to),
  );
  await batches(connection, 'board follows', plan.users, plan.batch.follows * 4, (from, to) =>
    boardFollowsBatch(plan, from, to),
  );
  await step(connection, 'bench member follows 50 members and 5 boards, blocks 3', benchUserStatements(plan));
  await step(connection, 'pinned posts', pinStatements(plan));
  await step(connection, 'polls', pollStatements(plan));
  await step(connection, 'member, board and follower counts; id sequences', counterStatements());

  await connection.exec('SET session_replication_role = origin');
  console.log('keys and indexes');
  for (const key of keys)
    await step(connection, key.name, [
      `ALTER TABLE "${key.table}" ADD CONSTRAINT "${key.name}" ${key.definition}`,
    ]);
  for (const index of indexes) await step(connection, index.name, [index.definition]);

  const totals = {
    users: await scalar(connection, 'SELECT count(*) AS value FROM users'),
    posts: await scalar(connection, 'SELECT count(*) AS value FROM posts'),
    comments: await scalar(connection, 'SELECT count(*) AS value FROM comments'),
    replies: await scalar(connection, 'SELECT count(*) AS value FROM comments WHERE parent_id IS NOT NULL'),
    postLikes: await scalar(connection, 'SELECT count(*) AS value FROM post_likes'),
    postFavourites: await scalar(connection, 'SELECT count(*) AS value FROM post_favourites'),
    commentLikes: await scalar(connection, 'SELECT count(*) AS value FROM comment_likes'),
    memberFollows: await scalar(connection, 'SELECT count(*) AS value FROM user_follows'),
    boardFollows: await scalar(connection, 'SELECT count(*) AS value FROM board_follows'),
  };
  const verifyStarted = Date.now();
  const problems = Object.entries(await verify(connection)).filter(([, offending]) => offending > 0);
  if (problems.length)
    throw new Error(
      `the generated data is inconsistent: ${problems.map(([name, offending]) => `${name}: ${offending} rows`).join('; ')}`,
    );
  console.log(`  counters, references and hot scores verified (${elapsed(verifyStarted)})`);
  const vacuumStarted = Date.now();
  // VACUUM cannot run in a transaction; it also sets the visibility map, as autovacuum would on a
  // live site, so index-only scans behave as in production.
  for (const table of ['users', 'boards', ...bulkTables, 'polls', 'poll_options', 'user_blocks'])
    await connection.exec(`VACUUM (ANALYZE) ${table}`);
  console.log(`  VACUUM ANALYZE (${elapsed(vacuumStarted)})`);
  const seconds = Math.round((Date.now() - started) / 1000);
  await connection.exec(
    `UPDATE ${metaTable} SET value = value || '${JSON.stringify({ state: 'done', totals, seconds, finishedAt: new Date().toISOString() }).replace(/'/g, "''")}'::jsonb WHERE key = 'plan'`,
  );
  console.log(`\ndone in ${seconds} s on ${describeDatabase(database)}:`);
  console.table(Object.fromEntries(Object.entries(totals).map(([name, value]) => [name, count(value)])));
}

/**
 * The generator writes posts behind the services, so search's words index is built after: its GIN
 * index dropped, every post indexed by the server's own rebuild, the index made again (faster than
 * keeping it up row by row), with the time and size printed (issue 15 asks for both).
 */
async function buildSearchIndex(opened: Awaited<ReturnType<typeof openDatabase>>) {
  console.log('search index');
  const definition = await opened.withConnection(async (connection) => {
    const [index] = await connection.query<{ definition: string }>(
      "SELECT pg_get_indexdef('post_search_document'::regclass) AS definition",
    );
    await connection.exec('DROP INDEX post_search_document');
    return index!.definition;
  });
  let reported = 0;
  const rebuilt = await rebuildSearchIndex({ db: opened.db }, (indexed) => {
    if (indexed - reported < 100_000) return;
    reported = indexed;
    console.log(`  ${count(indexed)} posts indexed (${elapsed()})`);
  });
  const indexStarted = Date.now();
  await opened.withConnection(async (connection) => {
    await connection.exec(definition);
    await connection.exec('VACUUM (ANALYZE) post_search');
  });
  const indexSeconds = Math.round((Date.now() - indexStarted) / 1000);
  const size = await searchIndexSize(opened.db);
  console.log(
    `  ${count(rebuilt.indexed)} posts' words in ${rebuilt.seconds.toFixed(0)} s, GIN index in ${elapsed(indexStarted)}; ` +
      `${(size.bytes / 1024 / 1024).toFixed(0)} MiB with its index`,
  );
  // Kept beside the plan, so the bench prints what the index cost to build with its search figures.
  const built: SearchIndexBuild = {
    posts: rebuilt.indexed,
    wordsSeconds: Math.round(rebuilt.seconds),
    indexSeconds,
  };
  await opened.withConnection((connection) =>
    connection.exec(
      `INSERT INTO ${metaTable} VALUES ('searchIndex', '${JSON.stringify(built)}') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    ),
  );
}

async function main() {
  const database = benchDatabase();
  const sizes = sizesFor(database);
  console.log(
    `generating ${count(sizes.users)} members, ${count(sizes.posts)} posts, ${count(sizes.comments)} comments on ${describeDatabase(database)}`,
  );
  if (options.reset) await reset(database);
  await migrateAndSeedDemo(database);
  console.log(`  migrated, demo community loaded (${elapsed()})`);
  const opened = await openDatabase(databaseConfigOf(database));
  try {
    await opened.withConnection((connection) => generate(connection, database, sizes));
    await buildSearchIndex(opened);
    // A bulk load leaves gigabytes of dirty pages; written out now, not by the checkpoint that would
    // otherwise land in the middle of the first bench run and slow every commit there (the realtime
    // target's letters measured it: max 370-490 ms).
    if (database.kind === 'postgres')
      await opened.withConnection((connection) => connection.exec('CHECKPOINT'));
  } finally {
    await opened.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(`generate: ${(error as Error).message}`);
  process.exitCode = 1;
}
