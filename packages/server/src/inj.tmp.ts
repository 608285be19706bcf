import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fanzone_bench', NODE_ENV: 'production', READ_CACHE_SECONDS: '0', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', DATA_DIR: '/tmp/srvdata' }, '/tmp/srvdata');
config.webDistDir = '/work/main/packages/web/dist';
const built = await buildApp(config);
const app = (built as any).app ?? built;
await app.ready();
const ua = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) Mobile';
const headers = { host: 'localhost', 'accept-encoding': process.env.ENC ?? 'identity', 'user-agent': ua };
async function time(url: string, n = 2000) {
  for (let i = 0; i < 300; i++) await app.inject({ method: 'GET', url, headers });
  const c = process.cpuUsage();
  for (let i = 0; i < n; i++) await app.inject({ method: 'GET', url, headers });
  const d = process.cpuUsage(c);
  console.log(url, 'cpu ms/inject', ((d.user + d.system) / 1000 / n).toFixed(3));
}
for (const u of (process.env.URLS ?? '/board/detail/1').split(',')) await time(u);
await app.close();
process.exit(0);
