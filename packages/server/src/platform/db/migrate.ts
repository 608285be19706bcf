import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';
import { jobQueueSchemaOf, migrateJobQueueSchema } from '../jobQueue/jobQueueSchema.ts';

export const migrationsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations',
);

/** Any constant works; every app node that starts at once waits on the same key. */
const migrationLockKey = 7_324_001;

/**
 * Applies the numbered SQL files of `migrations/` that have not run yet, each in its own transaction,
 * under an advisory lock so several nodes starting together apply each file exactly once.
 * Forward-only: a landed file is never edited. Then pg-boss's schema (the job queue), made or
 * upgraded with its own SQL. Answers the files it applied.
 */
export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort();
  return database.withConnection(async (connection) => {
    await connection.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await connection.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set(
        (await connection.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
          (row) => row.version,
        ),
      );
      const applied: string[] = [];
      for (const file of files) {
        const version = file.replace(/\.sql$/, '');
        if (done.has(version)) continue;
        const body = fs.readFileSync(path.join(dir, file), 'utf8');
        await connection.exec('BEGIN');
        try {
          await connection.exec(body);
          await connection.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
          await connection.exec('COMMIT');
        } catch (error) {
          await connection.exec('ROLLBACK');
          throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(version);
      }
      // pg-boss's tables, made or upgraded here, under this lock, rather than by pg-boss at each
      // node's start (ARCHITECTURE §4b).
      await migrateJobQueueSchema(connection, jobQueueSchemaOf(database));
      return applied;
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  });
}
