import { and, desc, eq, gt, inArray, lte, max, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  byIds,
  executeNamed,
  idSet,
  numberArray,
  preparedQuery,
  preparedRows,
  queryRows,
} from '../../platform/db/database.ts';
import { countPostInBoard } from '../boards/index.ts';
import { authorColumns, editorGroupsJsonOf, users } from '../identity/index.ts';
import { hotScoreSql, hotScoreSqlOf } from './hotScore.ts';
import type { postFavourites, postLikes, postShares } from './posts.tables.ts';
import { drafts, pollOptions, pollVoters, polls, posts } from './posts.tables.ts';

export type PostRow = typeof posts.$inferSelect;
export type NewPost = Omit<typeof posts.$inferInsert, 'id' | 'promoted'>;
export type NewPoll = {
  title: string;
  type: 'text' | 'image';
  multiple: boolean;
  deadline: Date;
  options: { label: string; imageUrl: string | null }[];
};

export async function findPost(db: Db, id: bigint) {
  return (await db.select().from(posts).where(eq(posts.id, id)).limit(1))[0];
}

const postsByIdsQuery = preparedQuery((db) =>
  db
    .select()
    .from(posts)
    .where(sql`${posts.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('posts_by_ids'),
);

/** One post by id: its own statement (`byIds`). */
const postByIdQuery = preparedQuery((db) =>
  db
    .select()
    .from(posts)
    .where(eq(posts.id, sql.placeholder('id')))
    .prepare('post_by_id'),
);

export async function postsByIds(db: Db, ids: bigint[]) {
  return byIds(
    ids,
    (id) => postByIdQuery(db).execute({ id }),
    (many) => postsByIdsQuery(db).execute({ ids: many }),
  );
}

/** How many live posts the member has (kept on the member as posts come and go). */
export async function livePostCountOf(db: Db, userId: bigint): Promise<number> {
  const [row] = await db.select({ postCount: users.postCount }).from(users).where(eq(users.id, userId));
  return row?.postCount ?? 0;
}

/** Stores a new post with its poll; a live one counts in its board and for its author at once. */
export async function insertPost(db: Db, row: NewPost, poll: NewPoll | null) {
  return db.transaction(async (tx) => {
    const post = await addPost(tx, row, poll);
    await countNewPost(tx, post);
    return post;
  });
}

/**
 * Stores a new post with its poll, a live one counted for its author; its board counts it with
 * `countNewPost`, in the same transaction.
 */
export async function addPost(db: Db, row: NewPost, poll: NewPoll | null) {
  const [post] = await db.insert(posts).values(row).returning();
  if (poll) await insertPoll(db, post!.id, poll);
  // Named: every publish sends it, and planning it cost as much as running it.
  if (post!.status === 'published')
    await executeNamed(
      'count_member_post',
      db
        .update(users)
        .set({ postCount: sql`${users.postCount} + 1` })
        .where(eq(users.id, row.authorId)),
    );
  return post!;
}

/**
 * Counts a new live post in its board: a line beside the board's row (`countPostInBoard`), which no
 * other publisher waits for. Every move of a post between counts (a move, a hold, a removal) adds
 * its lines the same way: only the fold writes the board's row, so no two writers ever lock board
 * rows in a different order.
 */
export async function countNewPost(db: Db, post: Pick<PostRow, 'status' | 'boardId'>) {
  if (post.status !== 'published') return;
  await countPostInBoard(db, post.boardId, 1);
}

async function insertPoll(db: Db, postId: bigint, poll: NewPoll) {
  await db
    .insert(polls)
    .values({ postId, title: poll.title, type: poll.type, multiple: poll.multiple, deadline: poll.deadline });
  await db.insert(pollOptions).values(
    poll.options.map((option, position) => ({
      postId,
      position,
      label: option.label,
      imageUrl: option.imageUrl,
    })),
  );
}

/**
 * Saves an edit. The poll is replaced only when `poll` is given (`undefined` keeps it, `null`
 * removes it); moving boards moves the counts with it. `heldFor` sends the post back to the approval
 * queue, where it counts nowhere: a live one leaves its board's and its author's counts.
 */
export async function updatePost(
  db: Db,
  id: bigint,
  previousBoardId: bigint,
  changes: Partial<NewPost>,
  poll: NewPoll | null | undefined,
  heldFor: NonNullable<PostRow['heldFor']> | null,
) {
  return db.transaction(async (tx) => {
    const [post] = await tx.update(posts).set(changes).where(eq(posts.id, id)).returning();
    if (poll !== undefined) {
      await tx.delete(polls).where(eq(polls.postId, id));
      if (poll) await insertPoll(tx, id, poll);
    }
    if (changes.boardId !== undefined && changes.boardId !== previousBoardId) {
      await countPostInBoard(tx, previousBoardId, -1);
      await countPostInBoard(tx, changes.boardId, 1);
    }
    if (!heldFor) return post!;
    // Only while it is still live: a removal that came first stands, and the counts move once.
    const [held] = await tx
      .update(posts)
      .set({ status: 'pending', heldFor })
      .where(and(eq(posts.id, id), eq(posts.status, 'published')))
      .returning();
    if (!held) return post!;
    await countPostInBoard(tx, held.boardId, -1);
    await tx
      .update(users)
      .set({ postCount: sql`greatest(${users.postCount} - 1, 0)` })
      .where(eq(users.id, held.authorId));
    return held;
  });
}

/** What a moderation action changes on a post (see moderatePost.ts). */
export type ModerationChanges = Partial<
  Pick<
    NewPost,
    | 'pinned'
    | 'sunk'
    | 'status'
    | 'commentsLocked'
    | 'boardId'
    | 'mainBoardId'
    | 'sectionId'
    | 'deletedAt'
    | 'deletedBy'
    | 'lastActivityAt'
    | 'hotScore'
  >
>;

/**
 * Applies a moderation action to a post in the caller's transaction. Only published posts count in
 * their board and their author's totals: a post leaving or entering that state, or moving while
 * published, moves the counts with it.
 */
export async function applyModeration(db: Db, post: PostRow, changes: ModerationChanges) {
  // Only while the post is as the plan read it: a removal by its author or another moderator in
  // between wins, and the counts move once. Undefined then.
  const [updated] = await db
    .update(posts)
    .set(changes)
    .where(and(eq(posts.id, post.id), eq(posts.status, post.status)))
    .returning();
  if (!updated) return undefined;
  const wasCounted = post.status === 'published';
  const isCounted = updated.status === 'published';
  const boardChanged = updated.boardId !== post.boardId;
  if (wasCounted && (!isCounted || boardChanged)) await countPostInBoard(db, post.boardId, -1);
  if (isCounted && (!wasCounted || boardChanged)) await countPostInBoard(db, updated.boardId, 1);
  if (wasCounted !== isCounted)
    await db
      .update(users)
      .set({ postCount: sql`greatest(${users.postCount} + ${isCounted ? 1 : -1}, 0)` })
      .where(eq(users.id, post.authorId));
  return updated;
}

/** Features a post or cancels featuring; featured posts lead the Recommended tab (`promoted`). */
export async function setPostFeatured(db: Db, postId: bigint, featured: boolean) {
  await db.update(posts).set({ featured }).where(eq(posts.id, postId));
}

/**
 * Marks a live or waiting post deleted by `deletedBy` (kept for moderation history); a live one
 * leaves the counts. Nothing when it changed status since it was read.
 */
export async function markPostDeleted(db: Db, post: PostRow, deletedBy: bigint, now: Date) {
  if (post.status !== 'published' && post.status !== 'pending') return;
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(posts)
      .set({ status: 'deleted', deletedAt: now, deletedBy })
      .where(and(eq(posts.id, post.id), eq(posts.status, post.status)))
      .returning({ id: posts.id });
    if (!changed.length || post.status !== 'published') return;
    await countPostInBoard(tx, post.boardId, -1);
    await tx
      .update(users)
      .set({ postCount: sql`greatest(${users.postCount} - 1, 0)` })
      .where(eq(users.id, post.authorId));
  });
}

export async function pollOf(db: Db, postId: bigint) {
  return (await pollsOf(db, [postId])).get(postId);
}

export type PollRow = typeof polls.$inferSelect;
export type PollWithOptions = PollRow & { options: (typeof pollOptions.$inferSelect)[] };

/** The polls of these posts (those that have one) with their options in order, in two reads. */
const pollsOfQuery = preparedQuery((db) =>
  db
    .select()
    .from(polls)
    .where(sql`${polls.postId} = any(${sql.placeholder('postIds')}::bigint[])`)
    .prepare('polls_of_posts'),
);

export async function pollsOf(db: Db, postIds: bigint[]) {
  const found = postIds.length ? await pollsOfQuery(db).execute({ postIds: postIds.map(String) }) : [];
  return withPollOptions(db, found);
}

/** These polls with their options in order (one read, none without polls), keyed by post. */
export async function withPollOptions(db: Db, found: PollRow[]): Promise<Map<bigint, PollWithOptions>> {
  const options = found.length
    ? await db
        .select()
        .from(pollOptions)
        .where(
          inArray(
            pollOptions.postId,
            found.map((poll) => poll.postId),
          ),
        )
        .orderBy(pollOptions.postId, pollOptions.position)
    : [];
  return new Map(
    found.map((poll) => [
      poll.postId,
      { ...poll, options: options.filter((option) => option.postId === poll.postId) },
    ]),
  );
}

/**
 * Posts with their authors, the authors' editor groups and their polls (options apart) in one
 * statement: what every card and page shows the same to everyone (postRecords.ts).
 */
const withAuthorsFrom = (db: Db) =>
  db
    .select({
      post: posts,
      author: authorColumns,
      authorGroups: editorGroupsJsonOf(posts.authorId),
      poll: polls,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(polls, eq(polls.postId, posts.id));
const postsWithAuthorsQuery = preparedQuery((db) =>
  withAuthorsFrom(db)
    .where(sql`${posts.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('posts_with_authors'),
);
/** One post with its author (a post page, a publish's answer): its own statement (`byIds`). */
const postWithAuthorQuery = preparedQuery((db) =>
  withAuthorsFrom(db)
    .where(eq(posts.id, sql.placeholder('id')))
    .prepare('post_with_author'),
);

export async function postsWithAuthors(db: Db, ids: bigint[]) {
  return byIds(
    ids,
    (id) => postWithAuthorQuery(db).execute({ id }),
    (many) => postsWithAuthorsQuery(db).execute({ ids: many }),
  );
}

export async function pollVoteOf(db: Db, postId: bigint, userId: bigint) {
  const [row] = await db
    .select({ optionIds: pollVoters.optionIds })
    .from(pollVoters)
    .where(and(eq(pollVoters.postId, postId), eq(pollVoters.userId, userId)));
  return row?.optionIds;
}

/**
 * Records a member's vote. The voter row's primary key makes a second vote (even a concurrent one)
 * insert nothing, so counts move exactly once. Answers whether this call voted.
 */
export async function insertPollVote(db: Db, postId: bigint, userId: bigint, optionIds: bigint[], now: Date) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(pollVoters)
      .values({ postId, userId, optionIds, createdAt: now })
      .onConflictDoNothing()
      .returning({ postId: pollVoters.postId });
    if (!inserted.length) return false;
    await tx
      .update(polls)
      .set({ voterCount: sql`${polls.voterCount} + 1` })
      .where(eq(polls.postId, postId));
    await tx
      .update(pollOptions)
      .set({ voteCount: sql`${pollOptions.voteCount} + 1` })
      .where(and(eq(pollOptions.postId, postId), inArray(pollOptions.id, optionIds)));
    return true;
  });
}

