#!/usr/bin/env node
/**
 * `npm test`: every suite, in the order that fails fastest. Lint, unused code, formatting, types, unit and API tests on PGlite
 * under the machine's Node (the minimum we promise); the API suites again on PostgreSQL and Redis
 * when TEST_DATABASE_URL (and TEST_REDIS_URL) are set, under Node 22 LTS (else on PGlite under Node
 * 22), so both databases and both runtimes are covered with one API run each; then the browser
 * journeys in a real Chromium against a real server. Prints each step's time, keeps the per-file
 * timing reports in a folder it names, and ends with one summary line.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium, chromiumHint } from '../e2e/src/chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each step's name, seconds and outcome, printed as a table at the end. */
const timings = [];
const startedAt = Date.now();

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}`);
  const began = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - began) / 1000;
  const ok = result.status === 0;
  timings.push({ name, seconds, ok });
  console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  if (!ok) failures.push(name);
  return ok;
}

/**
 * A step run beside others (the checks that each use one core): its output is held and printed
 * whole when it ends, so the lanes' lines do not interleave.
 */
function stepBeside(name, command, args) {
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - began) / 1000;
      const ok = code === 0;
      timings.push({ name, seconds, ok });
      console.log(`\n=== ${name}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
      if (!ok) failures.push(name);
      resolve(ok);
    });
  });
}

/** Runs each lane's steps one after another, the lanes side by side. */
async function inLanes(...lanes) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, command, args] of lane) await stepBeside(name, command, args);
    }),
  );
}

/**
 * Vitest keeps a core for itself by default (cores − 1: one worker on a 2-core machine), but its main
 * process only collects results while the suites mostly wait on their databases: every core runs a
 * worker (CPU per suite unchanged, the API run about 40 % shorter on 2 cores).
 */
const workers = `--maxWorkers=${os.availableParallelism()}`;

function vitest(name, args, env = {}, node = undefined) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`, workers];
  // On another Node binary, vitest is started by it directly (its workers are forked with the same binary).
  const [command, commandArgs] = node
    ? [node, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...args, ...reporters]]
    : ['npx', ['vitest', 'run', ...args, ...reporters]];
  step(name, command, commandArgs, env);
  if (fs.existsSync(report)) {
    const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
  }
}

// The checks and the web build each keep one core busy: two lanes side by side on a 2-core machine,
// the type check (the longest) in one, the rest in the other.
await inLanes(
  [['typecheck', 'npm', ['run', '--silent', 'typecheck']]],
  [
    ['lint', 'npx', ['eslint', '.']],
    // Unused files, exports and dependencies (knip.jsonc), and dependencies needing a newer Node than we promise.
    ['unused code', 'npx', ['knip', '--no-progress']],
    ['runtime: every dependency runs on the minimum Node', 'node', ['scripts/check-engines.mjs']],
    ['format', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
    // Before the API suites: the browser journeys need it, and a broken build fails early.
    ['build the web app', 'npm', ['run', '--silent', 'build']],
  ],
);
const webBuilt = !failures.includes('build the web app');
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
]);

// The recommended LTS as well as the minimum: the second API run goes on Node 22, whose binary comes
// from the npm registry's `node` package, kept apart from the project's own node_modules/.bin (where
// it would replace the machine's Node for every script). FANZONE_SKIP_NODE22=1 stays on this Node.
function node22() {
  if (process.env.FANZONE_SKIP_NODE22 === '1') return undefined;
  const folder = path.join(root, 'node_modules', '.cache', 'fanzone-node22');
  const binary = path.join(folder, 'node_modules', '.bin', 'node');
  const installed =
    fs.existsSync(binary) ||
    step('install Node 22 LTS from the npm registry', 'npm', [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--prefix',
      folder,
      'node@22',
    ]);
  return installed ? binary : undefined;
}

const secondNode = node22();
const runtime = secondNode ? 'Node 22' : `Node ${process.versions.node}`;
if (process.env.TEST_DATABASE_URL) {
  vitest(
    `API tests on PostgreSQL${process.env.TEST_REDIS_URL ? ' and Redis' : ''} (${runtime})`,
    ['--project', 'server-api'],
    { FANZONE_TEST_DB: 'postgres' },
    secondNode,
  );
} else {
  console.log('\n=== API tests on PostgreSQL: not run (set TEST_DATABASE_URL, and TEST_REDIS_URL for Redis)');
  if (secondNode) vitest('API tests on PGlite (Node 22)', ['--project', 'server-api'], {}, secondNode);
}

const chromium = findChromium();
if (!chromium) {
  console.log(`\n=== browser tests: ${chromiumHint}`);
  failures.push('browser tests (no Chromium)');
} else if (webBuilt) {
  vitest('browser tests in Chromium', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromium });
}

console.log('\n=== time per step');
for (const { name, seconds, ok } of timings)
  console.log(`${seconds.toFixed(0).padStart(6)} s  ${ok ? '  ' : '✗ '}${name}`);
console.log(`${((Date.now() - startedAt) / 1000).toFixed(0).padStart(6)} s  in all`);
console.log(`per-file timings (vitest JSON reports): ${reportDir}`);
console.log('');
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
