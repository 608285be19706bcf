import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { PublicConfig, RenderAnswer, ServerRenderer } from '@fanzone/contract';
import { loginOverHttp, serverBundle, startServer } from '@fanzone/testkit';
import { benchDatabase, describeDatabase, serverEnvOf } from './benchDatabase.ts';
import { phoneUserAgent as phone } from './benchTargets.ts';
import type { RecordedPage } from './renderRepeat.ts';
import { findHotPathData } from './targets.ts';

/**
 * `npm run bench:render`: what drawing a page costs by itself. The load bench's page rows hold the
 * render together with everything else a request does (its calls, compression, the HTTP exchange),
 * and on a shared two-core machine they move ±30 % between runs, more than most changes to the
 * components, the router or the texts save. Here the web build's own renderer (`dist/ssr`) draws each
 * page in this process, many times over the same answers (asked once from a real server on the same
 * database), and the figure is the best of ten batches.
 *
 * Even the best batch moved ±40 % between runs on a busy day here (other tenants of the host slow
 * every instruction), so `BENCH_RENDER_INSTRUCTIONS=1` also counts what a render executes, which the
 * neighbours cannot change: each page is recorded (its config and answers), drawn in a child process
 * under valgrind's callgrind with V8 on one thread (no background compiling or collecting to land
 * in one run and not the other), once `warmRenders` and once `countedRenders` more times, and the
 * difference divided by the extra renders is one render's instructions. Two runs of the same build
 * agreed within 0.3 %; a page takes about four minutes (valgrind runs code ~50× slower), so
 * `BENCH_PAGES=<regex>` picks pages.
 */
const rendersPerPage = Number(process.env.BENCH_RENDERS ?? 400);
const countInstructions = process.env.BENCH_RENDER_INSTRUCTIONS === '1';
const pagesToDraw = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : undefined;
/** Enough for V8 to have compiled the render's hot code before the counted renders start. */
const warmRenders = 30;
const countedRenders = 60;
const run = promisify(execFile);
const repeatScript = fileURLToPath(new URL('renderRepeat.ts', import.meta.url));
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
  const pages = ['/', `/board/detail/${boardId}`, `/post-details/${postId}`];
  for (const page of pages.filter((candidate) => !pagesToDraw || pagesToDraw.test(candidate))) {
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
  const { ask: _ask, ...recorded } = input;
  return {
    ...(countInstructions
      ? {
          'M instructions': await instructionsPerRender({
            ...recorded,
            rendererFile,
            answers: Object.fromEntries(answers),
          }),
        }
      : {}),
    'render ms': Math.round(bestWallMs * 100) / 100,
    // Above the render's own time by the collector's threads.
    'CPU ms': Math.round(bestCpuMs * 100) / 100,
    'markup KB': Math.round(drawn.html.length / 1024),
    'state KB': Math.round(drawn.state.length / 1024),
    passes: drawn.passes,
    calls: answers.size,
  };
}

/** Instructions one render of the recorded page executes, in millions (see the top of this file). */
async function instructionsPerRender(recorded: RecordedPage): Promise<number> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-render-'));
  try {
    const recordFile = path.join(folder, 'page.json');
    fs.writeFileSync(recordFile, JSON.stringify(recorded));
    const instructions = async (renders: number) => {
      const { stderr } = await run(
        'valgrind',
        [
          '--tool=callgrind',
          `--callgrind-out-file=${path.join(folder, 'callgrind.out')}`,
          process.execPath,
          '--single-threaded',
          '--import',
          'tsx',
          repeatScript,
          recordFile,
          String(renders),
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      ).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT')
          throw new Error('BENCH_RENDER_INSTRUCTIONS needs valgrind (apt-get install valgrind)');
        throw error;
      });
      const collected = /Collected : (\d+)/.exec(stderr)?.[1];
      if (!collected) throw new Error(`callgrind printed no count:\n${stderr.slice(-2000)}`);
      return Number(collected);
    };
    const warm = await instructions(warmRenders);
    const more = await instructions(warmRenders + countedRenders);
    return Math.round((more - warm) / countedRenders / 1e5) / 10;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
