#!/usr/bin/env node
/**
 * `npm run dev`: the server with reload (tsx watch, port 3000, demo data) and the Vite dev server
 * (port 5173, hot reload) whose proxy sends /api, /oidc and /uploads to the server. Open
 * http://localhost:5173. The server's public address is Vite's, so sign-in redirects come back
 * through it. Each line is prefixed with its side; Ctrl-C stops both, and if one side exits the
 * other is stopped too.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const webPort = process.env.WEB_PORT ?? '5173';
const serverPort = process.env.PORT ?? '3000';

const sides = [
  {
    name: 'server',
    command: ['npm', ['run', 'dev', '--workspace', '@fanzone/server']],
    env: {
      PORT: serverPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
      DEMO_DATA: process.env.DEMO_DATA ?? '1',
    },
  },
  {
    name: 'web',
    command: ['npm', ['run', 'dev', '--workspace', '@fanzone/web', '--', '--port', webPort, '--strictPort']],
    env: { FANZONE_API_ORIGIN: `http://localhost:${serverPort}` },
  },
];

let stopping = false;
const children = sides.map((side) => {
  const [command, args] = side.command;
  // Its own process group, so stopping a side stops what npm started under it.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...side.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr])
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${side.name}] ${line}`));
  child.on('exit', (code, signal) => {
    console.log(`[${side.name}] exited (${signal ?? code})`);
    stopAll(code ?? 1);
  });
  return child;
});

/** Sends `signal` to a side's process group; false when nothing of it is left. */
function signalSide(child, signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

// How long a side may take to finish its requests in flight before it is killed.
const stopGraceMs = 5_000;

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalSide(child, 'SIGTERM');
  const deadline = Date.now() + stopGraceMs;
  // Wait for every process of both groups, not only the npm at their top: tsx watch, once its server
  // has died by a signal, ignores SIGTERM (it waits for that server's exit, which already happened)
  // and would outlive us.
  const waiting = setInterval(() => {
    const left = children.filter((child) => signalSide(child, 0));
    if (left.length && Date.now() < deadline) return;
    for (const child of left) signalSide(child, 'SIGKILL');
    clearInterval(waiting);
    process.exit(exitCode);
  }, 100);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
// Whoever started us (npm, a terminal, a test) went away without a signal: stop rather than linger.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) stopAll(0);
}, 1_000).unref();
console.log(`[dev] forum at http://localhost:${webPort} (API on :${serverPort}); Ctrl-C stops both`);
