import type { SQL } from 'drizzle-orm';
import { and, asc, eq, gt, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { executeNamed, preparedQuery } from '../../platform/db/database.ts';
import { editorGroupMembers, editorGroups, sessions, users } from './identity.tables.ts';

export type UserRow = typeof users.$inferSelect;

/** One editor group a member belongs to, as their badges show it (an inactive membership shows none). */
export type EditorGroupMembership = { name: string; type: string; active: boolean };

/**
 * What a post or comment shows of its author (name, picture, level, staff mark): the columns every
 * statement that reads authors selects, not the whole member row (its ~25 columns decoded for each
 * of a list's twenty cards were a share of the list's time).
 */
export const authorColumns = {
  id: users.id,
  username: users.username,
  avatarUrl: users.avatarUrl,
  level: users.level,
  role: users.role,
};

/** An author as `authorColumns` reads them. */
export type AuthorRow = Pick<UserRow, keyof typeof authorColumns>;

/**
 * The editor groups of the member `userId` names, in the groups' order, as one JSON array: a
 * statement that reads members for something else (a session, posts' authors) gets their badges
 * in the same round trip instead of a second statement.
 */
export function editorGroupsJsonOf(userId: AnyPgColumn) {
  return sql<
    EditorGroupMembership[]
  >`(SELECT coalesce(json_agg(json_build_object('name', ${editorGroups.name}, 'type', ${editorGroups.type}, 'active', ${editorGroupMembers.active}) ORDER BY ${editorGroups.position}, ${editorGroups.id}), '[]'::json)
    FROM ${editorGroupMembers} JOIN ${editorGroups} ON ${editorGroups.id} = ${editorGroupMembers.groupId}
    WHERE ${editorGroupMembers.userId} = ${userId})`;
}

/**
 * A live session's member with their editor groups, and the `extra` columns a caller asks of the
 * member (moderation's board bans), in one statement: every write reads its session afresh.
 */
export async function findSessionUser<Extra extends Record<string, SQL<unknown>> = Record<never, never>>(
  db: Db,
  tokenHash: string,
  now: Date,
  extra: Extra = {} as Extra,
) {
  // Every member request asks it: named, so PostgreSQL plans it once per connection; a caller's
  // extra columns are fixed, so their names name the shape.
  const rows = await executeNamed(
    `session_user${Object.keys(extra)
      .sort()
      .map((key) => `_${key}`)
      .join('')}`,
    db
      .select({
        ...extra,
        user: users,
        editorGroups: editorGroupsJsonOf(users.id),
        session: {
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
      .limit(1),
  );
  return rows[0];
}

export async function touchSession(db: Db, tokenHash: string, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function insertSession(db: Db, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

export async function deleteSession(db: Db, tokenHash: string) {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ idToken: sessions.idToken, providerSessionUid: sessions.providerSessionUid });
  return rows[0];
}

export async function findUserById(db: Db, id: bigint) {
  return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
}

export async function findUserByIdentity(db: Db, issuer: string, subject: string) {
  return (
    await db
      .select()
      .from(users)
      .where(and(eq(users.issuer, issuer), eq(users.subject, subject)))
      .limit(1)
  )[0];
}

/**
 * Whether `column` and `username` read as one name: equal after NFKC and case folding (ｎｏｖａ, Nova
 * and nova), the expression migration 0033 indexes on users and provider accounts.
 */
export const sameFoldedUsername = (column: AnyPgColumn, username: string) =>
  sql<boolean>`lower(normalize(${column}, NFKC)) = lower(normalize(${username}, NFKC))`;

/**
 * Whether another member's name reads the same as `username`: equal after NFKC and case folding
 * (ｎｏｖａ, Nova and nova are one name; migration 0033). `exceptUserId`: a member renaming
 * themselves may respell their own name.
 */
export async function isUsernameTaken(db: Db, username: string, exceptUserId?: bigint) {
  const sameName = sameFoldedUsername(users.username, username);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameName : and(sameName, ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Db, row: typeof users.$inferInsert) {
  return (await db.insert(users).values(row).returning())[0]!;
}

/** Changes a member's row and answers it; with nothing to change it answers the row as it is (SQL has no empty SET). */
export async function updateUser(db: Db, id: bigint, changes: Partial<typeof users.$inferInsert>) {
  if (Object.values(changes).every((value) => value === undefined))
    return (await db.select().from(users).where(eq(users.id, id)))[0];
  return (await db.update(users).set(changes).where(eq(users.id, id)).returning())[0];
}

export async function activeEditorGroupsOf(db: Db, userId: bigint) {
  return db
    .select({ name: editorGroups.name, type: editorGroups.type, active: editorGroupMembers.active })
    .from(editorGroupMembers)
    .innerJoin(editorGroups, eq(editorGroups.id, editorGroupMembers.groupId))
    .where(eq(editorGroupMembers.userId, userId))
    .orderBy(asc(editorGroups.position), asc(editorGroups.id));
}

/** Deletes up to `batch` sessions that expired; returns how many went. */
export async function deleteExpiredSessions(db: Db, now: Date, batch: number) {
  const expired = db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(lt(sessions.expiresAt, now))
    .limit(batch);
  return (
    await db
      .delete(sessions)
      .where(inArray(sessions.tokenHash, expired))
      .returning({ tokenHash: sessions.tokenHash })
  ).length;
}

/** Editor groups of many members at once (lists), keyed by member id. */
const editorGroupsOfMembersQuery = preparedQuery((db) =>
  db
    .select({
      userId: editorGroupMembers.userId,
      name: editorGroups.name,
      type: editorGroups.type,
      active: editorGroupMembers.active,
    })
    .from(editorGroupMembers)
    .innerJoin(editorGroups, eq(editorGroups.id, editorGroupMembers.groupId))
    .where(sql`${editorGroupMembers.userId} = any(${sql.placeholder('userIds')}::bigint[])`)
    .orderBy(asc(editorGroups.position), asc(editorGroups.id))
    .prepare('editor_groups_of_members'),
);

export async function editorGroupsOfMembers(db: Db, userIds: bigint[]) {
  const byUser = new Map<bigint, { name: string; type: string; active: boolean }[]>();
  if (!userIds.length) return byUser;
  const rows = await editorGroupsOfMembersQuery(db).execute({ userIds: userIds.map(String) });
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return byUser;
}

/** Every editor group in its order, with how many active members it has (the console's choices). */
export async function editorGroupsWithMemberCounts(db: Db) {
  return db
    .select({
      id: editorGroups.id,
      name: editorGroups.name,
      type: editorGroups.type,
      position: editorGroups.position,
      memberCount: sql<number>`count(${editorGroupMembers.userId})::int`,
    })
    .from(editorGroups)
    .leftJoin(
      editorGroupMembers,
      and(eq(editorGroupMembers.groupId, editorGroups.id), eq(editorGroupMembers.active, true)),
    )
    .groupBy(editorGroups.id)
    .orderBy(asc(editorGroups.position), asc(editorGroups.id));
}

/** The editor groups each of these members is an active member of, in the groups' order. */
export async function activeEditorGroupsAmong(db: Db, userIds: bigint[]) {
  if (!userIds.length) return [];
  return db
    .select({ userId: editorGroupMembers.userId, groupId: editorGroups.id, name: editorGroups.name })
    .from(editorGroupMembers)
    .innerJoin(editorGroups, eq(editorGroups.id, editorGroupMembers.groupId))
    .where(and(inArray(editorGroupMembers.userId, userIds), eq(editorGroupMembers.active, true)))
    .orderBy(asc(editorGroups.position), asc(editorGroups.id));
}

/**
 * Makes a member an active member of exactly these groups, in the caller's transaction: a lapsed
 * membership of one of them is active again, and every other membership goes, lapsed ones too (they
 * grant nothing, and the console would otherwise keep a membership it never shows).
 */
export async function setEditorGroupMemberships(db: Db, userId: bigint, groupIds: bigint[]) {
  await db
    .delete(editorGroupMembers)
    .where(
      and(
        eq(editorGroupMembers.userId, userId),
        groupIds.length ? notInArray(editorGroupMembers.groupId, groupIds) : undefined,
      ),
    );
  if (groupIds.length)
    await db
      .insert(editorGroupMembers)
      .values(groupIds.map((groupId) => ({ groupId, userId, active: true })))
      .onConflictDoUpdate({
        target: [editorGroupMembers.userId, editorGroupMembers.groupId],
        set: { active: true },
      });
}

/** Members by username, whatever the case (mentions name them as people type them). */
export async function findUsersByNames(db: Db, names: string[]) {
  if (!names.length) return [];
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      sql`lower(${users.username}) IN (${sql.join(
        names.map((name) => sql`${name.toLowerCase()}`),
        sql`, `,
      )})`,
    );
}
