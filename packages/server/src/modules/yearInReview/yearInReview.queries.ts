import { and, asc, count, desc, eq, gt, gte, lt, lte, min, ne, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { boards } from '../boards/index.ts';
import { checkIns } from '../checkIn/index.ts';
import { comments } from '../comments/index.ts';
import { coinEntries, memberMedals } from '../gamification/index.ts';
import { postLikes, posts } from '../posts/index.ts';

/**
 * One calendar year of a region: its first and last day (check-in days are stored as such) and the
 * instants it begins and ends, computed by PostgreSQL in the region's time zone.
 */
export type ReviewYear = { year: number; timeZone: string };

const yearStart = ({ year, timeZone }: ReviewYear) =>
  sql`make_timestamptz(${year}, 1, 1, 0, 0, 0, ${timeZone})`;
const yearEnd = ({ year, timeZone }: ReviewYear) =>
  sql`make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, ${timeZone})`;
const within = (column: AnyPgColumn, period: ReviewYear) =>
  and(gte(column, yearStart(period)), lt(column, yearEnd(period)));

/** Posts the member published that year (still published) and the first one's time. */
export async function postsOfYear(db: Db, userId: bigint, period: ReviewYear) {
  const [row] = await db
    .select({ count: count(), first: min(posts.createdAt) })
    .from(posts)
    .where(and(eq(posts.authorId, userId), eq(posts.status, 'published'), within(posts.createdAt, period)));
  return { count: row?.count ?? 0, first: row?.first ?? null };
}

/** Likes others gave that year to the member's published posts. */
export async function likesReceivedInYear(db: Db, userId: bigint, period: ReviewYear) {
  const [row] = await db
    .select({ count: count() })
    .from(postLikes)
    .innerJoin(posts, eq(posts.id, postLikes.postId))
    .where(
      and(
        eq(posts.authorId, userId),
        eq(posts.status, 'published'),
        ne(postLikes.userId, userId),
        within(postLikes.createdAt, period),
      ),
    );
  return row?.count ?? 0;
}

/** Comments and replies the member wrote that year (still published). */
export async function commentsOfYear(db: Db, userId: bigint, period: ReviewYear) {
  const [row] = await db
    .select({ count: count() })
    .from(comments)
    .where(
      and(
        eq(comments.authorId, userId),
        eq(comments.status, 'published'),
        within(comments.createdAt, period),
      ),
    );
  return row?.count ?? 0;
}

/** Days of that year the member checked in (made-up days count: the day is theirs). */
export async function checkInDaysOfYear(db: Db, userId: bigint, { year }: ReviewYear) {
  const [row] = await db
    .select({ count: count() })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.userId, userId),
        gte(checkIns.day, `${year}-01-01`),
        lte(checkIns.day, `${year}-12-31`),
      ),
    );
  return row?.count ?? 0;
}

export async function medalsOfYear(db: Db, userId: bigint, period: ReviewYear) {
  const [row] = await db
    .select({ count: count() })
    .from(memberMedals)
    .where(and(eq(memberMedals.userId, userId), within(memberMedals.awardedAt, period)));
  return row?.count ?? 0;
}

/** Coins earned that year: grants only, whatever later expired or was spent. */
export async function coinsEarnedInYear(db: Db, userId: bigint, period: ReviewYear) {
  const [row] = await db
    .select({ total: sum(coinEntries.amount) })
    .from(coinEntries)
    .where(
      and(eq(coinEntries.userId, userId), gt(coinEntries.amount, 0), within(coinEntries.earnedAt, period)),
    );
  return Number(row?.total ?? 0);
}

/** The board the member published in most that year; on a tie, the one they published in first. */
export async function favouriteBoardOfYear(db: Db, userId: bigint, period: ReviewYear) {
  const postCount = count();
  const [row] = await db
    .select({ id: boards.id, name: boards.name, postCount })
    .from(posts)
    .innerJoin(boards, eq(boards.id, posts.boardId))
    .where(and(eq(posts.authorId, userId), eq(posts.status, 'published'), within(posts.createdAt, period)))
    .groupBy(boards.id)
    .orderBy(desc(postCount), asc(min(posts.createdAt)))
    .limit(1);
  return row ?? null;
}
