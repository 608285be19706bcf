import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PublicConfig, RenderAnswer, ServerRenderer } from '@fanzone/contract';
import { loginOverHttp, serverBundle, startServer } from '@fanzone/testkit';
import { benchDatabase, describeDatabase, serverEnvOf } from './benchDatabase.ts';
import { phoneUserAgent as phone } from './benchTargets.ts';
import { findHotPathData } from './targets.ts';

/**
 * `npm run bench:render`: what drawing a page costs by itself. The load bench's page rows hold the
 * render together with everything else a request does (its calls, compression, the HTTP exchange),
 * and on a shared two-core machine they move ±30 % between runs, more than most changes to the
 * components, the router or the texts save. Here the web build's own renderer (`dist/ssr`) draws each
 * page in this process, many times over the same answers (asked once from a real server on the same
 * database), and the figure is the best of ten batches: it repeats within a few percent.
 */
const rendersPerPage = Number(process.env.BENCH_RENDERS ?? 400);
const batches = 10;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rendererFile = path.join(repoRoot, 'packages/web/dist/ssr/renderPage.js');

type Envelope<Data> = { status: string; data: Data };

const database = benchDatabase();
const hotPaths = await findHotPathData(database);
const server = await startServer(
  { NODE_ENV: 'production', DEMO_DATA: '1', RATE_LIMIT_PER_MINUTE: '100000000', ...serverEnvOf(database) },
  { bundle: serverBundle },
);
try {
  const session = await loginOverHttp(server.url, 'fan', 'fanzone-fan');
  const ask = async <Data>(url: string) =>
    ((await (await fetch(new URL(url, server.url))).json()) as Envelope<Data>).data;
  const boardId = hotPaths?.board.id ?? (await ask<{ id: string }[]>('/api/forum/list'))[0]!.id;
  const postId = hotPaths?.post.id ?? (await ask<{ id: string }[]>('/api/feeds/recommended'))[0]!.id;
  const { renderPage } = (await import(pathToFileURL(rendererFile).href)) as { renderPage: ServerRenderer };
  console.log(
    `Drawing pages alone, best of ${batches} batches of ${rendersPerPage / batches}, on ${describeDatabase(database)}`,
  );
  const rows = [];
  for (const page of ['/', `/board/detail/${boardId}`, `/post-details/${postId}`]) {
    for (const reader of ['visitor', 'member'] as const) {
      const cookie = reader === 'member' ? session : '';
      rows.push({ page, reader, ...(await measurePage(server.url, page, cookie, renderPage)) });
    }
  }
  console.table(rows);
} finally {
  await server.stop();
}

/** The page drawn over and over with its answers asked once: CPU and wall time per render. */
async function measurePage(baseUrl: string, page: string, cookie: string, renderPage: ServerRenderer) {
  const headers = { cookie, 'user-agent': phone };
  // The config the server put in the page for this reader (language, country, switches).
  const html = await (await fetch(new URL(page, baseUrl), { headers })).text();
  const configJson = /<script type="application\/json" id="fanzone-config">(.*?)<\/script>/s.exec(html)?.[1];
  if (!configJson) throw new Error(`${page} carries no config: is the web app built?`);
  const answers = new Map<string, RenderAnswer>();
  const input = {
    url: page,
    config: JSON.parse(configJson) as PublicConfig,
    userAgent: phone,
    cookies: '',
    layout: 'mobile' as const,
    ask: async (url: string) => {
      let answer = answers.get(url);
      if (!answer) {
        const response = await fetch(new URL(url, baseUrl), { headers });
        answer = { status: response.status, json: await response.text() };
        answers.set(url, answer);
      }
      return answer;
    },
  };
  // Warm: the page's chunks loaded, its texts read and its code compiled, as on a running server.
  for (let render = 0; render < rendersPerPage; render += 1) await renderPage(input);
  let bestCpuMs = Infinity;
  let bestWallMs = Infinity;
  const perBatch = rendersPerPage / batches;
  for (let batch = 0; batch < batches; batch += 1) {
    const startedCpu = process.cpuUsage();
    const started = performance.now();
    for (let render = 0; render < perBatch; render += 1) await renderPage(input);
    const cpu = process.cpuUsage(startedCpu);
    bestWallMs = Math.min(bestWallMs, (performance.now() - started) / perBatch);
    bestCpuMs = Math.min(bestCpuMs, (cpu.user + cpu.system) / 1000 / perBatch);
  }
  const drawn = await renderPage(input);
  return {
    'render ms': Math.round(bestWallMs * 100) / 100,
    // Above the render's own time by the collector's threads.
    'CPU ms': Math.round(bestCpuMs * 100) / 100,
    'markup KB': Math.round(drawn.html.length / 1024),
    'state KB': Math.round(drawn.state.length / 1024),
    passes: drawn.passes,
    calls: answers.size,
  };
}
