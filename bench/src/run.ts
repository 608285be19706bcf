import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginOverHttp, startServer } from '@fanzone/testkit';

/**
 * `npm run bench`: load against a real server on the demo data (PGlite by default, PostgreSQL when
 * BENCH_DATABASE_URL is set). Prints req/s and latency percentiles per target; later capabilities
 * add their targets to `targets`.
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

type Target = { name: string; path: string; headers?: Record<string, string> };

async function measure(baseUrl: string, target: Target, duration: number) {
  return autocannon({ url: `${baseUrl}${target.path}`, connections, duration, headers: target.headers });
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = await startServer({ DEMO_DATA: '1', RATE_LIMIT_PER_MINUTE: '100000000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    const session = await loginOverHttp(server.url, 'fan', 'fanzone-fan');
    const targets: Target[] = [
      { name: 'GET /api/account/profile (logged in)', path: '/api/account/profile', headers: { cookie: session } },
      { name: 'GET /api/website-navigation', path: '/api/website-navigation' },
      { name: 'GET /api/message/badge (logged in, one query)', path: '/api/message/badge', headers: { cookie: session } },
      { name: 'GET /api/forum/list (logged in, one query)', path: '/api/forum/list', headers: { cookie: session } },
      { name: 'GET / (HTML shell)', path: '/' },
    ];
    const rows = [];
    for (const target of targets) {
      await measure(server.url, target, warmupSeconds);
      const result = await measure(server.url, target, seconds);
      rows.push({
        target: target.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx,
        errors: result.errors,
      });
    }
    console.log(`\nFanzone bench: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${seconds} s per target after ${warmupSeconds} s warm-up`);
    console.table(rows);
    const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'latest.json'), JSON.stringify({ at: new Date().toISOString(), database: databaseUrl ? 'postgres' : 'pglite', connections, seconds, rows }, null, 2));
  } finally {
    await server.stop();
  }
}

await main();
