#!/usr/bin/env node
/**
 * `npm test`: every suite. First the checks (types | lint, unused code, runtimes, format, web build)
 * in two lanes side by side; then, one after another, the unit and API tests on PGlite under the
 * machine's Node (the minimum we promise), the API suites on PostgreSQL and Redis when
 * TEST_DATABASE_URL (and TEST_REDIS_URL) are set, under Node 22 LTS (else on PGlite under Node 22),
 * so both databases and both runtimes are covered with one API run each, and the browser journeys
 * in a real Chromium against real servers. Prints each step's time, keeps each step's output and the
 * per-file timing reports in a folder it names, and ends with one summary line.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findJourneyBrowser, chromiumHint } from '../e2e/src/chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each step's name, seconds and outcome, printed as a table at the end. */
const timings = [];
const startedAt = Date.now();

/** Records a finished step's time and outcome and prints its last line. */
function finished(name, began, ok) {
  const seconds = (Date.now() - began) / 1000;
  timings.push({ name, seconds, ok });
  console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  if (!ok) failures.push(name);
  return ok;
}

/**
 * A step. Its output goes to a log file in the report folder as it comes. A step alone (`live`)
 * also shows it as it comes; a step run beside others prints it whole when it ends (`tail -f` the
 * log to watch), so the lanes' lines do not interleave.
 */
function runStep(name, command, args, env = {}, { live = false } = {}) {
  const began = Date.now();
  const logFile = path.join(reportDir, `${name.replace(/\W+/g, '-')}.log`);
  const log = fs.createWriteStream(logFile);
  console.log(
    live ? `\n=== ${name} (output also in ${logFile})` : `\n=== ${name}: started, output in ${logFile}`,
  );
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(log, { end: false });
      if (live) stream.pipe(process.stdout, { end: false });
    }
    child.on('close', (code) => {
      log.end(() => {
        if (!live) {
          console.log(`\n=== ${name}`);
          process.stdout.write(fs.readFileSync(logFile));
        }
        resolve(finished(name, began, code === 0));
      });
    });
  });
}

/**
 * Runs each lane's steps one after another (a step is a function that starts it, told whether it
 * runs alone), the lanes side by side.
 */
async function inLanes(...lanes) {
  const live = lanes.length === 1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const start of lane) await start({ live });
    }),
  );
}

/** A command as a lane's step. */
const command =
  (name, program, args, env = {}) =>
  (how) =>
    runStep(name, program, args, env, how);

/**
 * Vitest keeps a core for itself by default (cores − 1: one worker on a 2-core machine), but its main
 * process only collects results while the suites mostly wait on their databases: every core runs a
 * worker (CPU per suite unchanged, the API run about 40 % shorter on 2 cores).
 */
const workers = `--maxWorkers=${os.availableParallelism()}`;

/** A vitest run as a lane's step, its test counts added to the totals. */
const vitest =
  (name, args, env = {}, node = undefined) =>
  async (how) => {
    const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
    const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`, workers];
    // On another Node binary, vitest is started by it directly (its workers are forked with the same binary).
    const [program, programArgs] = node
      ? [node, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...args, ...reporters]]
      : ['npx', ['vitest', 'run', ...args, ...reporters]];
    await runStep(name, program, programArgs, env, how);
    if (fs.existsSync(report)) {
      const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
      totals.passed += summary.numPassedTests;
      totals.failed += summary.numFailedTests;
      totals.skipped += summary.numPendingTests + summary.numTodoTests;
    }
  };

// The checks and the build each keep one core busy: two lanes side by side on a 2-core machine, of
// about the same length (measured alone: types 57 s, unused code 6, build 12 | lint 45, format 29).
await inLanes(
  [
    command('typecheck', 'npm', ['run', '--silent', 'typecheck']),
    // Unused files, exports and dependencies (knip.jsonc), and dependencies needing a newer Node than we promise.
    command('unused code', 'npx', ['knip', '--no-progress']),
    command('runtime: every dependency runs on the minimum Node', 'node', ['scripts/check-engines.mjs']),
    // Before the browser journeys, which serve it; a broken build fails early.
    command('build the web app and the server', 'npm', ['run', '--silent', 'build']),
  ],
  [
    command('lint', 'npx', ['eslint', '.']),
    command('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']),
  ],
);
const webBuilt = !failures.includes('build the web app and the server');

// The recommended LTS as well as the minimum: the second API run goes on Node 22, whose binary comes
// from the npm registry's `node` package, kept apart from the project's own node_modules/.bin (where
// it would replace the machine's Node for every script). FANZONE_SKIP_NODE22=1 stays on this Node.
const node22Folder = path.join(root, 'node_modules', '.cache', 'fanzone-node22');
const node22Binary = path.join(node22Folder, 'node_modules', '.bin', 'node');
async function node22(how) {
  if (process.env.FANZONE_SKIP_NODE22 === '1') return undefined;
  const installed =
    fs.existsSync(node22Binary) ||
    (await runStep(
      'install Node 22 LTS from the npm registry',
      'npm',
      [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        '--prefix',
        node22Folder,
        'node@22',
      ],
      {},
      how,
    ));
  return installed ? node22Binary : undefined;
}

/** The API suites once on PGlite under this Node, once on PostgreSQL and Redis (or PGlite) under Node 22. */
const apiLane = [
  vitest('unit and API tests on PGlite', [
    '--project',
    'contract',
    '--project',
    'docs',
    '--project',
    'web',
    '--project',
    'server-unit',
    '--project',
    'server-api',
  ]),
  async (how) => {
    const secondNode = await node22(how);
    const runtime = secondNode ? 'Node 22' : `Node ${process.versions.node}`;
    if (process.env.TEST_DATABASE_URL) {
      await vitest(
        `API tests on PostgreSQL${process.env.TEST_REDIS_URL ? ' and Redis' : ''} (${runtime})`,
        ['--project', 'server-api'],
        { FANZONE_TEST_DB: 'postgres' },
        secondNode,
      )(how);
    } else {
      console.log(
        '\n=== API tests on PostgreSQL: not run (set TEST_DATABASE_URL, and TEST_REDIS_URL for Redis)',
      );
      if (secondNode)
        await vitest('API tests on PGlite (Node 22)', ['--project', 'server-api'], {}, secondNode)(how);
    }
  },
];

/**
 * The browser journeys after the API suites, not beside them: on 2 cores both keep the machine busy
 * (measured: the side-by-side run kept it at 98 % and took longer than the two one after the other,
 * and the contract fuzz ran out of time), so running them together only stretched each.
 */
const browserLane = [];
const chromium = findJourneyBrowser();
if (!chromium) {
  console.log(`\n=== browser tests: ${chromiumHint}`);
  failures.push('browser tests (no Chromium)');
} else if (webBuilt) {
  browserLane.push(
    vitest('browser tests in Chromium', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromium }),
  );
}
await inLanes([...apiLane, ...browserLane]);

console.log('\n=== time per step');
for (const { name, seconds, ok } of timings)
  console.log(`${seconds.toFixed(0).padStart(6)} s  ${ok ? '  ' : '✗ '}${name}`);
console.log(`${((Date.now() - startedAt) / 1000).toFixed(0).padStart(6)} s  in all`);
console.log(`per-file timings (vitest JSON reports): ${reportDir}`);
console.log('');
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
