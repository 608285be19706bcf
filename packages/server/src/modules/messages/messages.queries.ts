import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { notifications } from './messages.tables.ts';

export async function unreadCountsByType(db: Db, userId: bigint) {
  return db
    .select({
      type: notifications.type,
      count: sql<number>`count(*)::int`,
      latest: sql<Date>`max(${notifications.createdAt})`,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .groupBy(notifications.type);
}

export async function insertNotification(db: Db, row: typeof notifications.$inferInsert) {
  return (await db.insert(notifications).values(row).returning())[0]!;
}

export async function markAllRead(db: Db, userId: bigint, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function latestNotifications(db: Db, userId: bigint, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit);
}
