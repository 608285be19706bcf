import type { StaffAction } from '@fanzone/contract';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../identity/index.ts';
import { staffLog } from './staffLog.tables.ts';

/**
 * The SQL of the staff log: every module whose staff act (moderation, boards, posts, comments,
 * reports) writes its line here; moderation reads it for the console (moderation/staffLog.ts).
 */

export type NewStaffLogEntry = typeof staffLog.$inferInsert;

export async function insertStaffLogEntry(db: Db, entry: NewStaffLogEntry) {
  await db.insert(staffLog).values(entry);
}

/**
 * A page of the staff log, newest first, optionally about one member; only the lines about these
 * boards unless every board is asked for.
 */
export async function staffLogPage(
  db: Db,
  options: { beforeId?: bigint; memberId?: bigint; boardIds: 'all' | readonly bigint[]; limit: number },
) {
  if (options.boardIds !== 'all' && !options.boardIds.length) return [];
  return db
    .select({
      entry: staffLog,
      actor: { id: users.id, username: users.username, avatar: users.avatarUrl },
    })
    .from(staffLog)
    .leftJoin(users, eq(users.id, staffLog.actorId))
    .where(
      and(
        options.beforeId ? lt(staffLog.id, options.beforeId) : undefined,
        options.memberId
          ? sql`${staffLog.targetKind} = 'member' AND ${staffLog.targetId} = ${options.memberId}`
          : undefined,
        options.boardIds === 'all' ? undefined : inArray(staffLog.boardId, [...options.boardIds]),
      ),
    )
    .orderBy(desc(staffLog.id))
    .limit(options.limit);
}

/** The latest action the staff log holds about a target, if any. */
export async function latestStaffAction(db: Db, targetKind: 'member' | 'post' | 'comment', targetId: bigint) {
  const [line] = await db
    .select({ action: staffLog.action })
    .from(staffLog)
    .where(and(eq(staffLog.targetKind, targetKind), eq(staffLog.targetId, targetId)))
    .orderBy(desc(staffLog.id))
    .limit(1);
  return line?.action;
}

/** Whether the staff log holds this action about a target. */
export async function hasStaffAction(
  db: Db,
  targetKind: 'member' | 'post' | 'comment',
  targetId: bigint,
  action: StaffAction,
) {
  const [line] = await db
    .select({ id: staffLog.id })
    .from(staffLog)
    .where(
      and(eq(staffLog.targetKind, targetKind), eq(staffLog.targetId, targetId), eq(staffLog.action, action)),
    )
    .limit(1);
  return line !== undefined;
}
