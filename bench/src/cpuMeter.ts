import fs from 'node:fs';
import pg from 'pg';

/**
 * CPU time spent per request by the server process and by the PostgreSQL backends serving the bench
 * database, read from /proc (Linux, PostgreSQL on this machine). Unlike latency it barely depends on
 * what else the machine runs, so it tells what a target costs when the cores are shared: a server
 * needing 4 ms of its one thread per request cannot pass 250 req/s, whatever the hardware's idle.
 */
const ticksPerSecond = 100; // USER_HZ, 100 on every Linux build that matters

function cpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** The server's CPU: its own, plus its workers' when it runs several (Node children, not esbuild). */
function serverCpuMs(pid: number): number | undefined {
  const own = cpuMs(pid);
  if (own === undefined) return undefined;
  let total = own;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (name === 'node' && parent === pid) total += cpuMs(Number(entry)) ?? 0;
    } catch {
      // the process ended while being read
    }
  }
  return total;
}

type Snapshot = { server?: number; backends: Map<number, number> };

export async function createCpuMeter(serverPid: number | undefined, databaseUrl: string | undefined) {
  const local = databaseUrl
    ? ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(databaseUrl).hostname)
    : false;
  const client = local ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await client?.connect();
  const backends = async () => {
    const result = new Map<number, number>();
    if (!client) return result;
    const rows = (
      await client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
    ).rows;
    for (const { pid } of rows) {
      const ms = cpuMs(pid);
      if (ms !== undefined) result.set(pid, ms);
    }
    return result;
  };
  const measurable = serverPid !== undefined && cpuMs(serverPid) !== undefined;
  return {
    /** Whether PostgreSQL's share is measured (a local server whose processes /proc shows). */
    measuresDatabase: local && (await backends()).size > 0,
    measurable,
    async snapshot(): Promise<Snapshot> {
      return {
        server: serverPid === undefined ? undefined : serverCpuMs(serverPid),
        backends: await backends(),
      };
    },
    /** Milliseconds of CPU per request since `start` (backends that closed meanwhile are missed). */
    async perRequest(start: Snapshot, requests: number) {
      const end = await this.snapshot();
      let database = 0;
      for (const [pid, ms] of end.backends) database += ms - (start.backends.get(pid) ?? 0);
      const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 100) / 100;
      return {
        server:
          start.server !== undefined && end.server !== undefined ? per(end.server - start.server) : undefined,
        database: client ? per(database) : undefined,
      };
    },
    async close() {
      await client?.end();
    },
  };
}
