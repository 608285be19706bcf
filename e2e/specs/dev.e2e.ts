import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answers(url: string): Promise<Response | null> {
  try {
    return await fetch(url);
  } catch {
    return null;
  }
}

/** `npm run dev`'s script on free ports with its own data folder, once the API answers through Vite. */
async function startDev() {
  const [serverPort, webPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-dev-'));
  const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(serverPort),
      WEB_PORT: String(webPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [dev.stdout, dev.stderr])
    stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const web = `http://localhost:${webPort}`;
  // The API through Vite's proxy: both sides are up once it answers.
  await expect
    .poll(async () => (await answers(`${web}/api/health`))?.status, { timeout: 90_000, interval: 500 })
    .toBe(200);
  return { dev, web, serverPort, webPort, dataDir, output };
}

async function stop(dev: ChildProcess, dataDir: string) {
  if (dev.exitCode === null && dev.signalCode === null) {
    dev.kill('SIGTERM');
    await new Promise((resolve) => dev.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Every process below `pid`, read from /proc (parent ids), with its command line. */
function descendants(pid: number): { pid: number; command: string }[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces, in parentheses): state, parent id, …
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: { pid: number; command: string }[] = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [child, itsParent] of parentOf)
      if (itsParent === parent) {
        queue.push(child);
        let command = '';
        try {
          command = fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').replaceAll('\0', ' ');
        } catch {
          // gone meanwhile
        }
        found.push({ pid: child, command });
      }
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm run dev', () => {
  it('starts the server with reload and the Vite dev server proxying to it, and stops both', async () => {
    const { dev, web, serverPort, webPort, dataDir, output } = await startDev();
    try {
      const page = await (await fetch(`${web}/`)).text();
      // Vite's dev server, with hot reload, not the built app.
      expect(page).toContain('/@vite/client');
      const discovery = await fetch(`${web}/oidc/.well-known/openid-configuration`);
      expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${web}/oidc`);
      expect(output.join('')).toMatch(/\[server\][\s\S]*\[web\]|\[web\][\s\S]*\[server\]/);
    } finally {
      await stop(dev, dataDir);
    }
    // Both sides went with it.
    await expect
      .poll(
        async () => [
          await answers(`http://localhost:${webPort}/`),
          await answers(`http://localhost:${serverPort}/api/health`),
        ],
        {
          timeout: 15_000,
        },
      )
      .toEqual([null, null]);
  }, 150_000);

  // tsx watch keeps waiting for a change after its server crashed, and then ignores SIGTERM (it waits
  // for the exit of a server that is already gone): stopping must not leave it behind.
  it.runIf(process.platform === 'linux')(
    'leaves no process behind when stopped after the server crashed under the watcher',
    async () => {
      const { dev, web, dataDir } = await startDev();
      let tree: { pid: number; command: string }[] = [];
      try {
        tree = descendants(dev.pid!);
        const server = tree.find(
          ({ command }) => /src\/main\.ts/.test(command) && !/\bwatch\b/.test(command),
        );
        expect(server, tree.map(({ command }) => command).join('\n')).toBeDefined();
        process.kill(server!.pid, 'SIGKILL');
        await expect.poll(async () => (await answers(`${web}/api/health`))?.status).not.toBe(200);
        expect(dev.exitCode).toBeNull();
      } finally {
        await stop(dev, dataDir);
      }
      await expect
        .poll(() => tree.filter(({ pid }) => alive(pid)).map(({ command }) => command), { timeout: 15_000 })
        .toEqual([]);
    },
    150_000,
  );
});
