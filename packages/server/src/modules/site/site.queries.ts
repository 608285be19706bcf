import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { communitySettings, consentLogs } from './site.tables.ts';

export async function allSettings(db: Db) {
  return db.select({ key: communitySettings.key, value: communitySettings.value }).from(communitySettings);
}

export async function writeSetting(db: Db, key: string, value: unknown, now: Date) {
  await db
    .insert(communitySettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: communitySettings.key, set: { value, updatedAt: now } });
}

export async function insertConsentLog(db: Db, row: typeof consentLogs.$inferInsert) {
  await db.insert(consentLogs).values(row);
}

export async function ping(db: Db) {
  await db.execute(sql`SELECT 1`);
}
