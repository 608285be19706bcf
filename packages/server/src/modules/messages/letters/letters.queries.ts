import type { LetterSenderRule } from '@fanzone/contract';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { users } from '../../identity/identity.tables.ts';
import { letterConversations, letterSettings, privateLetters } from '../messages.tables.ts';

export type LetterRow = typeof privateLetters.$inferSelect;

/** The letters of one pair, whoever sent them: the index is on the pair, smaller id first. */
const betweenPair = (a: bigint, b: bigint) =>
  sql`LEAST(${privateLetters.senderId}, ${privateLetters.recipientId}) = ${a < b ? a : b}
      AND GREATEST(${privateLetters.senderId}, ${privateLetters.recipientId}) = ${a < b ? b : a}`;

/**
 * Stores a letter and moves both sides of the conversation to it, the recipient's with one more
 * unread: in one transaction (the caller's), so the list and the badge always agree with the letters.
 */
export async function insertLetter(db: Db, row: typeof privateLetters.$inferInsert) {
  const letter = (await db.insert(privateLetters).values(row).returning())[0]!;
  for (const [userId, otherUserId, unread] of [
    [row.senderId, row.recipientId, 0],
    [row.recipientId, row.senderId, 1],
  ] as const) {
    await db
      .insert(letterConversations)
      .values({ userId, otherUserId, lastLetterId: letter.id, lastAt: letter.createdAt, unreadCount: unread })
      .onConflictDoUpdate({
        target: [letterConversations.userId, letterConversations.otherUserId],
        set: {
          lastLetterId: letter.id,
          lastAt: letter.createdAt,
          unreadCount: sql`${letterConversations.unreadCount} + ${unread}`,
        },
      });
  }
  return letter;
}

export async function findLetter(db: Db, id: bigint) {
  return (await db.select().from(privateLetters).where(eq(privateLetters.id, id)).limit(1))[0];
}

/**
 * Withdraws a letter (its content stays stored for operators, never shown again). A letter the
 * recipient had not read yet no longer counts as unread.
 */
export async function markLetterWithdrawn(db: Db, letter: LetterRow, now: Date) {
  const updated = (
    await db
      .update(privateLetters)
      .set({ deletedAt: now })
      .where(and(eq(privateLetters.id, letter.id), sql`${privateLetters.deletedAt} IS NULL`))
      .returning()
  )[0];
  if (!updated) return (await findLetter(db, letter.id))!;
  await db
    .update(letterConversations)
    .set({ unreadCount: sql`greatest(${letterConversations.unreadCount} - 1, 0)` })
    .where(
      and(
        eq(letterConversations.userId, letter.recipientId),
        eq(letterConversations.otherUserId, letter.senderId),
        lt(letterConversations.readUpToId, letter.id),
      ),
    );
  return updated;
}

/** Letters of a pair older than `beforeId` (or the latest), newest first. */
export async function lettersBefore(
  db: Db,
  a: bigint,
  b: bigint,
  beforeId: bigint | undefined,
  limit: number,
) {
  return db
    .select()
    .from(privateLetters)
    .where(and(betweenPair(a, b), beforeId === undefined ? undefined : lt(privateLetters.id, beforeId)))
    .orderBy(desc(privateLetters.id))
    .limit(limit);
}

/** Letters of a pair newer than `afterId`, oldest first. */
export async function lettersAfter(db: Db, a: bigint, b: bigint, afterId: bigint, limit: number) {
  return db
    .select()
    .from(privateLetters)
    .where(and(betweenPair(a, b), gt(privateLetters.id, afterId)))
    .orderBy(asc(privateLetters.id))
    .limit(limit);
}

/** The first letter of a pair: the one history can go back to. */
export async function firstLetterId(db: Db, a: bigint, b: bigint) {
  const rows = await db
    .select({ id: privateLetters.id })
    .from(privateLetters)
    .where(betweenPair(a, b))
    .orderBy(asc(privateLetters.id))
    .limit(1);
  return rows[0]?.id;
}

/** A member's conversations, latest first, with the other member and the latest letter. */
export async function conversationPage(
  db: Db,
  userId: bigint,
  cursor: { at: string; otherUserId: bigint } | undefined,
  limit: number,
) {
  return db
    .select({
      conversation: letterConversations,
      lastAtText: sql<string>`${letterConversations.lastAt}::text`,
      other: { id: users.id, username: users.username, avatarUrl: users.avatarUrl },
      letter: privateLetters,
    })
    .from(letterConversations)
    .innerJoin(users, eq(users.id, letterConversations.otherUserId))
    .innerJoin(privateLetters, eq(privateLetters.id, letterConversations.lastLetterId))
    .where(
      and(
        eq(letterConversations.userId, userId),
        cursor
          ? sql`(${letterConversations.lastAt}, ${letterConversations.otherUserId}) < (${cursor.at}::timestamptz, ${cursor.otherUserId})`
          : undefined,
      ),
    )
    .orderBy(desc(letterConversations.lastAt), desc(letterConversations.otherUserId))
    .limit(limit);
}

/** Marks the member's side of a conversation read up to its latest letter. */
export async function markConversationRead(db: Db, userId: bigint, otherUserId: bigint) {
  await db
    .update(letterConversations)
    .set({ unreadCount: 0, readUpToId: letterConversations.lastLetterId })
    .where(and(eq(letterConversations.userId, userId), eq(letterConversations.otherUserId, otherUserId)));
}

/** Unread letters over all the member's conversations, and when the newest unread one arrived. */
export async function unreadLetterSummary(db: Db, userId: bigint) {
  const rows = await db
    .select({
      count: sql<number>`coalesce(sum(${letterConversations.unreadCount}), 0)::int`,
      latest: sql<Date | null>`max(${letterConversations.lastAt})`,
    })
    .from(letterConversations)
    .where(and(eq(letterConversations.userId, userId), gt(letterConversations.unreadCount, 0)));
  return rows[0] ?? { count: 0, latest: null };
}

export async function senderRuleOf(db: Db, userId: bigint): Promise<LetterSenderRule> {
  const rows = await db
    .select({ rule: letterSettings.whoCanMessageMe })
    .from(letterSettings)
    .where(eq(letterSettings.userId, userId))
    .limit(1);
  return rows[0]?.rule ?? 'everyone';
}

export async function saveSenderRule(db: Db, userId: bigint, rule: LetterSenderRule) {
  await db
    .insert(letterSettings)
    .values({ userId, whoCanMessageMe: rule })
    .onConflictDoUpdate({ target: letterSettings.userId, set: { whoCanMessageMe: rule } });
}