type LinkTable = typeof postLikes | typeof postFavourites | typeof postShares;
type CounterColumn = 'likeCount' | 'favouriteCount' | 'shareCount';
type PostCounter = CounterColumn | 'commentCount';

const postCounters: readonly PostCounter[] = ['likeCount', 'commentCount', 'favouriteCount', 'shareCount'];

/**
 * Moves a post's counters by whole steps and its hot score with them, and its activity time when
 * given, in one UPDATE: one new version of the row (and of its index entries) per write, not one per
 * statement. Every member commenting on or liking a busy post waits on this row until the writer's
 * commit, so callers run it last in their transaction. Counters never go below zero. Answers the
 * counters after the move.
 */
export async function movePostCounters(
  db: Db,
  postId: bigint,
  moves: Partial<Record<PostCounter, number>>,
  activityAt?: Date,
) {
  const after = (counter: PostCounter) => {
    const step = moves[counter] ?? 0;
    if (!Number.isInteger(step)) throw new Error(`A counter moves by whole steps: ${counter} ${step}`);
    const column = posts[counter].name; // the SQL name, as the table declares it
    return step === 0 ? column : `greatest(${column} + ${step}, 0)`;
  };
  const set: Record<string, unknown> = {};
  for (const counter of postCounters) if (moves[counter]) set[counter] = sql.raw(after(counter));
  set.hotScore = sql.raw(
    hotScoreSqlOf({
      likeCount: after('likeCount'),
      commentCount: after('commentCount'),
      favouriteCount: after('favouriteCount'),
    }),
  );
  if (activityAt) set.lastActivityAt = touchActivitySql(activityAt);
  const [row] = await db.update(posts).set(set).where(eq(posts.id, postId)).returning({
    likeCount: posts.likeCount,
    commentCount: posts.commentCount,
    favouriteCount: posts.favouriteCount,
    shareCount: posts.shareCount,
  });
  return row;
}

