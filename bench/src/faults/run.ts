import fs from 'node:fs';
import path from 'node:path';
import type { RunningServer } from '@fanzone/testkit';
import { loginOverHttp, noisyPng, startServer, tcpProxy } from '@fanzone/testkit';
import type { Node, Tally } from './traffic.ts';
import { describeTally, keepTrafficUp, newTally, unclearCount } from './traffic.ts';
import {
  createScratchDatabase,
  filesEndingIn,
  hasProgram,
  smallFilesystem,
  startOwnRedis,
} from './services.ts';

/**
 * `npm run faults`: a bad day, tried for real. Two app nodes on one PostgreSQL (behind a proxy the
 * journey can freeze and cut) and one Redis of the journey's own, with members commenting and
 * visitors reading throughout, while it kills a node with SIGKILL, stops Redis, freezes and stops
 * PostgreSQL, and fills a node's upload store. It prints what was tried, what was refused and how,
 * and whether any acknowledged write was lost; it exits non-zero if one was, or if any answer was
 * unclear (a 500, or no error envelope).
 *
 * FAULTS_DATABASE_URL: a PostgreSQL server where it may create and drop a database
 * (default postgres://postgres@127.0.0.1:5432/postgres). Needs `redis-server` on the PATH; filling
 * the store needs root (a tmpfs mount) and is skipped, saying so, without it.
 */
const adminUrl = process.env.FAULTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** How long traffic runs before, during and after each fault. */
const phaseSeconds = Number(process.env.FAULTS_PHASE_SECONDS ?? 5);
const storeBytes = 3 * 1024 * 1024;
/** A frozen database lasts longer than any timeout should, so a request that waits it out shows. */
const freezeSeconds = Number(process.env.FAULTS_FREEZE_SECONDS ?? 15);
/** An answer slower than this, fault or not, counts against the run: people give up sooner. */
const slowAnswerMs = 8_000;

/** The journey's own traffic comes from one address: the limits for abuse would stop it first. */
const serverEnv = {
  LOG_LEVEL: 'error',
  RATE_LIMIT_PER_MINUTE: '1000000',
  POSTING_RATE_LIMIT_PER_MINUTE: '1000000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  READ_CACHE_SECONDS: '5',
};

/** What the nodes' logs said at error level, by message, since the last time it was read. */
const loggedErrors = new Map<string, number>();
function collectLog(line: string) {
  try {
    const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
    if ((entry.level ?? 0) < 50) return;
    const what = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message.split('\n')[0]!.slice(0, 120)}` : ''}`;
    loggedErrors.set(what, (loggedErrors.get(what) ?? 0) + 1);
  } catch {
    loggedErrors.set(line.slice(0, 160), (loggedErrors.get(line.slice(0, 160)) ?? 0) + 1);
  }
}
const boot = (env: Record<string, string>) => startServer(env, { onLog: collectLog });

type Outcome = {
  name: string;
  lost: number;
  unclear: number;
  readsFailed: number;
  /** Answers (reads and writes) that took longer than `slowAnswerMs`. */
  slow: number;
  notes: string[];
};

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

