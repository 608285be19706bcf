import { limits } from '@fanzone/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { numberArray, queryRows } from '../../platform/db/database.ts';
import { medals } from '../gamification/index.ts';
import { users } from '../identity/index.ts';
import {
  eventAwards,
  eventDeliveryAddresses,
  eventEntries,
  eventParticipants,
  eventPrizes,
  events,
} from './events.tables.ts';
import type { EventPrizeRow, EventRow } from './events.tables.ts';

export type EventFields = Omit<typeof events.$inferInsert, 'id' | 'announcedAt' | 'status'>;
export type PrizeFields = Omit<EventPrizeRow, 'eventId'>;

export async function insertEvent(db: Db, fields: EventFields) {
  const [row] = await db.insert(events).values(fields).returning();
  return row!;
}

export async function updateEventRow(db: Db, id: bigint, fields: Partial<Omit<EventFields, 'createdAt'>>) {
  const [row] = await db.update(events).set(fields).where(eq(events.id, id)).returning();
  return row;
}

export async function setEventStatus(db: Db, id: bigint, status: EventRow['status']) {
  const [row] = await db.update(events).set({ status }).where(eq(events.id, id)).returning();
  return row;
}

export async function findEvent(db: Db, id: bigint): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

/** Locks the event's row until the transaction ends: edits and the announcement go one at a time. */
export async function lockEvent(db: Db, id: bigint): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

/**
 * An event read under a share lock, in the caller's transaction: an entry stored under it cannot
 * slip in after an announcement (which updates the row) has frozen the ranking.
 */
export async function shareLockEvent(db: Db, id: bigint): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('share');
  return row;
}

export async function allEvents(db: Db) {
  return db.select().from(events).orderBy(desc(events.startsAt), desc(events.id));
}

export async function prizesOf(db: Db, eventIds: bigint[]) {
  if (!eventIds.length) return [];
  return db
    .select()
    .from(eventPrizes)
    .where(inArray(eventPrizes.eventId, eventIds))
    .orderBy(eventPrizes.fromRank, eventPrizes.kind);
}

/** An event's prizes are written as a whole: the console edits the list, not single rows. */
export async function replacePrizes(db: Db, eventId: bigint, prizes: PrizeFields[]) {
  await db.delete(eventPrizes).where(eq(eventPrizes.eventId, eventId));
  if (prizes.length) await db.insert(eventPrizes).values(prizes.map((prize) => ({ ...prize, eventId })));
}

