#!/usr/bin/env node
/**
 * `npm test`: every suite, in the order that fails fastest. Lint, unused code, formatting, types, unit and API tests on PGlite;
 * the API suites again on PostgreSQL and Redis when TEST_DATABASE_URL (and TEST_REDIS_URL) are set;
 * then the browser journeys in a real Chromium against a real server. Ends with one summary line.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium, chromiumHint } from '../e2e/src/chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function vitest(name, args, env = {}, node = undefined) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
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

step('lint', 'npx', ['eslint', '.']);
// Unused files, exports and dependencies (knip.jsonc), and dependencies needing a newer Node than we promise.
step('unused code', 'npx', ['knip', '--no-progress']);
step('runtime: every dependency runs on the minimum Node', 'node', ['scripts/check-engines.mjs']);
step('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
vitest('unit and API tests on PGlite', [
  '--project',
  'contract',
  '--project',
  'web',
  '--project',
  'server-unit',
  '--project',
  'server-api',
]);

if (process.env.TEST_DATABASE_URL) {
  vitest(
    'API tests on PostgreSQL' + (process.env.TEST_REDIS_URL ? ' and Redis' : ''),
    ['--project', 'server-api'],
    { FANZONE_TEST_DB: 'postgres' },
  );
} else {
  console.log('\n=== API tests on PostgreSQL: not run (set TEST_DATABASE_URL, and TEST_REDIS_URL for Redis)');
}

// The recommended LTS as well as the minimum: the server's API suites again on Node 22, whose binary
// comes from the npm registry's `node` package, kept apart from the project's own node_modules/.bin
// (where it would replace the machine's Node for every script). FANZONE_SKIP_NODE22=1 skips it.
if (process.env.FANZONE_SKIP_NODE22 !== '1') {
  const node22 = path.join(root, 'node_modules', '.cache', 'fanzone-node22');
  const node22Binary = path.join(node22, 'node_modules', '.bin', 'node');
  const installed =
    fs.existsSync(node22Binary) ||
    step('install Node 22 LTS from the npm registry', 'npm', [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--prefix',
      node22,
      'node@22',
    ]);
  if (installed) vitest('API tests on Node 22 (PGlite)', ['--project', 'server-api'], {}, node22Binary);
}

const chromium = findChromium();
if (!chromium) {
  console.log(`\n=== browser tests: ${chromiumHint}`);
  failures.push('browser tests (no Chromium)');
} else if (step('build the web app', 'npm', ['run', '--silent', 'build'])) {
  vitest('browser tests in Chromium', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromium });
}

fs.rmSync(reportDir, { recursive: true, force: true });
console.log('');
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