/**
 * Adds or removes a like, favourite or share and moves the post's counter and hot score in the same
 * transaction; repeating either changes nothing. Answers the new count and whether it changed.
 */
export async function setPostReaction(
  db: Db,
  table: LinkTable,
  counter: CounterColumn,
  userId: bigint,
  postId: bigint,
  on: boolean,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const changed = on
      ? await tx
          .insert(table)
          .values({ userId, postId, createdAt: now })
          .onConflictDoNothing()
          .returning({ postId: table.postId })
      : await tx
          .delete(table)
          .where(and(eq(table.userId, userId), eq(table.postId, postId)))
          .returning({ postId: table.postId });
    if (changed.length) {
      const moved = await movePostCounters(tx, postId, { [counter]: on ? 1 : -1 });
      return { count: moved![counter], changed: true };
    }
    const [post] = await tx.select({ count: posts[counter] }).from(posts).where(eq(posts.id, postId));
    return { count: post!.count, changed: false };
  });
}

/** Recomputes the hot score from the post's counters (after a counter moved, same transaction). */
export async function refreshHotScore(db: Db, postId: bigint) {
  await db
    .update(posts)
    .set({ hotScore: sql.raw(hotScoreSql) })
    .where(eq(posts.id, postId));
}

/**
 * The member's own marks on one post's page: like, favourite, follow of its author and poll vote,
 * in one round trip (the rest of the page is the same for everyone and cached).
 */
