import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginOverHttp, serverBundle, startServer } from '@fanzone/testkit';
import type { BenchDatabase } from './benchDatabase.ts';
import { benchDatabase, describeDatabase, serverEnvOf } from './benchDatabase.ts';
import { createCpuMeter } from './cpuMeter.ts';
import { createVacuumDuty } from './vacuumDuty.ts';
import { runRealtimeBench } from './realtime.ts';
import type { HotPathData } from './targets.ts';
import { findHotPathData } from './targets.ts';
import type { BenchMembers } from './writeTargets.ts';
import { prepareBenchMembers } from './writeTargets.ts';
import type { Target } from './benchTargets.ts';
import { baseTargets, hotPathTargets, writeTargets } from './benchTargets.ts';

/**
 * `npm run bench`: load against a real server on the demo data (PGlite by default, PostgreSQL when
 * BENCH_DATABASE_URL is set). Prints req/s and latency percentiles per target; later capabilities
 * add their targets to `targets`. On a database filled by `npm run bench:generate` (PGlite in
 * bench/data, or BENCH_DATABASE_URL) it adds the hot read paths of ARCHITECTURE §9: home feeds, a big
 * board's list, a popular post and its comments.
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** Only targets whose name matches this regular expression (all when unset). */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
/** Members given a session for the write targets: more than the requests of a run, so none repeats. */
const benchMemberCount = Number(process.env.BENCH_MEMBERS ?? 40_000);
/**
 * App processes (the server's WORKERS), one per core as deployed; more than one needs PostgreSQL and
 * BENCH_REDIS_URL, which the workers share their caches and rate limits through. A list (`1,2`) runs
 * the reads with each and prints how each target's rate scales.
 */
const workerCounts = (process.env.BENCH_WORKERS ?? '1').split(',').map(Number);
if (!workerCounts.every((count) => Number.isInteger(count) && count >= 1))
  throw new Error('BENCH_WORKERS is a number of app workers, or a list of them (1,2)');
const mostWorkers = Math.max(...workerCounts);
const redisUrl = process.env.BENCH_REDIS_URL;
/**
 * BENCH_READ_CACHE: `both` (the default) runs every read with the read cache as deployed, then again
 * on a server without it (READ_CACHE_SECONDS=0): the path the long tail, crawlers and members take.
 * `on` or `off` runs one of them.
 */
const readCacheModes = (
  { both: ['on', 'off'], on: ['on'], off: ['off'] } as const satisfies Record<string, readonly string[]>
)[(process.env.BENCH_READ_CACHE ?? 'both') as 'both' | 'on' | 'off'];
if (!readCacheModes) throw new Error('BENCH_READ_CACHE is both, on or off');

/** ARCHITECTURE §9: a private letter reaches an open socket, across two app nodes. */
const letterDeliveryBudgetMs = 100;

/** A page target's answers: how many came drawn on the server and how many undrawn (`Server-Timing`). */
type DrawnCount = { drawn: number; undrawn: number };

async function measure(baseUrl: string, target: Target, duration: number) {
  const rotate = target.rotate;
  // A member's page is drawn only while few renders run (SERVER_RENDER_MAX_IN_FLIGHT); otherwise it
  // goes undrawn for the browser to draw, which costs the server far less: the table says how many
  // of a page target's answers were drawn, so a cheap row is not mistaken for a cheap render.
  const drawnCount: DrawnCount | undefined = isPageTarget(target) ? { drawn: 0, undrawn: 0 } : undefined;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: [
      {
        method: target.method ?? 'GET',
        path: target.path,
        // Every call a browser or the app makes accepts compressed answers, and compressing is part
        // of what an answer costs: API targets measured without it looked cheaper than they are.
        headers: { 'accept-encoding': 'gzip, deflate, br', ...target.headers },
        ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
        ...(rotate
          ? {
              setupRequest: (request) => {
                const turn = rotate.next++;
                const cookie = rotate.cookies?.[turn % rotate.cookies.length];
                const pathNow = rotate.paths?.[turn % rotate.paths.length];
                return {
                  ...request,
                  ...(pathNow ? { path: pathNow } : {}),
                  headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
                };
              },
            }
          : {}),
        ...(drawnCount
          ? {
              onResponse: (_status, _body, _context, headers) => {
                const timing = Object.entries(headers ?? {}).find(
                  ([name]) => name.toLowerCase() === 'server-timing',
                );
                if (/\brender;/.test(String(timing?.[1] ?? ''))) drawnCount.drawn += 1;
                else drawnCount.undrawn += 1;
              },
            }
          : {}),
      },
    ],
  });
  return { ...result, drawnCount };
}

