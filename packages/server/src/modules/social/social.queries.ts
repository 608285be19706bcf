import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { lowerPrefixPattern } from '../../platform/db/database.ts';
import { users } from '../identity/index.ts';
import { userBlocks, userFollows } from './social.tables.ts';

/** How many members a mention offers at once. */
const suggestionCount = 8;

/**
 * Members whose name starts with `prefix` in any case, shortest names first (the closest match),
 * for the mention picker. LIKE's own characters in the prefix are taken literally.
 */
export async function membersByNamePrefix(db: Db, prefix: string) {
  const pattern = lowerPrefixPattern(prefix);
  return db
    .select({ id: users.id, username: users.username, avatarUrl: users.avatarUrl })
    .from(users)
    .where(sql`lower(${users.username}) LIKE ${pattern}`)
    .orderBy(sql`length(${users.username})`, users.username)
    .limit(suggestionCount);
}

/** Adds the follow and both counts in one transaction; a repeat changes nothing. */
export async function insertUserFollow(db: Db, followerId: bigint, followeeId: bigint, now: Date) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(userFollows)
      .values({ followerId, followeeId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: userFollows.followeeId });
    if (inserted.length) {
      await tx
        .update(users)
        .set({ followingCount: sql`${users.followingCount} + 1` })
        .where(eq(users.id, followerId));
      return (
        await tx
          .update(users)
          .set({ followerCount: sql`${users.followerCount} + 1` })
          .where(eq(users.id, followeeId))
          .returning({ count: users.followerCount })
      )[0]!.count;
    }
    return (await tx.select({ count: users.followerCount }).from(users).where(eq(users.id, followeeId)))[0]!
      .count;
  });
}

export async function deleteUserFollow(db: Db, followerId: bigint, followeeId: bigint) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(userFollows)
      .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)))
      .returning({ id: userFollows.followeeId });
    if (deleted.length) {
      await tx
        .update(users)
        .set({ followingCount: sql`${users.followingCount} - 1` })
        .where(eq(users.id, followerId));
      return (
        await tx
          .update(users)
          .set({ followerCount: sql`${users.followerCount} - 1` })
          .where(eq(users.id, followeeId))
          .returning({ count: users.followerCount })
      )[0]!.count;
    }
    return (await tx.select({ count: users.followerCount }).from(users).where(eq(users.id, followeeId)))[0]!
      .count;
  });
}

export type FollowCursor = { at: Date; id: bigint };

/**
 * One page of a member's followers (`direction: 'followers'`) or followees, newest first, after
 * `cursor` (keyset: no OFFSET, stable while people follow and leave).
 */
export async function followPage(
  db: Db,
  userId: bigint,
  direction: 'followers' | 'following',
  cursor: FollowCursor | undefined,
  limit: number,
) {
  const self = direction === 'followers' ? userFollows.followeeId : userFollows.followerId;
  const other = direction === 'followers' ? userFollows.followerId : userFollows.followeeId;
  const after = cursor
    ? or(
        sql`${userFollows.createdAt} < ${cursor.at}`,
        and(eq(userFollows.createdAt, cursor.at), sql`${other} < ${cursor.id}`),
      )
    : undefined;
  return db
    .select({ user: users, followedAt: userFollows.createdAt })
    .from(userFollows)
    .innerJoin(users, eq(users.id, other))
    .where(and(eq(self, userId), after))
    .orderBy(desc(userFollows.createdAt), desc(other))
    .limit(limit);
}

export async function followedAmong(db: Db, followerId: bigint, candidates: bigint[]) {
  if (!candidates.length) return new Set<bigint>();
  const rows = await db
    .select({ id: userFollows.followeeId })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), inArray(userFollows.followeeId, candidates)));
  return new Set(rows.map((row) => row.id));
}

/** New followers since the member last looked (the Me red dot), as a column of the member's row. */
export function newFollowerCountOf(member: typeof users) {
  return sql<number>`(SELECT count(*)::int FROM ${userFollows}
    WHERE ${userFollows.followeeId} = ${member.id}
      AND (${member.followersSeenAt} IS NULL OR ${userFollows.createdAt} > ${member.followersSeenAt}))`;
}

export async function markFollowersSeen(db: Db, userId: bigint, now: Date) {
  await db.update(users).set({ followersSeenAt: now }).where(eq(users.id, userId));
}

/** Which of `candidates` the member blocked. */
export async function blockedAmong(db: Db, blockerId: bigint, candidates: bigint[]) {
  if (!candidates.length) return new Set<bigint>();
  const rows = await db
    .select({ id: userBlocks.blockedId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), inArray(userBlocks.blockedId, candidates)));
  return new Set(rows.map((row) => row.id));
}

export async function insertUserBlock(db: Db, blockerId: bigint, blockedId: bigint, now: Date) {
  await db.insert(userBlocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

export async function deleteUserBlock(db: Db, blockerId: bigint, blockedId: bigint) {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** One page of the members someone blocked, newest first (keyset like follow lists). */
export async function blockPage(db: Db, blockerId: bigint, cursor: FollowCursor | undefined, limit: number) {
  const after = cursor
    ? or(
        sql`${userBlocks.createdAt} < ${cursor.at}`,
        and(eq(userBlocks.createdAt, cursor.at), sql`${userBlocks.blockedId} < ${cursor.id}`),
      )
    : undefined;
  return db
    .select({ user: users, blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(and(eq(userBlocks.blockerId, blockerId), after))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(limit);
}
