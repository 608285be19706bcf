import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseBuffersMb } from '../../../test/embeddedDatabase.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { Database } from './database.ts';
import { dropSchema, openDatabase } from './database.ts';
import { migrate, migrationsDir } from './migrate.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const opened: Database[] = [];
const schemas: string[] = [];

async function open(schema: string) {
  const database =
    testDatabase === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: databaseUrl!, schema })
      : await openDatabase({ kind: 'pglite', dataDir: 'memory://', buffersMb: testDatabaseBuffersMb });
  opened.push(database);
  if (testDatabase === 'postgres') schemas.push(schema);
  return database;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
  for (const schema of schemas.splice(0)) await dropSchema(databaseUrl!, schema);
});

describe(`migrations on ${testDatabase}`, () => {
  it('applies every file once, in order, and nothing on the second run', async () => {
    const database = await open(`m_${Date.now()}_a`);
    const files = fs
      .readdirSync(migrationsDir)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    expect(await migrate(database)).toEqual(files.map((file) => file.replace(/\.sql$/, '')));
    expect(await migrate(database)).toEqual([]);
  });

  it('gives a line written before 0034 the name of its medal in every language, and drops the id', async () => {
    const database = await open(`m_${Date.now()}_d`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-migrations-'));
    const before = fs.readdirSync(migrationsDir).filter((file) => file.endsWith('.sql') && file < '0034');
    for (const file of before) fs.copyFileSync(path.join(migrationsDir, file), path.join(dir, file));
    await migrate(database, dir);
    const query = <T>(text: string) => database.withConnection((c) => c.query<T>(text));
    await query(`INSERT INTO users (issuer, subject, username) VALUES ('local', '1', 'fan')`);
    await query(
      `INSERT INTO medals (code, name, icon_url) VALUES ('owl', '{"en": "Night owl", "ru": "Сова"}', '/m.svg')`,
    );
    await query(`INSERT INTO notifications (user_id, type, kind, body, created_at)
      SELECT users.id, 'system', 'medalEarned', jsonb_build_object('medalId', medals.id::text), now()
        FROM users, medals WHERE medals.code = 'owl'`);
    await migrate(database);
    const [line] = await query<{ body: Record<string, unknown> }>('SELECT body FROM notifications');
    expect(line!.body).toEqual({ named: { en: 'Night owl', ru: 'Сова' } });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rolls back a failing file entirely and names it', async () => {
    const database = await open(`m_${Date.now()}_b`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-migrations-'));
    fs.writeFileSync(path.join(dir, '0001_good.sql'), 'CREATE TABLE kept (id int);');
    fs.writeFileSync(
      path.join(dir, '0002_bad.sql'),
      'CREATE TABLE half (id int); SELECT no_such_function();',
    );
    await expect(migrate(database, dir)).rejects.toThrow(/0002_bad\.sql/);
    const tables = await database.withConnection((c) =>
      c.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_name IN ('kept', 'half') AND table_schema = current_schema()",
      ),
    );
    expect(tables.map((row) => row.table_name)).toEqual(['kept']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.runIf(testDatabase === 'postgres')('applies each file once when two nodes start together', async () => {
    const schema = `m_${Date.now()}_c`;
    const [nodeA, nodeB] = [await open(schema), await open(schema)];
    const [appliedA, appliedB] = await Promise.all([migrate(nodeA), migrate(nodeB)]);
    const files = fs.readdirSync(migrationsDir).filter((file) => file.endsWith('.sql'));
    expect(appliedA.length + appliedB.length).toBe(files.length);
  });
});
