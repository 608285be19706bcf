import { loginOverHttp, startServer } from '@fanzone/testkit';
import type { RunningServer } from '@fanzone/testkit';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { chromiumHint, findChromium } from '../../e2e/src/chromium.mjs';

/**
 * `npm run lighthouse`: Lighthouse's mobile audit (its default: simulated slow 4G and a 4× slower
 * CPU) of the five first views issue 12 names, on a production server with the demo community, for
 * two regional builds and for a visitor and a signed-in member. Prints one table and writes the
 * figures to bench/results/lighthouse.json. Not part of `npm test`: a score on a shared 2-core
 * machine is too noisy to gate CI; the deterministic parts (compression, the JavaScript budget, the
 * content in the first response) are tests.
 *
 * LIGHTHOUSE_REGIONS (default `cn,global`), LIGHTHOUSE_VIEWERS (default `visitor,member`) and
 * LIGHTHOUSE_PAGES (a regular expression on the page's name) narrow the run. The server runs on its
 * embedded database; with LIGHTHOUSE_POSTGRES_URL (a connection that may create databases) and
 * LIGHTHOUSE_REDIS_URL it runs in the scaled shape instead, each build on a fresh database of its own
 * (`fanzone_lighthouse_<region>`, dropped afterwards).
 */
const regions = (process.env.LIGHTHOUSE_REGIONS ?? 'cn,global').split(',');
const viewers = (process.env.LIGHTHOUSE_VIEWERS ?? 'visitor,member').split(',') as Viewer[];
const pageFilter = process.env.LIGHTHOUSE_PAGES ? new RegExp(process.env.LIGHTHOUSE_PAGES, 'i') : undefined;
const postgresUrl = process.env.LIGHTHOUSE_POSTGRES_URL;
const redisUrl = process.env.LIGHTHOUSE_REDIS_URL;
const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

type Viewer = 'visitor' | 'member';
type Row = {
  region: string;
  viewer: Viewer;
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKiB: number;
};

/** The pages of issue 12, with a real post and board of the demo community. */
async function pagesOf(server: RunningServer) {
  const feed = (await (await fetch(`${server.url}/api/feeds/recommended`)).json()) as {
    data: { id: string; board: { id: string } }[];
  };
  const post = feed.data[0]!;
  return [
    ['home', '/'],
    ['post', `/post-details/${post.id}`],
    ['board', `/board/detail/${post.board.id}`],
    ['boards', '/product'],
    ['check-in', '/check-in'],
  ].filter(([name]) => !pageFilter || pageFilter.test(name!)) as [string, string][];
}

/** One audit, taken again once when Chromium's trace of the load was broken (NO_NAVSTART and kin). */
async function audit(port: number, url: string, cookie: string | undefined) {
  try {
    return await auditOnce(port, url, cookie);
  } catch (error) {
    console.error(`${String(error)}; once more`);
    return auditOnce(port, url, cookie);
  }
}

async function auditOnce(port: number, url: string, cookie: string | undefined) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const value = (name: string) => audits[name]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferredKiB: value('total-byte-weight') / 1024,
  };
}

function printTable(rows: Row[]) {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    '\n| build | viewer | page | performance | FCP | LCP | TBT | CLS | transferred | a11y | best pr. | SEO |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.region} | ${row.viewer} | ${row.page} \`${row.path}\` | ${row.performance} | ${seconds(row.fcpMs)} | ${seconds(row.lcpMs)} | ${Math.round(row.tbtMs).toLocaleString('en-US')} ms | ${row.cls.toFixed(3)} | ${Math.round(row.transferredKiB)} KiB | ${row.accessibility} | ${row.bestPractices} | ${row.seo} |`,
    );
}

/** An empty database for one build's demo community, on the PostgreSQL server `adminUrl` names. */
async function freshDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
    },
  };
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(chromiumHint);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const rows: Row[] = [];
  try {
    for (const region of regions) {
      const database = postgresUrl
        ? await freshDatabase(postgresUrl, `fanzone_lighthouse_${region}`)
        : undefined;
      const server = await startServer({
        REGION: region,
        DEMO_DATA: '1',
        NODE_ENV: 'production',
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      });
      try {
        const pages = await pagesOf(server);
        for (const viewer of viewers) {
          const cookie =
            viewer === 'member' ? await loginOverHttp(server.url, 'fan', 'fanzone-fan') : undefined;
          for (const [page, pagePath] of pages) {
            // One run to warm the server's caches and the page's first compile, then the measured one.
            await audit(chrome.port, server.url + pagePath, cookie);
            const figures = await audit(chrome.port, server.url + pagePath, cookie);
            rows.push({ region, viewer, page, path: pagePath, ...figures });
            console.log(
              `${region} ${viewer} ${page}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`,
            );
          }
        }
      } finally {
        await server.stop();
        await database?.drop();
      }
    }
  } finally {
    chrome.kill();
  }
  printTable(rows);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'lighthouse.json'), JSON.stringify(rows, null, 2));
}

await main();
