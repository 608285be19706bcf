import type { Placeholder, SQL } from 'drizzle-orm';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import {
  numberArray,
  preparedQuery,
  queryPerShape,
  preparedRows,
  queryRows,
} from '../../platform/db/database.ts';
import { authorColumns, editorGroupsJsonOf, users } from '../identity/index.ts';
import type { EditorGroupMembership } from '../identity/index.ts';
import { movePostCounters, posts } from '../posts/index.ts';
import { userBlocks } from '../social/index.ts';
import { commentLikes, comments } from './comments.tables.ts';

export type CommentRow = typeof comments.$inferSelect;
export type CommentWithAuthor = CommentRow & {
  author: {
    id: bigint;
    username: string;
    avatarUrl: string;
    level: number;
    role: 'member' | 'moderator' | 'admin';
    /** Their editor groups (badges), read with the comment: no second round trip per page. */
    groups: EditorGroupMembership[];
  };
  replyToUsername: string | null;
};

const replyTarget = sql<
  string | null
>`(SELECT u.username FROM users u WHERE u.id = ${comments.replyToUserId})`;
const withAuthor = {
  comment: comments,
  author: { ...authorColumns, groups: editorGroupsJsonOf(users.id) },
  replyToUsername: replyTarget,
};

function flatten(
  rows: { comment: CommentRow; author: CommentWithAuthor['author']; replyToUsername: string | null }[],
): CommentWithAuthor[] {
  return rows.map((row) => ({ ...row.comment, author: row.author, replyToUsername: row.replyToUsername }));
}

/**
 * One comment with its author: every reply, like and moderation reads it, and the job telling the
 * answered reads it again. Named and built once (`preparedQuery`): planning it cost PostgreSQL
 * 0.25 ms against 0.05 ms running it.
 */
const commentWithAuthorQuery = preparedQuery((db) =>
  db
    .select(withAuthor)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.id, sql.placeholder('id')))
    .prepare('comment_with_author'),
);

export async function findComment(db: Db, id: bigint) {
  return flatten(await commentWithAuthorQuery(db).execute({ id: String(id) }))[0];
}

/**
 * Who a list shows comments of: everyone but members the viewer blocked, or only the viewer; the
 * board's moderators also see shielded ones.
 */
export type CommentAudience = { blockedBy: bigint | null; onlyAuthor: bigint | null; withShielded: boolean };

function audienceFilter(audience: AudienceValues): SQL | undefined {
  return and(
    audience.withShielded
      ? inArray(comments.status, ['published', 'shielded'])
      : eq(comments.status, 'published'),
    audience.onlyAuthor !== null ? eq(comments.authorId, audience.onlyAuthor) : undefined,
    audience.blockedBy !== null
      ? sql`NOT EXISTS (SELECT 1 FROM ${userBlocks} WHERE ${userBlocks.blockerId} = ${audience.blockedBy} AND ${userBlocks.blockedId} = ${comments.authorId})`
      : undefined,
  );
}

/** An audience as values, or as the placeholders of a statement prepared for its shape. */
type AudienceValues = {
  withShielded: boolean;
  onlyAuthor: bigint | Placeholder | null;
  blockedBy: bigint | Placeholder | null;
};

export type CommentOrder = 'oldest' | 'newest' | 'likes';

/** How a thread's top-level comments are listed, as SQL and as a comparison of rows read. */
const threadOrders: Record<CommentOrder, { sql: SQL[]; compare: (a: CommentRow, b: CommentRow) => number }> =
  {
    oldest: { sql: [asc(comments.id)], compare: (a, b) => byId(a.id, b.id) },
    newest: { sql: [desc(comments.id)], compare: (a, b) => byId(b.id, a.id) },
    likes: {
      sql: [desc(comments.likeCount), desc(comments.id)],
      compare: (a, b) => b.likeCount - a.likeCount || byId(b.id, a.id),
    },
  };