export async function medalRows(db: Db, ids: bigint[]) {
  if (!ids.length) return new Map<bigint, typeof medals.$inferSelect>();
  const rows = await db.select().from(medals).where(inArray(medals.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** How many joined and how many entered, per event. */
export async function eventCounts(db: Db, eventIds: bigint[]) {
  const counts = new Map<bigint, { participants: number; entries: number }>();
  if (!eventIds.length) return counts;
  const rows = await queryRows<{ event_id: string; participants: number; entries: number }>(
    db,
    sql`SELECT e.id::text AS event_id,
               (SELECT count(*)::int FROM event_participants p WHERE p.event_id = e.id) AS participants,
               (SELECT count(*)::int FROM event_entries n WHERE n.event_id = e.id) AS entries
        FROM events e WHERE e.id IN (${sql.join(
          eventIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  for (const row of rows)
    counts.set(BigInt(row.event_id), { participants: row.participants, entries: row.entries });
  return counts;
}

export async function isParticipant(db: Db, eventId: bigint, userId: bigint) {
  const [row] = await db
    .select({ userId: eventParticipants.userId })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
  return !!row;
}

/** Joins once: joining again keeps the first acceptance. */
export async function insertParticipant(db: Db, eventId: bigint, userId: bigint, now: Date) {
  await db
    .insert(eventParticipants)
    .values({ eventId, userId, joinedAt: now, privacyAcceptedAt: now })
    .onConflictDoNothing();
}

export async function entryOf(db: Db, eventId: bigint, userId: bigint) {
  const [row] = await db
    .select()
    .from(eventEntries)
    .where(and(eq(eventEntries.eventId, eventId), eq(eventEntries.userId, userId)));
  return row;
}

/** Stores the entry; false when the member (or the post) has one already. */
export async function insertEntry(db: Db, eventId: bigint, userId: bigint, postId: bigint, now: Date) {
  const inserted = await db
    .insert(eventEntries)
    .values({ eventId, userId, postId, enteredAt: now })
    .onConflictDoNothing()
    .returning({ id: eventEntries.id });
  return inserted.length > 0;
}

/**
 * The member's posts that may be entered: their own, published, in one of `boardIds` (the event's
 * board and its sub boards as open as it, `entryBoardIds`), published while entries are open, and
 * not entered yet. Newest first, one page.
 */
export async function enterablePosts(
  db: Db,
  event: EventRow,
  boardIds: readonly bigint[],
  userId: bigint,
  postId?: bigint,
) {
  return queryRows<{ id: string; title: string; created_at: string | Date }>(
    db,
    sql`SELECT p.id::text AS id, p.title, p.created_at
        FROM posts p
        WHERE p.author_id = ${userId} AND p.status = 'published'
          AND p.board_id = ANY(${numberArray(boardIds)}::bigint[])
          AND p.created_at >= ${event.startsAt.toISOString()} AND p.created_at < ${event.entriesEndAt.toISOString()}
          AND NOT EXISTS (SELECT 1 FROM event_entries n WHERE n.event_id = ${event.id} AND n.post_id = p.id)
          ${postId === undefined ? sql`` : sql`AND p.id = ${postId}`}
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT ${limits.lists.pageSize}`,
  );
}

export type RankingRow = {
  entry_id: string;
  user_id: string;
  post_id: string;
  board_id: string;
  title: string;
  published_at: string | Date;
  like_count: number;
  username: string;
  avatar_url: string;
  rank: number;
};

/**
 * The live ranking: entries whose post is still published, by likes, ties to the post published
 * earlier, then to the earlier entry (`eventTieRule`).
 */
const liveRanked = (eventId: bigint) => sql`
  SELECT n.id AS entry_id, n.user_id, p.id AS post_id, p.board_id, p.title, p.created_at AS published_at,
         p.like_count, u.username, u.avatar_url,
         (row_number() OVER (ORDER BY p.like_count DESC, p.created_at ASC, n.id ASC))::int AS rank
  FROM event_entries n
  JOIN posts p ON p.id = n.post_id AND p.status = 'published'
  JOIN users u ON u.id = n.user_id
  WHERE n.event_id = ${eventId}`;

export async function liveRanking(db: Db, eventId: bigint, limit: number) {
  return queryRows<RankingRow>(
    db,
    sql`SELECT entry_id::text, user_id::text, post_id::text, board_id::text, title, published_at, like_count, username,
               avatar_url, rank
        FROM (${liveRanked(eventId)}) ranked ORDER BY rank LIMIT ${limit}`,
  );
}

/** The ranking as the announcement froze it. */
export async function finalRanking(db: Db, eventId: bigint, limit: number) {
  return queryRows<RankingRow>(
    db,
    sql`SELECT n.id::text AS entry_id, n.user_id::text, p.id::text AS post_id, p.board_id::text, p.title,
               p.created_at AS published_at, n.final_likes AS like_count, u.username, u.avatar_url,
               n.final_rank AS rank
        FROM event_entries n JOIN posts p ON p.id = n.post_id JOIN users u ON u.id = n.user_id
        WHERE n.event_id = ${eventId} AND n.final_rank IS NOT NULL
        ORDER BY n.final_rank LIMIT ${limit}`,
  );
}

/** One member's live rank, or null without a ranked entry. */
export async function liveRankOf(db: Db, eventId: bigint, userId: bigint) {
  const [row] = await queryRows<{ rank: number }>(
    db,
    sql`SELECT rank FROM (${liveRanked(eventId)}) ranked WHERE user_id = ${userId}`,
  );
  return row?.rank ?? null;
}

/**
 * The announcement's guard: marks the event announced only if it is live, its entries have ended
 * (and, for the timed job, its announcement is due) and nobody announced it yet. Concurrent callers
 * wait on the row; the loser finds it announced and gets nothing back.
 */
export async function markAnnounced(db: Db, eventId: bigint, now: Date, dueOnly: boolean) {
  const [row] = await db
    .update(events)
    .set({ announcedAt: now })
    .where(
      and(
        eq(events.id, eventId),
        isNull(events.announcedAt),
        eq(events.status, 'live'),
        sql`${events.entriesEndAt} <= ${now.toISOString()}`,
        dueOnly ? sql`${events.announceAt} <= ${now.toISOString()}` : undefined,
      ),
    )
    .returning();
  return row;
}

/** Freezes the live ranking into the entries; answers the ranked members in rank order. */
export async function freezeRanking(db: Db, eventId: bigint) {
  return queryRows<{ user_id: string; post_id: string; final_rank: number }>(
    db,
    sql`UPDATE event_entries n SET final_rank = ranked.rank, final_likes = ranked.like_count
        FROM (${liveRanked(eventId)}) ranked
        WHERE n.id = ranked.entry_id
        RETURNING n.user_id::text, n.post_id::text, n.final_rank`,
  );
}

/** Live events whose announcement is due and not made. */
export async function dueEventIds(db: Db, now: Date) {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        isNull(events.announcedAt),
        eq(events.status, 'live'),
        sql`${events.announceAt} <= ${now.toISOString()}`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Stores one award; false if the member has it already (the unique index says so). */
export async function insertAward(db: Db, award: typeof eventAwards.$inferInsert) {
  const inserted = await db
    .insert(eventAwards)
    .values(award)
    .onConflictDoNothing()
    .returning({ id: eventAwards.id });
  return inserted.length > 0;
}

export async function awardsOf(db: Db, eventId: bigint, userId: bigint) {
  return db
    .select()
    .from(eventAwards)
    .where(and(eq(eventAwards.eventId, eventId), eq(eventAwards.userId, userId)))
    .orderBy(eventAwards.id);
}

/** Marks the member's unseen awards seen and answers them (each is shown once). */
export async function markAwardsSeen(db: Db, eventId: bigint, userId: bigint, now: Date) {
  return db
    .update(eventAwards)
    .set({ seenAt: now })
    .where(and(eq(eventAwards.eventId, eventId), eq(eventAwards.userId, userId), isNull(eventAwards.seenAt)))
    .returning();
}

/** Every award of an event with its member and, for T-shirts, the delivery address (operators). */
export async function awardsForOperators(db: Db, eventId: bigint) {
  return db
    .select({
      award: eventAwards,
      member: { id: users.id, username: users.username, avatar: users.avatarUrl },
      address: eventDeliveryAddresses,
    })
    .from(eventAwards)
    .innerJoin(users, eq(users.id, eventAwards.userId))
    .leftJoin(
      eventDeliveryAddresses,
      and(
        eq(eventDeliveryAddresses.eventId, eventAwards.eventId),
        eq(eventDeliveryAddresses.userId, eventAwards.userId),
        eq(eventAwards.kind, 'tshirt'),
      ),
    )
    .where(eq(eventAwards.eventId, eventId))
    .orderBy(sql`${eventAwards.rank} ASC NULLS LAST`, eventAwards.kind, eventAwards.id);
}

export async function deliveryAddressOf(db: Db, eventId: bigint, userId: bigint) {
  const [row] = await db
    .select()
    .from(eventDeliveryAddresses)
    .where(and(eq(eventDeliveryAddresses.eventId, eventId), eq(eventDeliveryAddresses.userId, userId)));
  return row;
}

export async function saveDeliveryAddress(
  db: Db,
  row: {
    eventId: bigint;
    userId: bigint;
    recipient: string;
    phone: string;
    address: string;
    updatedAt: Date;
  },
) {
  const { eventId: _event, userId: _user, ...changes } = row;
  const [saved] = await db
    .insert(eventDeliveryAddresses)
    .values(row)
    .onConflictDoUpdate({
      target: [eventDeliveryAddresses.eventId, eventDeliveryAddresses.userId],
      set: changes,
    })
    .returning();
  return saved!;
}