async function main() {
  if (!hasProgram('redis-server')) throw new Error('the fault journey needs redis-server on the PATH');
  const database = await createScratchDatabase(adminUrl);
  const redis = await startOwnRedis();
  const databaseProxy = await tcpProxy(database.url);
  const store = smallFilesystem(storeBytes);
  const env = { ...serverEnv, DATABASE_URL: databaseProxy.url, REDIS_URL: redis.url };
  const servers: RunningServer[] = [];
  const outcomes: Outcome[] = [];
  try {
    log(`fault journey: PostgreSQL ${new URL(database.url).pathname.slice(1)} behind a proxy, own Redis`);
    const first = await boot({ ...env, DEMO_DATA: '1' });
    servers.push(first);
    const secondEnv = { ...env, DEMO_DATA: '0', ...('dir' in store ? { DATA_DIR: store.dir } : {}) };
    const second = await boot(secondEnv);
    servers.push(second);
    const nodes: Node[] = [
      { name: 'A', url: first.url },
      { name: 'B', url: second.url },
    ];
    /** The process behind each node and the environment it is started again with. */
    const running = [
      { server: first, env: { ...env, DEMO_DATA: '0' } },
      { server: second, env: secondEnv },
    ];
    /** A node whose process ended without being told to is a crash: said, and the node started again. */
    const restartCrashed = async (): Promise<string[]> => {
      const crashes: string[] = [];
      for (const [index, entry] of running.entries()) {
        if (entry.server.process.exitCode === null && entry.server.process.signalCode === null) continue;
        crashes.push(`node ${nodes[index]!.name} crashed (exit ${entry.server.process.exitCode})`);
        entry.server = await boot(entry.env);
        servers.push(entry.server);
        nodes[index]!.url = entry.server.url;
      }
      return crashes;
    };
    const writers = await Promise.all(
      ['fan', 'priya_clicks', 'Алексей', 'أحمد'].map(async (login) => ({
        cookie: await loginOverHttp(first.url, login, 'fanzone-fan'),
      })),
    );
    const postId = await somePostId(first.url);
    log(`nodes up: A ${first.url}, B ${second.url}; ${writers.length} members commenting on post ${postId}`);

    /** Runs traffic for before + during + after, with `fault` at the start of "during". */
    const underTraffic = async (
      name: string,
      fault: () => Promise<void>,
      recover: () => Promise<void>,
      faultSeconds = phaseSeconds,
    ): Promise<Outcome> => {
      const writes = newTally();
      const reads = newTally();
      const acknowledged = new Set<string>();
      const stop = new AbortController();
      const traffic = keepTrafficUp({
        nodes,
        writers,
        postId,
        label: name,
        signal: stop.signal,
        writes,
        reads,
        acknowledged,
      });
      await sleep(phaseSeconds);
      await fault();
      await sleep(faultSeconds);
      await recover();
      await sleep(phaseSeconds);
      stop.abort();
      await traffic;
      const lost = await missingComments(acknowledged);
      const outcome = report(name, writes, reads, acknowledged.size, lost);
      outcome.notes.push(...(await restartCrashed()));
      for (const note of outcome.notes) log(`  ${note}`);
      for (const [what, times] of loggedErrors) log(`  the nodes logged ${times}× ${what}`);
      loggedErrors.clear();
      outcomes.push(outcome);
      return outcome;
    };

    const missingComments = async (ids: Set<string>) => {
      if (!ids.size) return 0;
      const found = await database.query<{ id: string }>(
        'SELECT id::text AS id FROM comments WHERE id = ANY($1::bigint[])',
        [[...ids]],
      );
      return ids.size - found.length;
    };

    await underTraffic(
      'a node killed (SIGKILL) under writes, then started again',
      async () => {
        nodes[1]!.url = undefined;
        running[1]!.server.process.kill('SIGKILL');
        await running[1]!.server.exited;
      },
      async () => {
        running[1]!.server = await boot(secondEnv);
        servers.push(running[1]!.server);
        nodes[1]!.url = running[1]!.server.url;
      },
    );

    await underTraffic(
      'Redis stopped, then started again',
      () => redis.kill(),
      () => redis.start(),
    );

    await underTraffic(
      'PostgreSQL frozen (connections held, nothing answered), then thawed',
      async () => databaseProxy.freeze(),
      () => databaseProxy.restore(),
      freezeSeconds,
    );

    await underTraffic(
      'PostgreSQL stopped (connections refused), then back',
      () => databaseProxy.cut(),
      () => databaseProxy.restore(),
    );

    if ('dir' in store) {
      outcomes.push(await fillTheStore(nodes[1]!.url!, writers[0]!.cookie, store.dir, nodes[0]!.url!));
    } else {
      log(`\n## the upload store filled up: not tried — ${store.unavailable}`);
    }
  } finally {
    for (const server of servers) await server.stop().catch(() => undefined);
    if ('dir' in store) store.unmount();
    await databaseProxy.close();
    await redis.kill();
    await database.drop();
  }

  log('\n## summary');
  let failed = false;
  for (const outcome of outcomes) {
    const crashed = outcome.notes.some((note) => note.includes('crashed'));
    const bad = outcome.lost > 0 || outcome.unclear > 0 || outcome.slow > 0 || crashed;
    failed ||= bad;
    log(
      `${bad ? 'FAIL' : 'ok  '} ${outcome.name}: ${outcome.lost} acknowledged writes lost, ` +
        `${outcome.unclear} unclear answers, ${outcome.slow} answers slower than ${slowAnswerMs / 1000} s, ` +
        `${outcome.readsFailed} reads not answered 200` +
        (outcome.notes.length ? ` (${outcome.notes.join('; ')})` : ''),
    );
  }
  process.exitCode = failed ? 1 : 0;
}