function byId(a: bigint, b: bigint) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A page of a post's top-level comments in the chosen order, after the keyset cursor, with the first
 * `perComment` replies of each, in one statement (it was two round trips, each planned): the page's
 * ids come from the post's comment index alone (an index-only scan: migrations/0006), each one's
 * first replies from the reply index through a lateral join (however many replies it has), then
 * their rows by id, so the planner never prefers walking the primary key with a filter, which reads
 * most of the table when one thread holds a large share of all comments. The likes cursor compares
 * as bigint, which the index's integer columns serve (a numeric comparison left it a filter over
 * every earlier row). Top-level comments come in the page's order, replies oldest first.
 */
export async function threadRows(
  db: Db,
  postId: bigint,
  order: CommentOrder,
  audience: CommentAudience,
  cursor: string[] | undefined,
  limit: number,
  perComment: number,
): Promise<{ topLevel: CommentWithAuthor[]; replies: CommentWithAuthor[] }> {
  const shape: ThreadShape = {
    order,
    withShielded: audience.withShielded,
    onlyAuthor: audience.onlyAuthor !== null,
    blockedBy: audience.blockedBy !== null,
    after: cursor !== undefined,
  };
  const rows = flatten(
    await threadStatement(db, shape).execute({
      postId: String(postId),
      limit,
      perComment,
      ...(audience.onlyAuthor !== null ? { onlyAuthor: String(audience.onlyAuthor) } : {}),
      ...(audience.blockedBy !== null ? { blockedBy: String(audience.blockedBy) } : {}),
      ...(cursor ? { cursor0: cursor[0], cursor1: cursor[1] ?? null } : {}),
    }),
  );
  const { compare } = threadOrders[order];
  return {
    topLevel: rows.filter((row) => row.parentId === null).sort(compare),
    replies: rows.filter((row) => row.parentId !== null).sort((a, b) => byId(a.id, b.id)),
  };
}

/** What changes the thread statement's text; its values are parameters. */
type ThreadShape = {
  order: CommentOrder;
  withShielded: boolean;
  onlyAuthor: boolean;
  blockedBy: boolean;
  after: boolean;
};

/**
 * The thread statement of one shape, built once per database handle (`queryPerShape`) and mapped by
 * the compiled mapper, but sent unnamed: its best plan depends on the post (a thread of five comments
 * and one of twenty thousand), and a plan shared by all posts read every comment of a popular one
 * (the generic plan, EXPLAINed on hotPaths.explain.test's fixture), so PostgreSQL plans each read.
 */
const threadStatement = queryPerShape((db, shape: ThreadShape) => {
  const cursor = [sql.placeholder('cursor0'), sql.placeholder('cursor1')] as const;
  const after = !shape.after
    ? undefined
    : shape.order === 'oldest'
      ? sql`${comments.id} > ${cursor[0]}::bigint`
      : shape.order === 'newest'
        ? sql`${comments.id} < ${cursor[0]}::bigint`
        : sql`(${comments.likeCount}, ${comments.id}) < (${cursor[0]}::bigint, ${cursor[1]}::bigint)`;
  const audience: AudienceValues = {
    withShielded: shape.withShielded,
    onlyAuthor: shape.onlyAuthor ? sql.placeholder('onlyAuthor') : null,
    blockedBy: shape.blockedBy ? sql.placeholder('blockedBy') : null,
  };
  const ids = sql`WITH page AS (
      SELECT ${comments.id} FROM ${comments}
      WHERE ${and(eq(comments.postId, sql.placeholder('postId')), sql`${comments.parentId} IS NULL`, audienceFilter(audience), after)}
      ORDER BY ${sql.join(threadOrders[shape.order].sql, sql`, `)} LIMIT ${sql.placeholder('limit')}
    )
    SELECT page.id FROM page
    UNION ALL
    SELECT first.id FROM page CROSS JOIN LATERAL (
      SELECT ${comments.id} FROM ${comments}
      WHERE ${and(sql`${comments.parentId} = page.id`, audienceFilter(audience))}
      ORDER BY ${comments.id} LIMIT ${sql.placeholder('perComment')}
    ) AS first`;
  return db
    .select(withAuthor)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(sql`${comments.id} IN (${ids})`)
    .prepare('');
});

/**
 * The first `perComment` replies of each comment, oldest first, in one query: a lateral join reads
 * `perComment` entries of each comment's reply index, however many replies it has (ranking them
 * all read every reply of the page's comments, and past a few thousand the planner hashed them
 * against the whole comments table).
 */
