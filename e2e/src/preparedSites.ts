import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps one started-and-stopped demo site per region, and its shared sites (fixtures.ts). */
    preparedSites: string;
    /** The run's one Chromium, which each spec file connects to. */
    browserEndpoint: string;
  }
}

/** What fixtures.ts records of a site it started for the whole run, so the run's end can stop it. */
export type SharedSiteRecord = { url: string; pid: number; dataDir: string; logFile: string };

/** Stops a shared site's server (its own process group) and removes its data. */
async function stopSharedSite(record: SharedSiteRecord) {
  const alive = () => {
    try {
      process.kill(record.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(record.pid, 'SIGTERM');
  for (let waited = 0; alive() && waited < 20_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive()) process.kill(record.pid, 'SIGKILL');
  fs.rmSync(record.dataDir, { recursive: true, force: true });
}

/**
 * Global set-up of the browser journeys: the server's bundle made from this checkout, one Chromium for the run (a launch per spec file cost a
 * second or more of a loaded machine), and a folder in which the first journey of each region
 * leaves the data of a server that migrated and loaded the demo community, so every later server of
 * that region starts from a copy (still a database of its own), and in which the sites that
 * read-only spec files share are recorded.
 */
export default async function setup(project: TestProject) {
  // The journeys' servers run the server's bundle, as `npm start` does: made again here (about a
  // second), so a run never starts a server older than the source it tests.
  execFileSync(process.execPath, ['--import', 'tsx', 'packages/server/build/bundle.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'inherit',
  });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-sites-'));
  const browserServer = await launchBrowserServer();
  project.provide('preparedSites', folder);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  return async () => {
    const shared = fs.readdirSync(folder).filter((name) => /^shared-.*\.json$/.test(name));
    await Promise.all(
      shared.map((name) =>
        stopSharedSite(JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as SharedSiteRecord),
      ),
    );
    await browserServer.close();
    fs.rmSync(folder, { recursive: true, force: true });
  };
}
