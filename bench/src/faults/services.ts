import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The real services a fault journey breaks on purpose: a PostgreSQL database of its own on the
 * machine's server, a Redis server of its own (so stopping it troubles nobody else), and an upload
 * store on a small filesystem that really fills up.
 */

/** A fresh database on the server at `adminUrl`, dropped by `drop`. */
export async function createScratchDatabase(adminUrl: string) {
  const name = `fanzone_faults_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Reads the database directly, past any proxy: the truth about what was stored. */
    async query<Row extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<Row>(sql, values)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = (probe.address() as net.AddressInfo) ?? { port: 0 };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}

/** Whether a program is on the PATH. */
export function hasProgram(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A Redis server of the journey's own on a free port, killed and started again on the same port. */
export async function startOwnRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await waitForPort(port, 10_000);
  };
  const kill = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, start };
}

/**
 * An empty folder on a tmpfs of `sizeBytes`, for a node's DATA_DIR: its upload store really fills
 * up. Mounting needs root; `unavailable` says why when it cannot be had.
 */
export function smallFilesystem(
  sizeBytes: number,
): { dir: string; unmount(): void } | { unavailable: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-faults-store-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeBytes}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    return { unavailable: `mount -t tmpfs failed (${String((error as Error).message).split('\n')[0]})` };
  }
  return {
    dir,
    unmount() {
      // Lazy: a server that still holds a file open there does not keep the mount.
      execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every file under `dir` whose name ends in `suffix` (left-over partial writes). */
export function filesEndingIn(dir: string, suffix: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