export async function firstReplies(
  db: Db,
  parentIds: bigint[],
  audience: CommentAudience,
  perComment: number,
) {
  if (!parentIds.length) return [];
  const parent = alias(comments, 'parent');
  const first = db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.parentId, parent.id), audienceFilter(audience)))
    .orderBy(asc(comments.id))
    .limit(perComment)
    .as('first');
  const rows = await db
    .select(withAuthor)
    .from(parent)
    .innerJoinLateral(first, sql`true`)
    .innerJoin(comments, eq(comments.id, first.id))
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(inArray(parent.id, parentIds))
    .orderBy(asc(comments.id));
  return flatten(rows);
}

export async function repliesAfter(
  db: Db,
  parentId: bigint,
  audience: CommentAudience,
  afterId: bigint | undefined,
  limit: number,
) {
  const rows = await db
    .select(withAuthor)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(
      and(
        eq(comments.parentId, parentId),
        audienceFilter(audience),
        afterId ? sql`${comments.id} > ${afterId}` : undefined,
      ),
    )
    .orderBy(asc(comments.id))
    .limit(limit);
  return flatten(rows);
}

export async function hasCommentedOn(db: Db, postId: bigint, userId: bigint) {
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.postId, postId), eq(comments.authorId, userId), eq(comments.status, 'published')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Adds a comment or reply and, in the same transaction, counts it on the post (lifting it in
 * "latest reply" order and the hot score) and on the comment it answers.
 */
/** Stores a new comment and counts it in its post and its thread, in one transaction. */
export async function insertComment(db: Db, row: typeof comments.$inferInsert) {
  return db.transaction(async (tx) => {
    const comment = await addComment(tx, row);
    await countNewComment(tx, comment);
    return comment;
  });
}

/** Stores a new comment, not yet counted anywhere (`countNewComment`, in the same transaction). */
export async function addComment(db: Db, row: typeof comments.$inferInsert) {
  const [comment] = await db.insert(comments).values(row).returning();
  return comment!;
}

/**
 * Counts a new comment in its post (count, hot score, activity) and its thread's reply count. Both
 * rows are shared by everyone answering there, so run this last in the transaction.
 */
export async function countNewComment(
  db: Db,
  comment: Pick<CommentRow, 'postId' | 'parentId' | 'createdAt'>,
) {
  if (comment.parentId)
    await db
      .update(comments)
      .set({ replyCount: sql`${comments.replyCount} + 1` })
      .where(eq(comments.id, comment.parentId));
  await movePostCounters(db, comment.postId, { commentCount: 1 }, comment.createdAt);
}

type CommentStatus = CommentRow['status'];

/**
 * Moves a comment from one status to another (deleted by its author, shielded or removed by a
 * moderator, or back), keeping every count exact: the post counts the published comments members
 * can see, so a top-level comment's published replies go and come back with it, and a reply under
 * a hidden comment moves the post's count no more (its comment's reply count still follows).
 * Nothing happens when the comment is no longer in `from` (a second request, or another moderator
 * first): false then.
 */
export async function changeCommentStatus(
  db: Db,
  comment: Pick<CommentRow, 'id' | 'postId' | 'parentId'>,
  from: readonly CommentStatus[],
  to: CommentStatus,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The thread's comment is locked before its reply, always in that order: a comment hidden while
    // one of its replies is deleted counts that reply once, and two requests never wait on each other.
    const lockStatus = async (id: bigint) =>
      (
        await tx.select({ status: comments.status }).from(comments).where(eq(comments.id, id)).for('update')
      )[0]?.status;
    const parentStatus = comment.parentId ? await lockStatus(comment.parentId) : 'published';
    const current = await lockStatus(comment.id);
    if (!current || !from.includes(current) || current === to) return false;
    await tx.update(comments).set({ status: to }).where(eq(comments.id, comment.id));
    const wasCounted = current === 'published';
    const isCounted = to === 'published';
    if (wasCounted === isCounted) return true;
    if (comment.parentId)
      await tx
        .update(comments)
        .set({ replyCount: sql`greatest(${comments.replyCount} + ${isCounted ? 1 : -1}, 0)` })
        .where(eq(comments.id, comment.parentId));
    if (parentStatus !== 'published') return true;
    const [replies] = comment.parentId
      ? [{ count: 0 }]
      : await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(comments)
          .where(and(eq(comments.parentId, comment.id), eq(comments.status, 'published')));
    const moved = (1 + (replies?.count ?? 0)) * (isCounted ? 1 : -1);
    await movePostCounters(tx, comment.postId, { commentCount: moved });
    return true;
  });
}

