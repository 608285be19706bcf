import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
const applied = await migrate(database);
console.warn(applied.length ? `applied ${applied.join(', ')}` : 'database is up to date');
await database.close();