/** A page of the web app (not the API), whose answer says whether it was drawn. */
function isPageTarget(target: Target) {
  return (target.method ?? 'GET') === 'GET' && !target.path.startsWith('/api/');
}

/** The share of a page target's answers that came drawn, as the table prints it. */
function drawnShare(count: DrawnCount | undefined) {
  const total = count ? count.drawn + count.undrawn : 0;
  return count && total ? `${Math.round((100 * count.drawn) / total)} %` : '';
}

type Row = Record<string, unknown> & {
  target: string;
  'read cache': string;
  workers: number;
  'req/s': number;
};
type Realtime = Awaited<ReturnType<typeof realtimeTarget>> & { workers: number };

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (mostWorkers > 1 && !(databaseUrl && redisUrl))
    throw new Error('BENCH_WORKERS above 1 needs BENCH_DATABASE_URL and BENCH_REDIS_URL');
  const database = benchDatabase();
  // Without generated data the bench runs on a fresh demo community in a temporary folder, as before.
  const hotPaths =
    database.kind === 'postgres' || fs.existsSync(path.join(database.dataDir, 'db'))
      ? await findHotPathData(database)
      : null;
  if (!hotPaths)
    console.warn(
      `no generated data on ${describeDatabase(database)}: run \`npm run bench:generate\` for the hot-path targets`,
    );
  // Said before any run, not after the reads have taken their minutes and their table is lost.
  if (hotPaths && (!only || only.test('realtime')) && benchMemberCount < realtimeMembersNeeded)
    throw new Error(
      `the realtime target needs ${realtimeMembersNeeded} member sessions: set BENCH_MEMBERS to at least that, or leave it out with BENCH_ONLY`,
    );
  const members = hotPaths ? await prepareBenchMembers(database, benchMemberCount) : null;
  const rows: Row[] = [];
  const realtime: Realtime[] = [];
  let first = true;
  for (const workers of workerCounts)
    for (const cache of readCacheModes) {
      const run = await runOneServer({ databaseUrl, database, hotPaths, members, workers, cache, first });
      rows.push(...run.rows);
      if (run.realtime) realtime.push({ ...run.realtime, workers });
      first = false;
    }
  printResults({ databaseUrl, hotPaths, rows, realtime });
  const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        database: databaseUrl ? 'postgres' : 'pglite',
        workers: workerCounts,
        connections,
        seconds,
        data: hotPaths ?? null,
        rows,
        realtime,
      },
      null,
      2,
    ),
  );
}

/**
 * One server (with or without the read cache, with so many workers) and every target against it.
 * A member's first write happens once: the writes run with the first server only; the realtime
 * target runs once per number of workers, on the server with the read cache.
 */
