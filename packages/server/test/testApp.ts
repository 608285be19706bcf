import type { RegionCode } from '@fanzone/contract';
import { testServerSettings } from '@fanzone/testkit';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Clock } from '../src/platform/clock.ts';
import type { Config } from '../src/platform/config.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Storage } from '../src/platform/storage/storage.ts';
import { onServer, urlOfDatabase } from './migratedDatabase.ts';

/**
 * Which database the API suites run on: PGlite by default; PostgreSQL (and Redis) when the run sets
 * FANZONE_TEST_DB=postgres with TEST_DATABASE_URL (and TEST_REDIS_URL). Each app gets a fresh database
 * (a copy of the run's migrated one, migratedDatabase.ts) and Redis key prefix, dropped when it closes.
 */
export const testDatabase = process.env.FANZONE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A dump held in memory whose bytes PGlite takes without a stream: Node 20's `Blob.arrayBuffer()`
 * gathers a large blob chunk by chunk (0.15 s of CPU for the migrated dump, at every app's start).
 */
class DumpInMemory extends Blob {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy of its own for each database, as the Blob's own would be.
    const { buffer, byteOffset, byteLength } = this.#bytes;
    return Promise.resolve(buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer);
  }
}

let migratedDump: Blob | undefined;
/** The run's migrated database (migratedDatabase.ts), read once per worker; none outside vitest's API project. */
function migratedPglite(): Blob | undefined {
  const file = inject('migratedPglite');
  if (!file) return undefined;
  migratedDump ??= new DumpInMemory(fs.readFileSync(file));
  return migratedDump;
}

export type TestAppOptions = {
  region?: RegionCode;
  demoData?: boolean;
  clock?: Clock;
  env?: Record<string, string>;
  webDistDir?: string;
  /** Another address for the suite's Redis (a proxy a test can cut); the scaled shape only. */
  redisUrl?: string;
  /** Another store than the disk one, given the folder the app serves at /uploads/. */
  storage?: (uploadsRoot: string) => Storage;
  /** Another address for the suite's PostgreSQL (a proxy a test can cut or freeze); the database is still made and dropped directly. */
  databaseUrl?: string;
  /** Keep community settings this long (suites read them fresh: 0), for a test of what is kept. */
  settingsCacheMs?: number;
  /** The app's log lines at info and above, for a test of what is logged (suites log nothing). */
  logLine?: (line: string) => void;
};

export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-test-'));
  const config: Config = loadConfig(
    {
      REGION: options.region ?? 'cn',
      DATA_DIR: dataDir,
      DEMO_DATA: options.demoData ? '1' : '0',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      // Suites send many refused posts from one member on purpose; the limit has its own test.
      POSTING_RATE_LIMIT_PER_MINUTE: '1000',
      // Suites read as visitors right after writing; the visitor cache has its own test.
      READ_CACHE_SECONDS: '0',
      // The suites hash or check about 800 passwords.
      ...testServerSettings,
      ...options.env,
    },
    dataDir,
  );
  const suffix = crypto.randomBytes(5).toString('hex');
  const databaseName = `t_${suffix}`;
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = options.redisUrl ?? process.env.TEST_REDIS_URL;
  if (testDatabase === 'postgres') {
    const template = inject('migratedPostgres');
    if (!databaseUrl || !template)
      throw new Error('FANZONE_TEST_DB=postgres needs TEST_DATABASE_URL (and the server-api project)');
    await onServer(databaseUrl, `CREATE DATABASE ${databaseName} TEMPLATE ${template}`);
    config.database = {
      kind: 'postgres',
      url: urlOfDatabase(options.databaseUrl ?? databaseUrl, databaseName),
    };
    if (redisUrl) {
      config.redisUrl = redisUrl;
      config.redisPrefix = `fanzone-test-${suffix}:`;
    }
  } else if (config.database.kind === 'pglite') {
    // In memory, from the run's migrated dump, at the page memory loadConfig read (testServerSettings).
    config.database = { ...config.database, dataDir: 'memory://', startFrom: migratedPglite() };
  }
  config.webDistDir = options.webDistDir;
  config.settingsCacheMs = options.settingsCacheMs ?? 0;
  const app = await buildApp(config, {
    clock: options.clock,
    logger: options.logLine ? { level: 'info', stream: { write: options.logLine } } : false,
    storage: options.storage?.(path.join(dataDir, 'uploads')),
  });
  app.addHook('onClose', async () => {
    // FORCE: a test that cut the network may leave a connection the server has not yet seen close.
    if (config.database.kind === 'postgres')
      await onServer(databaseUrl!, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    if (config.redisUrl) await deleteRedisKeys(config.redisUrl, config.redisPrefix);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

/**
 * A second app node on the same PostgreSQL database and Redis prefix as `first` (scaled shape only):
 * what one node writes or publishes, the other reads and hears. The first node cleans up.
 */
export async function joinTestApp(first: { deps: { config: Config } }, options: { clock?: Clock } = {}) {
  const config: Config = { ...first.deps.config, demoData: false };
  if (config.database.kind !== 'postgres' || !config.redisUrl)
    throw new Error('a second node needs the PostgreSQL and Redis shape');
  return buildApp(config, { clock: options.clock, logger: false });
}

async function deleteRedisKeys(url: string, prefix: string) {
  // Redis away fails the command (and `afterAll`) at once instead of retrying forever and hanging.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', () => undefined);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
