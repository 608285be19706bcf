import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { lowerPrefixPattern } from '../../platform/db/database.ts';
import { users } from '../identity/index.ts';
import { boardBans, moderatedBoards } from './moderation.tables.ts';

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
      locale: users.locale,
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

/** A ban from a board that holds at `now`: for good, or ending later. */
const boardBanHolds = (now: Date) => or(isNull(boardBans.until), gt(boardBans.until, now));

type BoardBanJson = { boardId: string; until: string | null };

/**
 * The boards the member `userId` names is banned from at `now`, in board order, as one JSON column
 * (`until` an ISO time, null for good): the statement that reads a session carries them, so every
 * write's fresh read of its member stays one round trip. The session keeps them; the posts policy
 * reads them.
 */
export function boardBansJsonOf(userId: AnyPgColumn, now: Date) {
  return sql<
    BoardBanJson[]
  >`(SELECT coalesce(json_agg(json_build_object('boardId', ${boardBans.boardId}::text, 'until', ${boardBans.until}) ORDER BY ${boardBans.boardId}), '[]'::json)
    FROM ${boardBans} WHERE ${boardBans.userId} = ${userId} AND ${boardBanHolds(now)})`;
}

/** The member's ban from this board, held or ended, if any. */
export async function boardBanOf(db: Db, userId: bigint, boardId: bigint) {
  const [ban] = await db
    .select()
    .from(boardBans)
    .where(and(eq(boardBans.userId, userId), eq(boardBans.boardId, boardId)));
  return ban;
}

/**
 * Ends every ban of a member from a board, in the caller's transaction, and answers the bans that
 * held at `now` (those the staff log should say were lifted).
 */
export async function deleteBoardBansOf(db: Db, userId: bigint, now: Date) {
  const ended = await db.delete(boardBans).where(eq(boardBans.userId, userId)).returning();
  return ended.filter((ban) => ban.until === null || ban.until > now);
}

/** Bans (or bans again, replacing the ban) a member from a board. */
export async function setBoardBan(db: Db, ban: typeof boardBans.$inferInsert) {
  await db
    .insert(boardBans)
    .values(ban)
    .onConflictDoUpdate({
      target: [boardBans.userId, boardBans.boardId],
      set: { reason: ban.reason, until: ban.until, bannedBy: ban.bannedBy, createdAt: ban.createdAt },
    });
}

export async function deleteBoardBan(db: Db, userId: bigint, boardId: bigint) {
  await db.delete(boardBans).where(and(eq(boardBans.userId, userId), eq(boardBans.boardId, boardId)));
}

/** The bans holding at `now` of these members, only from `boardIds` unless every board is asked for. */
export async function boardBansAmong(
  db: Db,
  userIds: bigint[],
  boardIds: 'all' | readonly bigint[],
  now: Date,
) {
  if (!userIds.length || (boardIds !== 'all' && !boardIds.length)) return [];
  return db
    .select()
    .from(boardBans)
    .where(
      and(
        inArray(boardBans.userId, userIds),
        boardIds === 'all' ? undefined : inArray(boardBans.boardId, [...boardIds]),
        boardBanHolds(now),
      ),
    )
    .orderBy(boardBans.boardId);
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
  options: { prefix?: string; beforeId?: bigint; boardIds: 'all' | readonly bigint[]; limit: number },
  writersIn: WritersInBoards,
): Promise<MemberRow[]> {
  if (options.boardIds !== 'all' && !options.boardIds.length) return [];
  const query = db.select(memberColumns).from(users);
  const scope = options.boardIds === 'all' ? undefined : knownInBoards(options.boardIds, writersIn);
  if (options.prefix) {
    const pattern = lowerPrefixPattern(options.prefix);
    return query
      .where(and(sql`lower(${users.username}) LIKE ${pattern}`, scope))
      .orderBy(sql`length(${users.username})`, users.username)
      .limit(options.limit);
  }
  return query
    .where(and(options.beforeId ? lt(users.id, options.beforeId) : undefined, scope))
    .orderBy(desc(users.id))
    .limit(options.limit);
}

/**
 * Who wrote in boards, as a subquery of member ids: the authors of posts and of comments there.
 * Posts and comments sit above moderation (packages/server/lint/moduleLayers.js), so the composition
 * (app.ts) hands moderation the subquery comments builds (comments/comments.queries.ts).
 */
export type WritersInBoards = (boardIds: readonly bigint[]) => SQL;

/**
 * Members (not staff) who wrote a post or a comment in these boards, in any state, or are banned
 * from one of them: the members a moderator of those boards acts on.
 */
function knownInBoards(boardIds: readonly bigint[], writersIn: WritersInBoards) {
  const ids = [...boardIds];
  return and(
    eq(users.role, 'member'),
    sql`${users.id} IN (
      ${writersIn(ids)}
      UNION SELECT ${boardBans.userId} FROM ${boardBans} WHERE ${inArray(boardBans.boardId, ids)}
    )`,
  );
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
