import { loadConfig } from '../../platform/config.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { migrate } from '../../platform/db/migrate.ts';
import { rebuildSearchIndex } from './searchIndex.ts';

/** `npm run search:rebuild`: indexes every post of the configured database again, and says how it went. */
const config = loadConfig();
const database = await openDatabase(config.database);
await migrate(database);
let reported = 0;
const result = await rebuildSearchIndex({ db: database.db }, (indexed) => {
  if (indexed - reported >= 50_000) {
    reported = indexed;
    console.warn(`indexed ${indexed.toLocaleString('en-US')} posts`);
  }
});
console.warn(
  `search index: ${result.indexed.toLocaleString('en-US')} posts in ${result.seconds.toFixed(1)} s; ` +
    `${result.rows.toLocaleString('en-US')} rows, ${(result.bytes / 1024 / 1024).toFixed(1)} MiB`,
);
await database.close();