export async function viewerMarksOn(db: Db, viewerId: bigint, post: { id: bigint; authorId: bigint }) {
  const [row] = await preparedRows<{
    liked: boolean;
    favourited: boolean;
    followed_author: boolean;
    votes: string[] | null;
  }>(
    db,
    sql`SELECT
      EXISTS (SELECT 1 FROM post_likes WHERE user_id = ${viewerId} AND post_id = ${post.id}) AS liked,
      EXISTS (SELECT 1 FROM post_favourites WHERE user_id = ${viewerId} AND post_id = ${post.id}) AS favourited,
      EXISTS (SELECT 1 FROM user_follows WHERE follower_id = ${viewerId} AND followee_id = ${post.authorId}) AS followed_author,
      (SELECT option_ids::text[] FROM poll_voters WHERE post_id = ${post.id} AND user_id = ${viewerId}) AS votes`,
  );
  return {
    liked: row!.liked,
    favourited: row!.favourited,
    followedAuthor: row!.followed_author,
    pollVotes: row!.votes ? row!.votes.map((id) => BigInt(id)) : undefined,
  };
}

/**
 * A member's view of a shared list page, in one round trip: which of its posts they liked and
 * favourited, and which of its authors they blocked (those posts leave their copy of the page).
 */
export async function memberMarksAmong(db: Db, memberId: bigint, postIds: bigint[], authorIds: bigint[]) {
  const [row] = await preparedRows<{
    liked: string[] | null;
    favourited: string[] | null;
    blocked: string[] | null;
  }>(
    db,
    sql`SELECT
      (SELECT array_agg(post_id::text) FROM post_likes WHERE user_id = ${memberId} AND post_id = ANY(${numberArray(postIds)}::bigint[])) AS liked,
      (SELECT array_agg(post_id::text) FROM post_favourites WHERE user_id = ${memberId} AND post_id = ANY(${numberArray(postIds)}::bigint[])) AS favourited,
      (SELECT array_agg(blocked_id::text) FROM user_blocks WHERE blocker_id = ${memberId} AND blocked_id = ANY(${numberArray(authorIds)}::bigint[])) AS blocked`,
  );
  return {
    liked: idSet(row!.liked),
    favourited: idSet(row!.favourited),
    blockedAuthors: idSet(row!.blocked),
  };
}

