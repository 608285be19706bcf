import type { StaffAction } from '@fanzone/contract';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { lowerPrefixPattern } from '../../platform/db/database.ts';
import { users } from '../identity/identity.tables.ts';
import { moderatedBoards, staffLog } from './moderation.tables.ts';

/** The SQL of moderation: moderators' boards, bans on members and the staff log. */

/** What a member moderates: 'all' for admins and unscoped moderators, else the boards they are given. */
export async function moderatedBoardsOf(
  db: Db,
  user: { id: bigint; role: 'member' | 'moderator' | 'admin' },
): Promise<readonly bigint[] | 'all'> {
  if (user.role === 'admin') return 'all';
  if (user.role !== 'moderator') return [];
  const rows = await db
    .select({ boardId: moderatedBoards.boardId })
    .from(moderatedBoards)
    .where(eq(moderatedBoards.userId, user.id))
    .orderBy(moderatedBoards.boardId);
  return rows.length ? rows.map((row) => row.boardId) : 'all';
}

export async function memberForBan(db: Db, userId: bigint) {
  const [member] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      isBlocked: users.isBlocked,
      bannedUntil: users.bannedUntil,
      banReason: users.banReason,
    })
    .from(users)
    .where(eq(users.id, userId));
  return member;
}

export async function setBan(db: Db, userId: bigint, ban: { until: Date | null; reason: string } | null) {
  await db
    .update(users)
    .set(
      ban
        ? { isBlocked: true, bannedUntil: ban.until, banReason: ban.reason }
        : { isBlocked: false, bannedUntil: null, banReason: '' },
    )
    .where(eq(users.id, userId));
}

export type NewStaffLogEntry = typeof staffLog.$inferInsert;

export async function insertStaffLogEntry(db: Db, entry: NewStaffLogEntry) {
  await db.insert(staffLog).values(entry);
}

/** A page of the staff log, newest first, optionally about one member. */
export async function staffLogPage(db: Db, options: { beforeId?: bigint; memberId?: bigint; limit: number }) {
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

const memberColumns = {
  id: users.id,
  username: users.username,
  avatarUrl: users.avatarUrl,
  role: users.role,
  level: users.level,
  countryCode: users.countryCode,
  createdAt: users.createdAt,
  postCount: users.postCount,
  isBlocked: users.isBlocked,
  bannedUntil: users.bannedUntil,
  banReason: users.banReason,
};
export type MemberRow = { [K in keyof typeof memberColumns]: (typeof users.$inferSelect)[K] };

/**
 * Members for the console: those whose name starts with `prefix` (any case, LIKE's own characters
 * taken literally; the prefix index serves it), shortest names first; or, without one, the newest
 * first (where spam accounts are), `beforeId` paging on.
 */
export async function membersForConsole(
  db: Db,
  options: { prefix?: string; beforeId?: bigint; limit: number },
): Promise<MemberRow[]> {
  const query = db.select(memberColumns).from(users);
  if (options.prefix) {
    const pattern = lowerPrefixPattern(options.prefix);
    return query
      .where(sql`lower(${users.username}) LIKE ${pattern}`)
      .orderBy(sql`length(${users.username})`, users.username)
      .limit(options.limit);
  }
  return query
    .where(options.beforeId ? lt(users.id, options.beforeId) : undefined)
    .orderBy(desc(users.id))
    .limit(options.limit);
}

export async function memberRecordRow(db: Db, userId: bigint): Promise<MemberRow | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** The boards each of these members is given to moderate. */
export async function moderatedBoardsAmong(db: Db, userIds: bigint[]) {
  if (!userIds.length) return [];
  return db
    .select({ userId: moderatedBoards.userId, boardId: moderatedBoards.boardId })
    .from(moderatedBoards)
    .where(inArray(moderatedBoards.userId, userIds))
    .orderBy(moderatedBoards.boardId);
}

/**
 * Locks a member's row for the caller's transaction and answers their level: two operators (or an
 * operator and a reward) changing one member take turns, so what the staff log says was before is
 * what the change replaced.
 */
export async function lockMember(db: Db, userId: bigint) {
  const [row] = await db.select({ level: users.level }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Sets a member's level as it is given, higher or lower (rewards only ever raise it: `payReward`). */
export async function setLevel(db: Db, userId: bigint, level: number) {
  await db.update(users).set({ level }).where(eq(users.id, userId));
}

/** Sets a member's role and the boards they moderate (only a moderator keeps boards), in the caller's transaction. */
export async function setRole(db: Db, userId: bigint, role: MemberRow['role'], boardIds: bigint[]) {
  await db.update(users).set({ role }).where(eq(users.id, userId));
  await db.delete(moderatedBoards).where(eq(moderatedBoards.userId, userId));
  if (role === 'moderator' && boardIds.length)
    await db.insert(moderatedBoards).values(boardIds.map((boardId) => ({ userId, boardId })));
}
