import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './src/platform/db/database.ts';
import { migrate } from './src/platform/db/migrate.ts';
for (let i = 0; i < 3; i++) {
let t = Date.now();
const d = await openDatabase({ kind: 'pglite', dataDir: 'memory://' } as never);
console.log('open', Date.now() - t); t = Date.now();
await migrate(d);
console.log('migrate', Date.now() - t); t = Date.now();
const pg = (d as any);
await d.close();
}
const t0 = Date.now();
const c = await PGlite.create('memory://');
console.log('raw create', Date.now() - t0);
await (await import('./src/platform/db/migrate.ts')).migrate({ withConnection: (j: any) => j({ exec: (s: string) => c.exec(s).then(() => {}), query: async (s: string, p: any) => (await c.query(s, p)).rows, boundedQuery: async (s: string, p: any) => (await c.query(s, p)).rows }), kind: 'pglite' } as never);
let t = Date.now();
const blob = await c.dumpDataDir('none');
console.log('dump', Date.now() - t, blob.size); t = Date.now();
const c2 = await PGlite.create({ loadDataDir: blob });
console.log('load', Date.now() - t);
console.log((await c2.query('select count(*) from pg_tables where schemaname=\'public\'')).rows);