/** Adds buffered page views in one statement per post. */
export async function addViews(db: Db, views: Map<bigint, number>) {
  for (const [postId, count] of views)
    await db
      .update(posts)
      .set({ viewCount: sql`${posts.viewCount} + ${count}` })
      .where(eq(posts.id, postId));
}

/** A new comment lifts the post in "latest reply" order unless a moderator sank it. */
function touchActivitySql(now: Date) {
  return sql`CASE WHEN ${posts.sunk} THEN ${posts.lastActivityAt} ELSE ${now.toISOString()}::timestamptz END`;
}

export async function userLevel(db: Db, userId: bigint) {
  const [row] = await db.select({ level: users.level }).from(users).where(eq(users.id, userId));
  return row?.level ?? 1;
}

export type DraftRow = typeof drafts.$inferSelect;

export async function draftsOf(db: Db, authorId: bigint) {
  return db
    .select()
    .from(drafts)
    .where(eq(drafts.authorId, authorId))
    .orderBy(desc(drafts.updatedAt), desc(drafts.id));
}

export async function findDraft(db: Db, authorId: bigint, id: bigint) {
  return (
    await db
      .select()
      .from(drafts)
      .where(and(eq(drafts.id, id), eq(drafts.authorId, authorId)))
  )[0];
}

/**
 * Inserts a draft unless the member already has `maxDrafts`. The member's row is locked while
 * counting, so two tabs saving at once cannot pass the limit together.
 */
export async function insertDraft(db: Db, row: typeof drafts.$inferInsert, maxDrafts: number) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.authorId)).for('update');
    const [existing] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(drafts)
      .where(eq(drafts.authorId, row.authorId));
    if ((existing?.count ?? 0) >= maxDrafts) return undefined;
    return (await tx.insert(drafts).values(row).returning())[0];
  });
}

