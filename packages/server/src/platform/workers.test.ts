import { loginOverHttp, startServer } from '@fanzone/testkit';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = process.env.FANZONE_TEST_DB === 'postgres' && !!databaseUrl && !!redisUrl;

/** The Node processes whose parent is `pid` (the primary's workers, not tsx's esbuild), from /proc. */
function childrenOf(pid: number): number[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const isNode = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'node';
      return isNode && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
        ? [Number(entry)]
        : [];
    } catch {
      return [];
    }
  });
}

async function until(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** WORKERS=2: the real process tree (primary and workers) on PostgreSQL and Redis, as deployed. */
describe.runIf(onPostgres)('several workers on one port', () => {
  const databaseName = `fanzone_workers_${process.pid}_${Date.now()}`;
  const admin = () => new pg.Client({ connectionString: databaseUrl });
  const databaseOf = () => {
    const url = new URL(databaseUrl!);
    url.pathname = `/${databaseName}`;
    return url.href;
  };

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${databaseName}`);
    await client.end();
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await client.end();
  });

  it('serves from every worker, shares logouts between them, replaces a dead worker and stops cleanly', async () => {
    const logs: string[] = [];
    const server = await startServer(
      { WORKERS: '2', DATABASE_URL: databaseOf(), REDIS_URL: redisUrl!, DEMO_DATA: '1' },
      { onLog: (line) => logs.push(line) },
    );
    try {
      await until(() => logs.some((line) => line.includes('2 workers serving')), 'both workers');
      const workers = childrenOf(server.process.pid!);
      expect(workers).toHaveLength(2);

      // A logout reaches every worker's session cache (through Redis): no worker still knows the session.
      const session = await loginOverHttp(server.url, 'fan', 'fanzone-fan');
      const profile = () => fetch(`${server.url}/api/account/profile`, { headers: { cookie: session } });
      const before = await Promise.all(Array.from({ length: 12 }, profile));
      expect(before.map((answer) => answer.status)).toEqual(Array(12).fill(200));
      const logout = await fetch(`${server.url}/api/auth/logout`, {
        method: 'POST',
        headers: { cookie: session, 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(logout.status).toBe(200);
      const after = await Promise.all(Array.from({ length: 12 }, profile));
      expect(after.map((answer) => answer.status)).toEqual(Array(12).fill(401));

      // A worker that dies is replaced; the site keeps answering meanwhile.
      process.kill(workers[0]!, 'SIGKILL');
      await until(
        async () => (await fetch(`${server.url}/api/health`).catch(() => null))?.ok === true,
        'the other worker answering',
      );
      await until(
        () => logs.some((line) => line.includes(`serving in place of ${workers[0]}`)),
        'a replacement worker',
      );
      const replaced = childrenOf(server.process.pid!);
      expect(replaced).toHaveLength(2);
      expect(replaced).not.toContain(workers[0]);

      server.process.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(childrenOf(server.process.pid!)).toEqual([]);
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });
});
