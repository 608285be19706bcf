import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { jobQueueNames, siteSecretGenerators } from '../src/app.ts';
import type { Database } from '../src/platform/db/database.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { createJobQueues } from '../src/platform/jobQueue/jobQueueSchema.ts';
import { loadSiteSecrets } from '../src/platform/secrets.ts';
import { testDatabaseBuffersMb } from './embeddedDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite data folder (runs on PGlite). */
    migratedPglite?: string;
    /** A freshly migrated PostgreSQL database each test app copies (runs on PostgreSQL). */
    migratedPostgres?: string;
  }
}

/** Runs one statement on the server's maintenance connection (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server's address, naming another database. */
export function urlOfDatabase(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
}

/**
 * What every test app starts from: the migrations of this checkout (pg-boss's schema with them),
 * the job queues of the app's jobs (about 60 ms each to make), and the site's secrets made as on a
 * first start (the identity provider's RSA key alone is 0.3 s of CPU), which the apps then share as
 * the nodes of one site do.
 */
async function prepare(database: Database) {
  await migrate(database);
  await createJobQueues(database, jobQueueNames);
  await loadSiteSecrets(database, siteSecretGenerators);
}

/**
 * Global set-up of the API suites: the repository's migrations run once for the whole run, into a
 * database every test app starts from (testApp.ts). On PGlite, a dump of the migrated data folder
 * (creating a cluster costs about two seconds per app, loading a dump under one); on PostgreSQL, a
 * template database each app copies (about 0.1 s, instead of 0.45 s migrating a schema). A suite
 * still never sees a stale schema: the template is made from the migrations of this checkout.
 */
export default async function setup(project: TestProject) {
  if (process.env.FANZONE_TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('FANZONE_TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = `fanzone_template_${process.pid}`;
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${template}`);
    await onServer(serverUrl, `CREATE DATABASE ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: urlOfDatabase(serverUrl, template) });
    await prepare(database);
    await database.close();
    project.provide('migratedPostgres', template);
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: 'memory://',
    buffersMb: testDatabaseBuffersMb,
  });
  await prepare(database);
  // Written out, so no app that loads the dump replays the migrations' log at its start.
  await database.withConnection((connection) => connection.exec('CHECKPOINT'));
  const dump = await database.dumpDataDir!();
  await database.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-migrated-'));
  const file = path.join(folder, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPglite', file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