export async function updateDraft(
  db: Db,
  authorId: bigint,
  id: bigint,
  changes: Pick<DraftRow, 'kind' | 'title' | 'data' | 'updatedAt'>,
) {
  return (
    await db
      .update(drafts)
      .set(changes)
      .where(and(eq(drafts.id, id), eq(drafts.authorId, authorId)))
      .returning()
  )[0];
}

export async function deleteDraft(db: Db, authorId: bigint, id: bigint) {
  return (
    (
      await db
        .delete(drafts)
        .where(and(eq(drafts.id, id), eq(drafts.authorId, authorId)))
        .returning({ id: drafts.id })
    ).length > 0
  );
}

export async function deleteAllDrafts(db: Db, authorId: bigint) {
  return (await db.delete(drafts).where(eq(drafts.authorId, authorId)).returning({ id: drafts.id })).length;
}

/** Drafts saved since the member last opened their drafts (the Me red dot). */
/** Drafts changed since the member last looked (the Me red dot), as a column of the member's row. */
export function unreadDraftCountOf(member: typeof users) {
  return sql<number>`(SELECT count(*)::int FROM ${drafts}
    WHERE ${drafts.authorId} = ${member.id}
      AND (${member.draftsSeenAt} IS NULL OR ${drafts.updatedAt} > ${member.draftsSeenAt}))`;
}

export async function markDraftsSeen(db: Db, userId: bigint, now: Date) {
  await db.update(users).set({ draftsSeenAt: now }).where(eq(users.id, userId));
}

/**
 * Published posts whose ids are in (afterId, upToId], outside the given boards, in id order, with
 * when they last changed: one file of the sitemap, read along the primary key however deep it is.
 */
export async function publishedPostsInIdRange(
  db: Db,
  afterId: bigint,
  upToId: bigint,
  closedBoardIds: bigint[],
) {
  return db
    .select({ id: posts.id, lastActivityAt: posts.lastActivityAt })
    .from(posts)
    .where(
      and(
        gt(posts.id, afterId),
        lte(posts.id, upToId),
        eq(posts.status, 'published'),
        closedBoardIds.length ? notInArray(posts.boardId, closedBoardIds) : undefined,
      ),
    )
    .orderBy(posts.id);
}

/** The highest post id given so far (0 before the first post): how far the sitemap's files reach. */
export async function highestPostId(db: Db): Promise<bigint> {
  const [row] = await db.select({ highest: max(posts.id) }).from(posts);
  return row?.highest ?? 0n;
}

export type PendingPostRow = {
  id: string;
  title: string;
  excerpt: string;
  content_html: string;
  board_id: string;
  held_for: 'firstPosts' | 'watchedWord' | null;
  created_at: string;
  author_id: string;
  author_name: string;
  author_avatar: string;
};

/**
 * A page of the posts waiting for approval, oldest first (the longest wait is decided first), in the
 * given boards (or their sub boards) or everywhere; `afterId` is the last row's id.
 */
export async function pendingPosts(
  db: Db,
  scope: 'all' | readonly bigint[],
  afterId: bigint | undefined,
  limit: number,
) {
  const boards = scope === 'all' ? null : numberArray(scope);
  return queryRows<PendingPostRow>(
    db,
    sql`
      SELECT p.id::text AS id, p.title, p.excerpt, p.content_html, p.board_id::text AS board_id,
             p.held_for, extract(epoch from p.created_at)::bigint::text AS created_at,
             u.id::text AS author_id, u.username AS author_name, u.avatar_url AS author_avatar
      FROM posts p
      JOIN users u ON u.id = p.author_id
      WHERE p.status = 'pending'
        ${afterId === undefined ? sql`` : sql`AND p.id > ${afterId}`}
        ${boards === null ? sql`` : sql`AND (p.board_id = ANY(${boards}::bigint[]) OR p.main_board_id = ANY(${boards}::bigint[]))`}
      ORDER BY p.id
      LIMIT ${limit}`,
  );
}
