import type { RegionCode } from '@fanzone/contract';
import { serverBundle, startServer, testServerSettings } from '@fanzone/testkit';
import type { Browser } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { connectBrowser } from './browser.ts';
import type { SharedSiteRecord } from './preparedSites.ts';

/**
 * What every journey's server is started with, besides what every test server is. Journeys read as
 * visitors right after another context wrote, so the visitor cache (a few seconds of staleness,
 * proved by its own API test) is off; every member of a journey logs in from one address, more than
 * ten a minute in the longer spec files (the limits themselves are proved by the identity API tests).
 */
const journeySettings = {
  ...testServerSettings,
  DEMO_DATA: '1',
  RATE_LIMIT_PER_MINUTE: '100000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  READ_CACHE_SECONDS: '0',
};

/** How long a spec file waits for another to prepare what the run shares (a loaded machine: ~30 s). */
const preparingDeadlineMs = 150_000;

/**
 * Makes something the run's spec files share once, although two of them run side by side: the
 * first to create `<name>.lock` in the run's folder (an atomic `mkdir`) calls `make` and leaves
 * `<name>.ready`; the others wait for that mark, and fail with the maker's reason if it failed.
 */
async function onceForRun(name: string, make: () => Promise<void>): Promise<void> {
  const folder = inject('preparedSites');
  const mark = (ending: string) => path.join(folder, `${name}.${ending}`);
  const [lock, ready, failed] = [mark('lock'), mark('ready'), mark('failed')];
  if (fs.existsSync(ready)) return;
  let mine = true;
  try {
    fs.mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    mine = false;
  }
  if (mine) {
    try {
      await make();
      fs.writeFileSync(ready, '');
    } catch (error) {
      fs.writeFileSync(failed, String(error));
      throw error;
    }
    return;
  }
  for (const deadline = Date.now() + preparingDeadlineMs; !fs.existsSync(ready);) {
    if (fs.existsSync(failed))
      throw new Error(`${name} could not be prepared: ${fs.readFileSync(failed, 'utf8')}`);
    if (Date.now() > deadline)
      throw new Error(`${name} was not prepared within ${preparingDeadlineMs / 1000} s by another spec file`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The data folder of a server of `region` that has migrated its database and loaded the demo
 * community, made by the run's first journey of that region and copied by the others: what a fresh
 * server would have, without migrating and seeding again.
 */
async function preparedSite(region: RegionCode): Promise<string> {
  const folder = path.join(inject('preparedSites'), region);
  await onceForRun(`site-${region}`, async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    const server = await startServer(
      { ...journeySettings, REGION: region, DATA_DIR: folder },
      { bundle: serverBundle },
    );
    await server.stop();
  });
  return folder;
}

/** Pages the server could not draw, from lines of its log. */
const undrawnIn = (lines: string[]) => lines.filter((line) => line.includes('server render failed'));

/**
 * A real server of `region` with its own fresh embedded database holding the demo community, for
 * one spec file, and the run's Chromium. Each test opens its own browser context, so no cookies or
 * storage leak between tests.
 */
export function useSite(region: RegionCode, env: Record<string, string> = {}) {
  const site = {} as { browser: Browser; url: string };
  let stopServer: (() => Promise<void>) | undefined;
  // Every page a journey opens must be drawn by the server: a render that fails is logged and the
  // page still works (the browser draws it), so only the log tells.
  const logged: string[] = [];
  const onLog = (line: string) => {
    logged.push(line);
    process.stdout.write(`${line}\n`);
  };
  beforeAll(async () => {
    const startFrom = await preparedSite(region);
    const [server, browser] = await Promise.all([
      startServer({ ...journeySettings, REGION: region, ...env }, { onLog, startFrom, bundle: serverBundle }),
      connectBrowser(inject('browserEndpoint')),
    ]);
    stopServer = () => server.stop();
    site.browser = browser;
    site.url = server.url;
  });
  afterAll(async () => {
    await site.browser?.close();
    await stopServer?.();
    expect(undrawnIn(logged), 'pages the server could not draw').toEqual([]);
  });
  return site;
}

/**
 * The server of `region` that read-only spec files share for the whole run (started by the first of
 * them, stopped at the run's end by preparedSites.ts): for journeys that change nothing another
 * journey reads, and read nothing another changes, a server start of their own saved. What it
 * logged while the file ran is checked as useSite's is.
 */
export function useSharedSite(region: RegionCode) {
  const site = {} as { browser: Browser; url: string };
  let record: SharedSiteRecord;
  let logStart = 0;
  beforeAll(async () => {
    const folder = inject('preparedSites');
    const recordFile = path.join(folder, `shared-${region}.json`);
    await onceForRun(`shared-${region}`, async () => {
      const logFile = path.join(folder, `shared-${region}.log`);
      const server = await startServer(
        { ...journeySettings, REGION: region },
        { logFile, detached: true, bundle: serverBundle },
      );
      const started: SharedSiteRecord = {
        url: server.url,
        pid: server.process.pid!,
        dataDir: server.dataDir,
        logFile,
      };
      fs.writeFileSync(recordFile, JSON.stringify(started));
    });
    record = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as SharedSiteRecord;
    logStart = fs.statSync(record.logFile).size;
    site.browser = await connectBrowser(inject('browserEndpoint'));
    site.url = record.url;
  });
  afterAll(async () => {
    await site.browser?.close();
    if (!record) return;
    const lines = fs
      .readFileSync(record.logFile)
      .subarray(logStart)
      .toString('utf8')
      .split('\n')
      .filter(Boolean);
    for (const line of lines) process.stdout.write(`${line}\n`);
    expect(undrawnIn(lines), 'pages the server could not draw').toEqual([]);
  });
  return site;
}