async function runOneServer(run: {
  databaseUrl: string | undefined;
  database: BenchDatabase;
  hotPaths: HotPathData | null;
  members: BenchMembers | null;
  workers: number;
  cache: 'on' | 'off';
  first: boolean;
}): Promise<{ rows: Row[]; realtime: Awaited<ReturnType<typeof realtimeTarget>> | null }> {
  const { databaseUrl, hotPaths, members, workers, cache } = run;
  // BENCH_PROFILE=1: the server writes a V8 CPU profile (open it in Chrome's DevTools) when it stops.
  const profileDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results/profile');
  const server = await startServer(
    {
      // Measured as deployed: production skips the per-answer contract check the suites make.
      NODE_ENV: 'production',
      DEMO_DATA: '1',
      RATE_LIMIT_PER_MINUTE: '100000000',
      POSTING_RATE_LIMIT_PER_MINUTE: '100000000',
      ...(cache === 'off' ? { READ_CACHE_SECONDS: '0' } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(hotPaths ? serverEnvOf(run.database) : {}),
      // With BENCH_REDIS_URL every run uses Redis, one worker too: the scaling table then compares
      // worker counts alone, not Redis against none.
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...(workers > 1 ? { WORKERS: String(workers) } : {}),
      // The realtime target opens its sockets and idle sockets beside each other, 11,000 by default:
      // above a node's default limit (REALTIME_SOCKETS_PER_NODE), which refused the last ones with
      // 503 and ended the bench. The target measures what sockets cost, not the limit.
      REALTIME_SOCKETS_PER_NODE: String(realtimeLoad.socketCount + realtimeLoad.idleSockets),
    },
    {
      // What `npm start` runs (`npm run bench` builds it first), not the source through tsx.
      bundle: serverBundle,
      ...(process.env.BENCH_PROFILE ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
    },
  );
  try {
    const session = await loginOverHttp(server.url, 'fan', 'fanzone-fan');
    const targets: Target[] = [
      ...baseTargets(session),
      ...(hotPaths ? hotPathTargets(hotPaths, session) : []),
      ...(members && run.first ? writeTargets(members, hotPaths?.post) : []),
    ];
    const cpu = await createCpuMeter(server.process.pid, databaseUrl);
    const vacuum = await createVacuumDuty(databaseUrl);
    if (vacuum.note && run.first) console.log(vacuum.note);
    const rows: Row[] = [];
    for (const target of targets.filter((candidate) => !only || only.test(candidate.name))) {
      await vacuum.beforeTarget();
      await measure(server.url, target, warmupSeconds);
      const before = await cpu.snapshot();
      const result = await measure(server.url, target, seconds);
      const perRequest = await cpu.perRequest(before, result.requests.total);
      rows.push({
        target: target.name,
        'read cache': target.method === 'POST' ? '' : cache,
        workers,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'p99 budget': target.p99BudgetMs
          ? `≤ ${target.p99BudgetMs} ${result.latency.p99 <= target.p99BudgetMs ? 'kept' : 'MISSED'}`
          : '',
        'non-2xx': result.non2xx,
        drawn: drawnShare(result.drawnCount),
        errors: result.errors,
        // CPU per request (server process; PostgreSQL backends when local): what the target costs,
        // which a shared machine's load does not change the way it changes latency.
        ...(cpu.measurable ? { 'server CPU ms': perRequest.server } : {}),
        ...(cpu.measuresDatabase ? { 'db CPU ms': perRequest.database } : {}),
        'load 1m': Math.round(os.loadavg()[0]! * 10) / 10,
      });
      // Each row as it is measured too: a run that stops early still leaves what it measured.
      console.log(JSON.stringify(rows.at(-1)));
    }
    await cpu.close();
    await vacuum.close();
    const realtime =
      cache === readCacheModes[0] && members && (!only || only.test('realtime'))
        ? await realtimeTarget(server, members)
        : null;
    // Let the requests still queued when the last run stopped finish before the server closes its pool.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return { rows, realtime };
  } finally {
    await server.stop();
  }
}

function printResults({
  databaseUrl,
  hotPaths,
  rows,
  realtime,
}: {
  databaseUrl: string | undefined;
  hotPaths: HotPathData | null;
  rows: Row[];
  realtime: Realtime[];
}) {
  const workersSaid =
    workerCounts.length > 1 || mostWorkers > 1
      ? `${workerCounts.join(' and ')} app workers (with Redis above 1), `
      : '';
  console.log(
    `\nFanzone bench: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${workersSaid}${connections} connections, ${seconds} s per target after ${warmupSeconds} s warm-up, ` +
      `${os.cpus().length} cores (load column: the machine's 1-minute load average after each target)`,
  );
  if (hotPaths) {
    const { totals, seconds: generationSeconds } = hotPaths.generation;
    console.log(
      `data: ${Object.entries(totals)
        .map(([name, value]) => `${value.toLocaleString('en-US')} ${name}`)
        .join(', ')} (generated in ${generationSeconds} s); ` +
        `board ${hotPaths.board.id} has ${hotPaths.board.posts.toLocaleString('en-US')} posts`,
    );
    const index = hotPaths.searchIndex;
    console.log(
      index
        ? `search index: ${index.posts.toLocaleString('en-US')} posts, ${(index.bytes / 1024 / 1024).toFixed(0)} MiB ` +
            `with its indexes, built in ${index.wordsSeconds + index.indexSeconds} s ` +
            `(words ${index.wordsSeconds} s, GIN index ${index.indexSeconds} s)`
        : 'search index: its build was not recorded (generated before the bench kept it)',
    );
  }
  console.table(rows);
  if (workerCounts.length > 1) console.table(scaling(rows));
  for (const { memoryGainedMbByProcess, workers, ...figures } of realtime) {
    console.log(
      `realtime (${workers > 1 ? `${workers} workers with Redis` : 'one process'}): ${JSON.stringify(figures)}`,
    );
    console.log(
      `letter delivery p99 ${figures.p99Ms} ms, budget ≤ ${letterDeliveryBudgetMs} ms: ` +
        `${figures.p99Ms <= letterDeliveryBudgetMs ? 'kept' : 'MISSED'}` +
        (workers > 1 ? '' : ' (the budget is for two app nodes: BENCH_WORKERS=2 with BENCH_REDIS_URL)'),
    );
    console.log(
      `memory gained for ${figures.idleSockets.toLocaleString('en-US')} idle sockets, by process: ` +
        memoryGainedMbByProcess.map(({ pid, mb }) => `${pid}: ${mb} MB`).join(', '),
    );
  }
}

/** Each read's rate with more workers against its rate with the fewest: how far it scales out. */
function scaling(rows: Row[]) {
  const [fewest, ...more] = workerCounts;
  const rateOf = (target: string, cache: string, workers: number) =>
    rows.find((row) => row.target === target && row['read cache'] === cache && row.workers === workers)?.[
      'req/s'
    ];
  return rows
    .filter((row) => row.workers === fewest && row['read cache'] !== '')
    .map((row) => ({
      target: row.target,
      'read cache': row['read cache'],
      [`req/s, ${fewest} worker${fewest === 1 ? '' : 's'}`]: row['req/s'],
      ...Object.fromEntries(
        more.map((workers) => {
          const rate = rateOf(row.target, row['read cache'], workers);
          return [
            `× with ${workers}`,
            rate === undefined || !row['req/s'] ? '' : Math.round((rate / row['req/s']) * 100) / 100,
          ];
        }),
      ),
    }));
}

/** Letters are off in the build defaults: an operator switches them on, then the sockets and letters run. */
/** The realtime target's sockets and senders, each a member of its own. */
const realtimeLoad = {
  socketCount: Number(process.env.BENCH_SOCKETS ?? 1_000),
  sendersCount: 100,
  idleSockets: Number(process.env.BENCH_IDLE_SOCKETS ?? 10_000),
};
const realtimeMembersNeeded = realtimeLoad.socketCount + realtimeLoad.sendersCount + realtimeLoad.idleSockets;

async function realtimeTarget(server: { url: string; process: { pid?: number } }, members: BenchMembers) {
  const admin = await loginOverHttp(server.url, 'admin', 'fanzone-admin');
  const switched = await fetch(`${server.url}/api/admin/settings/privateLetter`, {
    method: 'PUT',
    headers: { cookie: admin, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ value: true }),
  });
  if (!switched.ok) throw new Error(`could not switch private letters on: ${switched.status}`);
  return runRealtimeBench({
    baseUrl: server.url,
    serverPid: server.process.pid!,
    members,
    ...realtimeLoad,
    lettersPerSecond: Number(process.env.BENCH_LETTERS_PER_SECOND ?? 100),
    seconds,
    warmupSeconds,
  });
}

await main();
