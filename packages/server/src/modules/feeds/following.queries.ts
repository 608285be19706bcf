import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { numberArray, preparedRows, textArray } from '../../platform/db/database.ts';
import { boardFollows } from '../boards/index.ts';
import { markedBy, postFavourites, postLikes, posts, visibleTo } from '../posts/index.ts';
import type { ListedPost, PostFilter } from '../posts/index.ts';
import { userFollows } from '../social/index.ts';

/** Home's Following tab's SQL: what a member follows, and the posts of those sources. */

/** A Following candidate: listed, or left out (hidden board, blocked author) yet still counted for the cursor. */
export type FollowingCandidate = ListedPost & { visible: boolean };

/**
 * Posts of followed members and boards (a main board with its sub boards), newest first. Each follow
 * reads its own newest posts from an index (a lateral join per follow), so the cost follows the
 * number of follows and the page size, not the size of the posts table. The page is cut on these
 * candidates before the viewer's filter is applied (`visible`): cutting after it could let a
 * follow's posts beyond its own first `limit` slip behind the cursor.
 *
 * Each follow's newest post first gives a floor: `limit` distinct posts are at least as new as the
 * `limit`-th newest of them, so no post of the page is older, and every follow then reads only its
 * posts above that floor. A member following 50 prolific authors reads a few posts from each
 * instead of `limit` from each.
 */
export async function followingPage(
  db: Db,
  viewerId: bigint,
  filter: PostFilter,
  cursor: string[] | undefined,
  limit: number,
): Promise<FollowingCandidate[]> {
  // The limits are written into the statement: a prepared plan made without knowing them plans
  // each follow's read as if it could return any number of rows.
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`invalid page limit ${limit}`);
  const after = cursor
    ? sql`AND (p.created_at, p.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::bigint)`
    : sql``;
  /** The newest `perFollow` published posts (above `floor`) whose `column` equals each follow's `followed` column. */
  const newestPer = (perFollow: number, floor: SQL) => {
    const ofFollows = (follows: SQL, followed: string, column: string, who: string) => sql`
      SELECT p.id, p.created_at FROM ${follows} f
      CROSS JOIN LATERAL (
        SELECT p.id, p.created_at FROM posts p
        WHERE p.${sql.raw(column)} = f.${sql.raw(followed)} AND p.status = 'published' ${after} ${floor}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ${sql.raw(String(perFollow))}
      ) p
      WHERE f.${sql.raw(who)} = ${viewerId}`;
    return sql`
      ${ofFollows(sql`${userFollows}`, 'followee_id', 'author_id', 'follower_id')}
      UNION ${ofFollows(sql`${boardFollows}`, 'board_id', 'board_id', 'user_id')}
      -- Following a main board follows its sub boards too.
      UNION ${ofFollows(sql`${boardFollows}`, 'board_id', 'main_board_id', 'user_id')}`;
  };
  const rows = await preparedRows<{
    id: string;
    created_at: string;
    visible: boolean;
    liked: boolean;
    favourited: boolean;
  }>(
    db,
    sql`
    WITH heads AS (${newestPer(1, sql``)}),
    floor AS (
      SELECT coalesce(
        (SELECT created_at FROM heads ORDER BY created_at DESC, id DESC OFFSET ${sql.raw(String(limit - 1))} LIMIT 1),
        '-infinity'::timestamptz) AS created_at
    )
    SELECT candidates.id, candidates.created_at::text AS created_at, coalesce(${visibleTo(filter)}, false) AS visible,
      ${markedBy(postLikes, filter.markedFor)} AS liked, ${markedBy(postFavourites, filter.markedFor)} AS favourited
    FROM (
      SELECT id, created_at FROM (${newestPer(limit, sql`AND p.created_at >= (SELECT created_at FROM floor)`)}) followed
      ORDER BY followed.created_at DESC, followed.id DESC
      LIMIT ${sql.raw(String(limit))}
    ) candidates
    JOIN ${posts} ON ${posts.id} = candidates.id
    ORDER BY candidates.created_at DESC, candidates.id DESC`,
  );
  return rows.map((row) => ({
    id: BigInt(row.id),
    sortKey: [row.created_at, String(row.id)],
    visible: row.visible,
    liked: row.liked,
    favourited: row.favourited,
  }));
}

/** What a member's Following tab reads: a followed member's posts, a followed board's, or a followed main board's sub boards'. */
export type FollowedSource = { kind: 'author' | 'board' | 'main'; id: bigint };

/** The sources a member follows; a followed board is two (its own posts, and its sub boards' when it is a main board). */
export async function followedSources(db: Db, memberId: bigint): Promise<FollowedSource[]> {
  const rows = await preparedRows<{ author_id: string | null; board_id: string | null }>(
    db,
    sql`SELECT followee_id::text AS author_id, NULL AS board_id FROM ${userFollows} WHERE follower_id = ${memberId}
    UNION ALL SELECT NULL, board_id::text FROM ${boardFollows} WHERE user_id = ${memberId}`,
  );
  return rows.flatMap((row): FollowedSource[] =>
    row.author_id !== null
      ? [{ kind: 'author', id: BigInt(row.author_id) }]
      : [
          { kind: 'board', id: BigInt(row.board_id!) },
          { kind: 'main', id: BigInt(row.board_id!) },
        ],
  );
}

/**
 * A post in a source's newest list: its creation time as the cursor prints it, and in microseconds
 * since 1970 to order by (exact in a double until the year 2255).
 */
export type NewestPost = { id: bigint; createdAt: string; createdAtMicros: number };

/**
 * Each source's newest `depth` published posts, newest first, in one statement: a read of one index
 * per source. Every source asked for is in the answer, those without posts with an empty list.
 */
export async function newestPostsOf(
  db: Db,
  sources: FollowedSource[],
  depth: number,
): Promise<Map<FollowedSource, NewestPost[]>> {
  if (!Number.isSafeInteger(depth) || depth < 1) throw new Error(`invalid depth ${depth}`);
  const newest = (kind: FollowedSource['kind'], column: string) => sql`(
    SELECT p.id, p.created_at FROM ${posts} p
    WHERE s.kind = ${sql.raw(`'${kind}'`)} AND p.${sql.raw(column)} = s.source_id AND p.status = 'published'
    ORDER BY p.created_at DESC, p.id DESC LIMIT ${sql.raw(String(depth))})`;
  const rows = await preparedRows<{ position: number; id: string; created_at: string; micros: string }>(
    db,
    sql`SELECT s.position::int AS position, p.id::text AS id, p.created_at::text AS created_at,
      (extract(epoch FROM p.created_at) * 1000000)::bigint::text AS micros
    FROM unnest(${textArray(sources.map((source) => source.kind))}::text[], ${numberArray(sources.map((source) => source.id))}::bigint[])
      WITH ORDINALITY AS s(kind, source_id, position)
    CROSS JOIN LATERAL (
      ${newest('author', 'author_id')} UNION ALL ${newest('board', 'board_id')} UNION ALL ${newest('main', 'main_board_id')}
    ) p
    ORDER BY s.position, p.created_at DESC, p.id DESC`,
  );
  const lists = new Map(sources.map((source) => [source, [] as NewestPost[]]));
  for (const row of rows) {
    lists
      .get(sources[row.position - 1]!)!
      .push({ id: BigInt(row.id), createdAt: row.created_at, createdAtMicros: Number(row.micros) });
  }
  return lists;
}
