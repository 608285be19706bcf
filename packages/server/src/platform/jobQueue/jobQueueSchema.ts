import PgBoss from 'pg-boss';
import { createRequire } from 'node:module';
import type { Connection, Database } from '../db/database.ts';

/**
 * The schema pg-boss keeps its tables in: `<schema>_boss` beside ours when the deployment names a
 * schema (so two sites in one database each have their own queue, and dropping a schema's pair
 * drops both), else pg-boss's own `pgboss`.
 */
export function jobQueueSchemaFor(schema: string | undefined): string {
  return schema ? `${schema}_boss` : 'pgboss';
}

/** The job queue's schema in this database. */
export function jobQueueSchemaOf(database: Pick<Database, 'schema'>): string {
  return jobQueueSchemaFor(database.schema);
}

/** The version of pg-boss's schema the installed package works with. */
const bossSchemaVersion = (createRequire(import.meta.url)('pg-boss/version.json') as { schema: number })
  .schema;

/**
 * Creates pg-boss's schema, or brings it to the installed package's version, with pg-boss's own
 * SQL (`getConstructionPlans`, `getMigrationPlans`: each a transaction of its own, under its own
 * advisory lock). Our migrate runner calls it under the migrations' lock, once per start, so pg-boss
 * itself runs with `migrate: false` and two nodes starting together never race to build it.
 * Answers what it did.
 */
export async function migrateJobQueueSchema(
  connection: Connection,
  schema: string,
): Promise<'created' | 'migrated' | null> {
  const [installed] = await connection.query<{ name: string | null }>('SELECT to_regclass($1) AS name', [
    `${schema}.version`,
  ]);
  if (!installed?.name) {
    await connection.exec(PgBoss.getConstructionPlans(schema));
    return 'created';
  }
  const [row] = await connection.query<{ version: number | string }>(`SELECT version FROM ${schema}.version`);
  const version = Number(row?.version);
  if (version >= bossSchemaVersion) return null;
  await connection.exec(PgBoss.getMigrationPlans(schema, String(version)));
  return 'migrated';
}

/**
 * Makes the queues named that are not there yet (pg-boss keeps a table partition per queue, about
 * 60 ms each to make). Run at every start with the app's job names (app.ts), so a deployment makes
 * each once, and by the test suites' global set-up, so no test app pays for them.
 */
export async function createJobQueues(database: Database, names: readonly string[]): Promise<void> {
  const boss = bossOn(database);
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const name of names) if (!existing.has(name)) await boss.createQueue(name);
}

/** pg-boss's API on our database, not started: for its calls that only run SQL. */
function bossOn(database: Database) {
  return new PgBoss({
    db: { executeSql: (sqlText, values) => database.runSql(sqlText, values) },
    schema: jobQueueSchemaOf(database),
    migrate: false,
  });
}
