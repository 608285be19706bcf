import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/platform/config.ts';
import type { DatabaseConfig } from '../../packages/server/src/platform/config.ts';

/**
 * Which database the generator fills and the bench reads: PostgreSQL when BENCH_DATABASE_URL is set,
 * otherwise PGlite in a data folder (BENCH_DATA_DIR, default bench/data) that the bench's server
 * then runs on, since an embedded database lives in the server's own DATA_DIR.
 */
export type BenchDatabase = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export const defaultPgliteDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data');

export function benchDatabase(env: NodeJS.ProcessEnv = process.env): BenchDatabase {
  if (env.BENCH_DATABASE_URL) return { kind: 'postgres', url: env.BENCH_DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(env.BENCH_DATA_DIR ?? defaultPgliteDataDir) };
}

/** The server's own database settings for this bench database (same rule as its config.ts). */
export function databaseConfigOf(database: BenchDatabase): DatabaseConfig {
  return database.kind === 'postgres'
    ? { kind: 'postgres', url: database.url }
    : { kind: 'pglite', dataDir: path.join(database.dataDir, 'db') };
}

/** Environment for a server process (testkit's startServer) that should run on this database. */
export function serverEnvOf(database: BenchDatabase): Record<string, string> {
  return database.kind === 'postgres' ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir };
}

export function describeDatabase(database: BenchDatabase): string {
  if (database.kind === 'pglite') return `PGlite in ${database.dataDir}`;
  const url = new URL(database.url);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

/**
 * Migrates the database and loads the demo community (its boards, sections and accounts) exactly as
 * a server starting with DEMO_DATA=1 does, by building the app once and closing it.
 */
export async function migrateAndSeedDemo(database: BenchDatabase): Promise<void> {
  const dataDir =
    database.kind === 'pglite' ? database.dataDir : fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-bench-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      ...(process.env.REGION ? { REGION: process.env.REGION } : {}),
      ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
    },
    dataDir,
  );
  const app = await buildApp(config, { logger: false });
  await app.close();
  if (database.kind === 'postgres') fs.rmSync(dataDir, { recursive: true, force: true });
}