export async function setCommentLike(db: Db, userId: bigint, commentId: bigint, like: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const changed = like
      ? await tx
          .insert(commentLikes)
          .values({ userId, commentId, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: commentLikes.commentId })
      : await tx
          .delete(commentLikes)
          .where(and(eq(commentLikes.userId, userId), eq(commentLikes.commentId, commentId)))
          .returning({ id: commentLikes.commentId });
    if (changed.length) {
      await tx
        .update(comments)
        .set({ likeCount: like ? sql`${comments.likeCount} + 1` : sql`${comments.likeCount} - 1` })
        .where(eq(comments.id, commentId));
    }
    const [row] = await tx
      .select({ count: comments.likeCount })
      .from(comments)
      .where(eq(comments.id, commentId));
    return { count: row!.count, changed: changed.length > 0 };
  });
}

export async function likedComments(db: Db, userId: bigint, commentIds: bigint[]) {
  if (!commentIds.length) return new Set<bigint>();
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, commentIds)));
  return new Set(rows.map((row) => row.id));
}

/**
 * A member's view of a shared page of comments, in one round trip: which of them they liked, and
 * which of their authors they blocked (those leave the member's copy).
 */
export async function memberCommentMarks(
  db: Db,
  memberId: bigint,
  commentIds: bigint[],
  authorIds: bigint[],
) {
  const [row] = await preparedRows<{ liked: string[] | null; blocked: string[] | null }>(
    db,
    sql`SELECT
      (SELECT array_agg(comment_id::text) FROM comment_likes WHERE user_id = ${memberId} AND comment_id = ANY(${numberArray(commentIds)}::bigint[])) AS liked,
      (SELECT array_agg(blocked_id::text) FROM user_blocks WHERE blocker_id = ${memberId} AND blocked_id = ANY(${numberArray(authorIds)}::bigint[])) AS blocked`,
  );
  // As text: they are compared with presented comments, whose ids are text.
  return { liked: new Set(row!.liked ?? []), blockedAuthors: new Set(row!.blocked ?? []) };
}

/**
 * A member's own comments, newest first, on live posts in boards they may still see; shielded ones
 * too, so their author learns which a moderator hid (migrations/0017's index).
 */
export async function commentsByAuthor(
  db: Db,
  authorId: bigint,
  excludedBoardIds: bigint[],
  beforeId: bigint | undefined,
  limit: number,
) {
  return queryRows<{
    id: string;
    content: string;
    created_at: string;
    post_id: string;
    post_title: string;
    parent_id: string | null;
    status: 'published' | 'shielded';
  }>(
    db,
    sql`
      SELECT c.id, c.content, extract(epoch from c.created_at)::bigint::text AS created_at, c.post_id, p.title AS post_title, c.parent_id, c.status
      FROM comments c JOIN posts p ON p.id = c.post_id
      WHERE c.author_id = ${authorId} AND c.status IN ('published', 'shielded') AND p.status = 'published'
        AND p.board_id <> ALL(${numberArray(excludedBoardIds)}::bigint[])
        ${beforeId ? sql`AND c.id < ${beforeId}` : sql``}
      ORDER BY c.id DESC
      LIMIT ${limit}`,
  );
}

/**
 * The members who wrote a post or a comment in these boards, in any state, as a subquery of ids:
 * moderation's member console lists them for a moderator of those boards (app.ts hands it over).
 */
export function writersInBoards(boardIds: readonly bigint[]): SQL {
  const ids = [...boardIds];
  return sql`SELECT ${posts.authorId} FROM ${posts} WHERE ${inArray(posts.boardId, ids)}
    UNION SELECT ${comments.authorId} FROM ${comments} JOIN ${posts} ON ${posts.id} = ${comments.postId}
      WHERE ${inArray(posts.boardId, ids)}`;
}
