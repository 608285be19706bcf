import type { LetterSenderRule } from '@fanzone/contract';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { queryRows } from '../../../platform/db/database.ts';
import { users } from '../../identity/index.ts';
import { userBlocks, userFollows } from '../../social/index.ts';
import { letterConversations, letterSettings, privateLetters } from '../messages.tables.ts';

export type LetterRow = typeof privateLetters.$inferSelect;

/** The letters of one pair, whoever sent them: the index is on the pair, smaller id first. */
const betweenPair = (a: bigint, b: bigint) =>
  sql`LEAST(${privateLetters.senderId}, ${privateLetters.recipientId}) = ${a < b ? a : b}
      AND GREATEST(${privateLetters.senderId}, ${privateLetters.recipientId}) = ${a < b ? b : a}`;

/**
 * Stores a letter and moves both sides of the conversation to it, the recipient's with one more
 * unread, in one statement (atomic by itself, one round trip), so the list and the badge always agree
 * with the letters. Answers whether it is the pair's first letter (both sides were new).
 */
export async function insertLetter(db: Db, row: typeof privateLetters.$inferInsert) {
  const [stored] = await queryRows<{ id: string; created_at: string; sides_started: number }>(
    db,
    sql`
    WITH letter AS (
      INSERT INTO private_letters (sender_id, recipient_id, content_type, content, extra, created_at)
      VALUES (${row.senderId}, ${row.recipientId}, ${row.contentType}, ${row.content},
              ${JSON.stringify(row.extra ?? {})}::jsonb, ${row.createdAt.toISOString()}::timestamptz)
      RETURNING id, created_at
    ), sides AS (
      INSERT INTO letter_conversations (user_id, other_user_id, last_letter_id, last_at, unread_count)
      SELECT side.user_id, side.other_user_id, letter.id, letter.created_at, side.unread
      FROM letter, (VALUES (${row.senderId}::bigint, ${row.recipientId}::bigint, 0),
                           (${row.recipientId}::bigint, ${row.senderId}::bigint, 1))
           AS side (user_id, other_user_id, unread)
      -- Two letters of one pair sent at once may commit out of id order: the latest never goes back.
      ON CONFLICT (user_id, other_user_id) DO UPDATE SET
        last_letter_id = GREATEST(letter_conversations.last_letter_id, excluded.last_letter_id),
        last_at = GREATEST(letter_conversations.last_at, excluded.last_at),
        unread_count = letter_conversations.unread_count + excluded.unread_count
      -- xmax is 0 on a row this statement inserted, set on one it updated (PostgreSQL's upsert idiom).
      RETURNING (xmax = 0) AS started
    )
    SELECT letter.id::text AS id, letter.created_at::text AS created_at,
           (SELECT count(*) FILTER (WHERE started) FROM sides)::int AS sides_started
    FROM letter`,
  );
  if (!stored) throw new Error('the letter was not stored');
  const letter: LetterRow = {
    id: BigInt(stored.id),
    senderId: row.senderId,
    recipientId: row.recipientId,
    contentType: row.contentType,
    content: row.content,
    extra: row.extra ?? {},
    createdAt: new Date(stored.created_at),
    deletedAt: null,
  };
  return { letter, isFirst: stored.sides_started === 2 };
}

/**
 * Everything the policy weighs before a letter goes out, in one query: whether the recipient exists,
 * blocks either way (the profile's block list), whether the recipient follows the sender, and who
 * the recipient lets write them.
 */
export async function factsForLetter(db: Db, senderId: bigint, recipientId: bigint) {
  const [facts] = await queryRows<{
    recipient_exists: boolean;
    sender_blocked_recipient: boolean;
    recipient_blocked_sender: boolean;
    recipient_follows_sender: boolean;
    rule: LetterSenderRule | null;
  }>(
    db,
    sql`
    SELECT
      EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${recipientId}) AS recipient_exists,
      EXISTS (SELECT 1 FROM ${userBlocks} WHERE ${userBlocks.blockerId} = ${senderId}
                AND ${userBlocks.blockedId} = ${recipientId}) AS sender_blocked_recipient,
      EXISTS (SELECT 1 FROM ${userBlocks} WHERE ${userBlocks.blockerId} = ${recipientId}
                AND ${userBlocks.blockedId} = ${senderId}) AS recipient_blocked_sender,
      EXISTS (SELECT 1 FROM ${userFollows} WHERE ${userFollows.followerId} = ${recipientId}
                AND ${userFollows.followeeId} = ${senderId}) AS recipient_follows_sender,
      (SELECT ${letterSettings.whoCanMessageMe} FROM ${letterSettings}
        WHERE ${letterSettings.userId} = ${recipientId}) AS rule`,
  );
  if (!facts) throw new Error('no facts for the letter');
  return {
    recipientExists: facts.recipient_exists,
    senderBlockedRecipient: facts.sender_blocked_recipient,
    recipientBlockedSender: facts.recipient_blocked_sender,
    recipientFollowsSender: facts.recipient_follows_sender,
    recipientRule: facts.rule ?? 'everyone',
  };
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
      // The pair's first letter, in the same query (the pair index answers it): a list never asks per row.
      firstLetterId: sql<string>`(
        SELECT min(earliest.id)::text FROM private_letters earliest
        WHERE LEAST(earliest.sender_id, earliest.recipient_id) = LEAST(${letterConversations.userId}, ${letterConversations.otherUserId})
          AND GREATEST(earliest.sender_id, earliest.recipient_id) = GREATEST(${letterConversations.userId}, ${letterConversations.otherUserId}))`,
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
