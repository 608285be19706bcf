import type { LocalizedText, NotificationKind } from '@fanzone/contract';
import { notificationKinds } from '@fanzone/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { notifications } from './notifications.tables.ts';

/** The SQL that writes message-centre lines; the message centre reads them (messages/messages.queries.ts). */

export type NewNotification = {
  userId: bigint;
  kind: NotificationKind;
  actorId?: bigint | null;
  postId?: bigint | null;
  commentId?: bigint | null;
  subject?: string | null;
  excerpt?: string | null;
  /**
   * The name of the medal, mission or event the line is about, in every language its operator wrote
   * it: the line is listed in each reader's language without reading the catalogue again.
   */
  named?: LocalizedText;
  createdAt: Date;
};

/**
 * Stores a notification. A like on a post or comment that already has an unread like line joins it
 * ("and 12 others"): one statement, so two likes at the same moment still make one line. A line
 * about a new comment exists once per member, kind and comment (migration 0036): written again (a
 * job run twice), nothing changes. Answers whether a line was written or joined.
 */
export async function insertNotification(db: Db, row: NewNotification): Promise<boolean> {
  const type = notificationKinds[row.kind];
  const body = {
    ...(row.subject ? { subject: row.subject } : {}),
    ...(row.excerpt ? { excerpt: row.excerpt } : {}),
    ...(row.named ? { named: row.named } : {}),
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
    return true;
  }
  const written = await db
    .insert(notifications)
    .values({
      userId: row.userId,
      type,
      kind: row.kind,
      actorId: row.actorId ?? null,
      postId: row.postId ?? null,
      commentId: row.commentId ?? null,
      body,
      createdAt: row.createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return written.length > 0;
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