function report(name: string, writes: Tally, reads: Tally, acknowledged: number, lost: number): Outcome {
  log(`\n## ${name}`);
  for (const line of describeTally('writes', writes)) log(`  ${line}`);
  log(`  acknowledged ${acknowledged}, found in the database ${acknowledged - lost}, lost ${lost}`);
  for (const line of describeTally('reads', reads)) log(`  ${line}`);
  return {
    name,
    lost,
    unclear: unclearCount(writes) + unclearCount(reads),
    readsFailed: reads.tried - reads.ok,
    slow: [...writes.latenciesMs, ...reads.latenciesMs].filter((ms) => ms > slowAnswerMs).length,
    notes: [],
  };
}

/**
 * Uploads pictures to one node until its store is full, then checks what a member was told, that
 * no partial file was left behind, that the other reads go on, and that uploads work again once
 * an operator frees space.
 */
async function fillTheStore(nodeUrl: string, cookie: string, storeDir: string, otherNodeUrl: string) {
  log(`\n## the upload store filled up (a ${storeBytes / 1024 / 1024} MB filesystem)`);
  const uploads = newTally();
  const reads = newTally();
  // Noise does not compress: each picture takes real room on the store.
  const picture = noisyPng(1200, 900);
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'photo.png');
    const startedAt = performance.now();
    const response = await fetch(`${nodeUrl}/api/upload/img?purpose=picture`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      body: form,
    });
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    uploads.tried++;
    uploads.latenciesMs.push(performance.now() - startedAt);
    if (response.ok) uploads.ok++;
    else {
      const key = `${response.status} ${body.code ?? '(no envelope)'}`;
      const clear = response.status !== 500 && body.code && body.code !== 'INTERNAL';
      const map = clear ? uploads.refused : uploads.unclear;
      map.set(key, (map.get(key) ?? 0) + 1);
      uploads.messages.set(key, body.message ?? '');
    }
    return response.ok;
  };
  let refusedInARow = 0;
  for (let attempt = 0; attempt < 200 && refusedInARow < 3; attempt++) {
    refusedInARow = (await upload()) ? 0 : refusedInARow + 1;
  }
  for (const path of ['/api/feeds/recommended', '/api/health']) {
    const startedAt = performance.now();
    const response = await fetch(`${nodeUrl}${path}`);
    reads.tried++;
    reads.latenciesMs.push(performance.now() - startedAt);
    if (response.ok) reads.ok++;
    else reads.refused.set(`${response.status}`, 1);
  }
  const partials = filesEndingIn(storeDir, '.partial');
  const health = (await (await fetch(`${nodeUrl}/api/health`)).json()) as { data?: unknown };
  // The operator frees space: the stored pictures go (a real operator would move them elsewhere).
  for (const folder of fs.readdirSync(path.join(storeDir, 'uploads'), { withFileTypes: true })) {
    if (folder.isDirectory()) fs.rmSync(path.join(folder.parentPath, folder.name), { recursive: true });
  }
  const afterFreeing = await upload();
  const otherNode = await fetch(`${otherNodeUrl}/api/feeds/recommended`);
  for (const line of describeTally('uploads', uploads)) log(`  ${line}`);
  for (const line of describeTally('reads on the full node', reads)) log(`  ${line}`);
  log(
    `  partial files left in the store: ${partials.length}${partials.length ? ` (${partials.join(', ')})` : ''}`,
  );
  log(`  health while full: ${JSON.stringify(health.data)}`);
  log(`  an upload after space was freed: ${afterFreeing ? 'stored' : 'refused'}`);
  log(`  the other node's reads: ${otherNode.status}`);
  const notes = [];
  if (partials.length) notes.push(`${partials.length} partial files left`);
  if (!afterFreeing) notes.push('uploads did not recover after space was freed');
  if (uploads.refused.size === 0 && uploads.unclear.size === 0) notes.push('the store never filled');
  return {
    name: 'the upload store filled up',
    lost: 0,
    unclear: unclearCount(uploads) + partials.length + (afterFreeing ? 0 : 1),
    readsFailed: reads.tried - reads.ok + (otherNode.ok ? 0 : 1),
    slow: uploads.latenciesMs.filter((ms) => ms > slowAnswerMs).length,
    notes,
  };
}

/** A post every visitor may read and comment on: the first of the recommended feed. */
async function somePostId(baseUrl: string): Promise<string> {
  const answer = (await (await fetch(`${baseUrl}/api/feeds/recommended`)).json()) as {
    data: { id: string }[];
  };
  const post = answer.data[0];
  if (!post) throw new Error('the demo community has no post in the recommended feed');
  return post.id;
}

await main();
