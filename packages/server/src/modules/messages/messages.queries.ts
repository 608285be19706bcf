import type { NotificationType } from '@fanzone/contract';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { executeNamed, numberArray } from '../../platform/db/database.ts';
import { users } from '../identity/index.ts';
import { posts } from '../posts/index.ts';
import { notifications } from '../notifications/index.ts';

/**
 * Notifications the member may see: none about a post in a board closed to them (`excludedBoardIds`,
 * the same audience rule as every list), a removed post, or a shielded one they did not write. A
 * count never hints at them either.
 */
function aboutReadablePosts(userId: bigint, excludedBoardIds: bigint[]): SQL {
  return sql`(${posts.id} IS NULL OR (
    ${posts.boardId} <> ALL(${numberArray(excludedBoardIds)}::bigint[])
    AND ${posts.status} <> 'deleted'
    AND (${posts.status} <> 'shielded' OR ${posts.authorId} = ${userId})))`;
}

/**
 * A member's unread notifications by type, with the newest of each. Every member page and every open
 * tab each minute asks it: named, so PostgreSQL plans it once per connection (planning it cost 0.3 ms
 * against 0.04 ms running it).
 */
export async function unreadCountsByType(db: Db, userId: bigint, excludedBoardIds: bigint[]) {
  return executeNamed(
    'unread_counts_by_type',
    db
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
          aboutReadablePosts(userId, excludedBoardIds),
        ),
      )
      .groupBy(notifications.type),
  );
}

/** One tab's page, newest first (ids grow with time), with the actor's name and avatar. */
export async function notificationPage(
  db: Db,
  query: { userId: bigint; type: NotificationType; beforeId?: bigint; excludedBoardIds: bigint[] },
  limit: number,
) {
  return db
    .select({
      notification: notifications,
      actor: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(posts, eq(posts.id, notifications.postId))
    .where(
      and(
        eq(notifications.userId, query.userId),
        eq(notifications.type, query.type),
        query.beforeId === undefined ? undefined : lt(notifications.id, query.beforeId),
        aboutReadablePosts(query.userId, query.excludedBoardIds),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(limit);
}

/** Marks one of the member's notifications read; false when they have none with that id. */
export async function markOneRead(db: Db, userId: bigint, id: bigint, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks a tab (or every tab) read, up to the newest line the member saw (`upToId`) if given. */
export async function markAllRead(
  db: Db,
  userId: bigint,
  now: Date,
  scope: { type?: NotificationType; upToId?: bigint } = {},
) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        scope.type ? eq(notifications.type, scope.type) : undefined,
        scope.upToId === undefined ? undefined : lte(notifications.id, scope.upToId),
      ),
    );
}
