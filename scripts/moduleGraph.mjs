#!/usr/bin/env node
/**
 * `node scripts/moduleGraph.mjs`: the server's module graph as its imports draw it. Prints every
 * module → module edge with its number of import lines (the composition root, the demo seed and
 * `platform/` as nodes of their own), then the edges both ways and the cycles (strongly connected
 * groups of modules). The lint rule (packages/server/lint/) keeps the cycles at none; this shows why
 * when it refuses, and measures a restructuring before and after.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../packages/server/src');

function sourceFiles(folder) {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The node a file belongs to: its module's name, `platform`, or the file itself at the root. */
function nodeOf(file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === 'modules') return parts[1];
  if (parts[0] === 'platform' || parts[0] === 'demo') return parts[0];
  return parts[0].replace(/\.ts$/, '');
}

const edges = new Map();
const importPattern = /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+['"](\.[^'"]+)['"]/g;
for (const file of sourceFiles(root)) {
  const from = nodeOf(file);
  for (const match of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
    const to = nodeOf(path.resolve(path.dirname(file), match[1]));
    if (to === from) continue;
    const key = `${from} -> ${to}`;
    edges.set(key, (edges.get(key) ?? 0) + 1);
  }
}

const sorted = [...edges].sort(([a], [b]) => a.localeCompare(b));
for (const [edge, lines] of sorted) console.log(`${edge} (${lines})`);

const bothWays = sorted
  .map(([edge]) => edge.split(' -> '))
  .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`));
console.log(`\nboth ways: ${bothWays.length}${bothWays.map(([a, b]) => `\n  ${a} <-> ${b}`).join('')}`);

// Tarjan's strongly connected components: each group of two or more is a cycle.
const next = new Map();
for (const [edge] of sorted) {
  const [from, to] = edge.split(' -> ');
  next.set(from, [...(next.get(from) ?? []), to]);
}
const index = new Map();
const low = new Map();
const stack = [];
const cycles = [];
function visit(node) {
  index.set(node, index.size);
  low.set(node, index.get(node));
  stack.push(node);
  for (const to of next.get(node) ?? []) {
    if (!index.has(to)) {
      visit(to);
      low.set(node, Math.min(low.get(node), low.get(to)));
    } else if (stack.includes(to)) low.set(node, Math.min(low.get(node), index.get(to)));
  }
  if (low.get(node) !== index.get(node)) return;
  const group = [];
  let member;
  do {
    member = stack.pop();
    group.push(member);
  } while (member !== node);
  if (group.length > 1) cycles.push(group.sort());
}
for (const node of next.keys()) if (!index.has(node)) visit(node);
console.log(`cycles: ${cycles.length}${cycles.map((group) => `\n  ${group.join(', ')}`).join('')}`);
process.exitCode = cycles.length ? 1 : 0;
