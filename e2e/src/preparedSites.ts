import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps one started-and-stopped demo site per region (fixtures.ts). */
    preparedSites: string;
  }
}

/**
 * Global set-up of the browser journeys: a folder for the run in which the first journey of each
 * region leaves the data of a server that migrated and loaded the demo community; every later
 * server of that region starts from a copy (about 5 s instead of 10), still a database of its own.
 */
export default function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-sites-'));
  project.provide('preparedSites', folder);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
