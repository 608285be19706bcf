import type { NotificationKind, NotificationType } from '@fanzone/contract';
import { notificationKinds } from '@fanzone/contract';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { numberArray } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { posts } from '../posts/posts.tables.ts';
import { notifications } from './messages.tables.ts';

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

/** A member's unread notifications by type, with the newest of each. */
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
        aboutReadablePosts(userId, excludedBoardIds),
      ),
    )
    .groupBy(notifications.type);
}

export type NewNotification = {
  userId: bigint;
  kind: NotificationKind;
  actorId?: bigint | null;
  postId?: bigint | null;
  commentId?: bigint | null;
  subject?: string | null;
  excerpt?: string | null;
  /** A medal, mission or event the line names, shown in the reader's language when listed. */
  about?: { medalId?: bigint; missionId?: bigint; eventId?: bigint };
  createdAt: Date;
};

/**
 * Stores a notification. A like on a post or comment that already has an unread like line joins it
 * ("and 12 others"): one statement, so two likes at the same moment still make one line.
 */
export async function insertNotification(db: Db, row: NewNotification) {
  const type = notificationKinds[row.kind];
  const body = {
    ...(row.subject ? { subject: row.subject } : {}),
    ...(row.excerpt ? { excerpt: row.excerpt } : {}),
    ...(row.about?.medalId ? { medalId: row.about.medalId.toString() } : {}),
    ...(row.about?.missionId ? { missionId: row.about.missionId.toString() } : {}),
    ...(row.about?.eventId ? { eventId: row.about.eventId.toString() } : {}),
  };
  if (type === 'like') {
    await db.execute(sql`
      INSERT INTO notifications (user_id, type, kind, actor_id, post_id, comment_id, body, created_at)
      VALUES (${row.userId}, ${type}, ${row.kind}, ${row.actorId ?? null}, ${row.postId ?? null},
              ${row.commentId ?? null}, ${JSON.stringify(body)}::jsonb, ${row.createdAt.toISOString()})
      ON CONFLICT (user_id, kind, post_id, coalesce(comment_id, 0)) WHERE read_at IS NULL AND type = 'like'
      DO UPDATE SET
        others_count = notifications.others_count
          + CASE WHEN notifications.actor_id IS DISTINCT FROM excluded.actor_id THEN 1 ELSE 0 END,
        actor_id = excluded.actor_id,
        body = excluded.body,
        created_at = excluded.created_at`);
    return;
  }
  await db.insert(notifications).values({
    userId: row.userId,
    type,
    kind: row.kind,
    actorId: row.actorId ?? null,
    postId: row.postId ?? null,
    commentId: row.commentId ?? null,
    body,
    createdAt: row.createdAt,
  });
}

/** Whether the member already heard of `kind` about this post (mentions notify once per post). */
export async function hasNotification(db: Db, userId: bigint, kind: NotificationKind, postId: bigint) {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.kind, kind), eq(notifications.postId, postId)),
    )
    .limit(1);
  return rows.length > 0;
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
