#!/usr/bin/env node
/**
 * The runtime we promise is the one every dependency accepts: each installed package whose
 * `engines.node` excludes the oldest Node the root package.json allows (the README's minimum) fails
 * this check, run in the lint step of `npm test`. Such a package must be held at an older version
 * (package.json `overrides`) or the minimum raised, in the README too.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const promised = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const minimum = semver.minVersion(promised).version;

/** Every package.json under a node_modules folder, nested ones included. */
function* installedPackages(folder) {
  if (!fs.existsSync(folder)) return;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const here = path.join(folder, entry.name);
    if (entry.name.startsWith('@')) {
      yield* installedPackages(here);
      continue;
    }
    const manifest = path.join(here, 'package.json');
    if (fs.existsSync(manifest)) yield manifest;
    yield* installedPackages(path.join(here, 'node_modules'));
  }
}

const folders = [
  '.',
  'packages/contract',
  'packages/server',
  'packages/web',
  'packages/testkit',
  'e2e',
  'bench',
];
const refusing = new Map();
for (const folder of folders) {
  for (const manifest of installedPackages(path.join(root, folder, 'node_modules'))) {
    const { name, version, engines } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    const wanted = engines?.node;
    if (typeof wanted !== 'string' || !semver.validRange(wanted)) continue;
    if (!semver.satisfies(minimum, wanted)) refusing.set(`${name}@${version}`, wanted);
  }
}

if (refusing.size) {
  console.error(`These packages do not run on Node ${minimum}, the minimum we promise (${promised}):`);
  for (const [name, wanted] of refusing) console.error(`  ${name} needs node ${wanted}`);
  process.exit(1);
}
console.log(`every installed package accepts Node ${minimum}`);
