import type { RegionCode } from '@fanzone/contract';
import type { RunningServer } from '@fanzone/testkit';
import { startServer } from '@fanzone/testkit';
import type { Browser } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchBrowser } from './browser.ts';

/**
 * The data folder of a server of `region` that has migrated its database and loaded the demo
 * community, made by the run's first journey of that region (files run one at a time) and copied by
 * the others: what a fresh server would have, without migrating and seeding again.
 */
async function preparedSite(region: RegionCode): Promise<string> {
  const folder = path.join(inject('preparedSites'), region);
  const readyMark = `${folder}.ready`;
  if (!fs.existsSync(readyMark)) {
    fs.rmSync(folder, { recursive: true, force: true });
    const server = await startServer({ REGION: region, DEMO_DATA: '1', DATA_DIR: folder });
    await server.stop();
    fs.writeFileSync(readyMark, '');
  }
  return folder;
}

/**
 * One real server (its own fresh embedded database with the demo community) and one Chromium per
 * spec file. Each test opens its own browser context, so no cookies or storage leak between tests.
 * Journeys read as visitors right after another context wrote, so the visitor cache (a few seconds
 * of staleness, proved by its own API test) is off here.
 */
export function useSite(region: RegionCode, env: Record<string, string> = {}) {
  const site = {} as { server: RunningServer; browser: Browser; url: string };
  // Every page a journey opens must be drawn by the server: a render that fails is logged and the
  // page still works (the browser draws it), so only the log tells.
  const undrawn: string[] = [];
  const onLog = (line: string) => {
    if (line.includes('server render failed')) undrawn.push(line);
    process.stdout.write(`${line}\n`);
  };
  beforeAll(async () => {
    const startFrom = await preparedSite(region);
    const [server, browser] = await Promise.all([
      startServer(
        {
          REGION: region,
          DEMO_DATA: '1',
          RATE_LIMIT_PER_MINUTE: '100000',
          // Every member of a journey logs in from this one address, more than ten a minute in the
          // longer spec files (the limit itself is proved by the identity API tests).
          LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
          READ_CACHE_SECONDS: '0',
          ...env,
        },
        { onLog, startFrom },
      ),
      launchBrowser(),
    ]);
    site.server = server;
    site.browser = browser;
    site.url = server.url;
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
    expect(undrawn, 'pages the server could not draw').toEqual([]);
  });
  return site;
}
