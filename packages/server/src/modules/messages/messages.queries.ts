import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { numberArray } from '../../platform/db/database.ts';
import { posts } from '../posts/posts.tables.ts';
import { notifications } from './messages.tables.ts';

/**
 * A member's unread notifications by type, leaving out those about posts in boards they may not
 * see (`excludedBoardIds`, the same audience rule as every list), so a count never hints at them.
 */
export async function unreadCountsByType(db: Db, userId: bigint, excludedBoardIds: bigint[]) {
  return db
    .select({
      type: notifications.type,
      count: sql<number>`count(*)::int`,
      latest: sql<Date>`max(${notifications.createdAt})`,
    })
    .from(notifications)
    .leftJoin(posts, eq(posts.id, notifications.postId))
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        sql`(${posts.boardId} IS NULL OR ${posts.boardId} <> ALL(${numberArray(excludedBoardIds)}::bigint[]))`,
      ),
    )
    .groupBy(notifications.type);
}

type NewNotification = Omit<typeof notifications.$inferInsert, 'postId'>;

/** Stores a notification; one about a post (`body.postId`) names the post in its own column for the badge. */
export async function insertNotification(db: Db, row: NewNotification) {
  const postId = typeof row.body?.postId === 'string' ? BigInt(row.body.postId) : null;
  return (
    await db
      .insert(notifications)
      .values({ ...row, postId })
      .returning()
  )[0]!;
}

export async function markAllRead(db: Db, userId: bigint, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
