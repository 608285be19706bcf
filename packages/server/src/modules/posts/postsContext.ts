import type { ContentLimits, Locale, PostSummary } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardCatalogue } from '../boards/boardCatalogue.ts';
import { boardsClosedTo } from '../boards/boardCatalogue.ts';
import type { BoardAudience } from '../boards/boards.policy.ts';
import type { FollowedSource, ListedPost, NewestPost, PostFilter } from './postLists.queries.ts';
import type { PostRecords } from './postRecords.ts';
import type { ReadCache } from '../../platform/cache.ts';
import { presentCard } from './posts.present.ts';
import { memberMarksAmong } from './posts.queries.ts';

/** What every posts service receives: the platform, the viewer and what they may see. */
export type PostsContext = {
  deps: Deps;
  viewer: Viewer | null;
  audience: BoardAudience;
  locale: Locale;
  catalogue: BoardCatalogue;
  contentLimits: ContentLimits;
  editOwnPostMinLevel: number;
  /** Posts' shared parts; a service that changes a post announces it here. */
  postRecords: PostRecords;
  /** Lists' first pages as everyone with the same audience sees them, kept for a few seconds. */
  sharedLists: ReadCache<unknown>;
  /** Lists' deeper pages, shared the same way; apart, so walking cursors cannot push first pages out. */
  sharedDeeperLists: ReadCache<unknown>;
  /** Each followed source's newest posts (key: `followedSourceKey`), shared by all its followers. */
  followedNewest: ReadCache<NewestPost[]>;
  /** What each member follows (key: their id); dropped by every follow, unfollow and block. */
  followsOf: ReadCache<FollowedSource[]>;
};

export function listFilterOf(context: PostsContext): PostFilter {
  const viewerId = context.viewer?.id ?? null;
  return {
    excludedBoardIds: boardsClosedTo(context.catalogue, context.audience),
    blockerId: viewerId,
    markedFor: viewerId,
  };
}

/** The listed posts with their shared records, in list order; a post gone between the two reads is left out. */
async function withRecords<Listed extends Pick<ListedPost, 'id'>>(context: PostsContext, listed: Listed[]) {
  const records = await context.postRecords.getMany(listed.map((item) => item.id));
  return listed.flatMap((item) => {
    const record = records.get(item.id);
    return record ? [{ item, record }] : [];
  });
}

/** Cards for a list whose query brought the viewer's marks: the posts themselves come from the shared records. */
export async function presentCards(context: PostsContext, listed: ListedPost[]): Promise<PostSummary[]> {
  return (await withRecords(context, listed)).map(({ item, record }) => presentCard(record, item, context));
}

/**
 * A list's page as read once for everyone who may see the same boards (no block list, no marks)
 * and shared for a few seconds: a board's or the home feed's first page is what most members open.
 * Deeper pages are shared too: their cursors come from shared pages, so members scrolling one list
 * within those seconds ask for the very same ones. Each parts list (pins, then the page) is loaded
 * with `load`.
 */
export function sharedListPage(
  context: PostsContext,
  name: string,
  cursor: string[] | undefined,
  load: (filter: PostFilter) => Promise<ListedPost[][]>,
) {
  const filter = { ...listFilterOf(context), blockerId: null, markedFor: null };
  const key = `${name}|${filter.excludedBoardIds.join(',')}`;
  return cursor
    ? context.sharedDeeperLists.get(`${key}|${cursor.join(',')}`, () => load(filter))
    : context.sharedLists.get(key, () => load(filter));
}

/** Drops shared pages, first and deeper, whose key starts with `prefix`, on every node. */
async function forgetSharedPages(context: PostsContext, prefix: string) {
  await context.sharedLists.forgetPrefix(prefix);
  await context.sharedDeeperLists.forgetPrefix(prefix);
}

/** The shared pages of a board's post list (first and deeper, one set per order) start with this key. */
export const sharedBoardListKey = (boardId: bigint) => `board|${boardId}|`;

export const followedSourceKey = (source: FollowedSource) => `${source.kind}|${source.id}`;

/** The key of what a member follows in `followsOf`: the reader and whoever drops it must agree on it. */
export const followsOfKey = (memberId: bigint) => String(memberId);

/**
 * Posts entered, left or moved between these boards: their boards' shared first pages, and the
 * newest lists of their boards and authors, are read afresh on every node.
 */
export async function postListsChanged(
  context: PostsContext,
  posts: { authorId: bigint; boardId: bigint; mainBoardId: bigint }[],
) {
  const boardIds = new Set(posts.flatMap((post) => [post.boardId, post.mainBoardId]));
  for (const boardId of boardIds) await forgetSharedPages(context, sharedBoardListKey(boardId));
  const sources = posts.flatMap((post): FollowedSource[] => [
    { kind: 'author', id: post.authorId },
    { kind: 'board', id: post.boardId },
    { kind: 'main', id: post.mainBoardId },
  ]);
  for (const key of new Set(sources.map(followedSourceKey))) await context.followedNewest.forget(key);
}

/** The shared first pages of home's Recommended tab (one per audience) are named with this. */
export const sharedRecommendedListName = 'recommended';

/** A post was featured or stopped being featured: Recommended leads with featured posts, so its shared first pages are read afresh on every node. */
export async function recommendedListsChanged(context: PostsContext) {
  await forgetSharedPages(context, `${sharedRecommendedListName}|`);
}

/**
 * Cards of a shared page for this viewer: a member's copy leaves out authors they blocked and marks
 * their likes and favourites, in one query. A page shared per audience holds only boards the
 * audience may open; one merged from parts shared more widely (Following) names `excludedBoardIds`.
 */
export async function presentSharedCards(
  context: PostsContext,
  listed: Pick<ListedPost, 'id'>[],
  options: { excludedBoardIds?: bigint[] } = {},
): Promise<PostSummary[]> {
  const excludedBoardIds = new Set(options.excludedBoardIds);
  const found = (await withRecords(context, listed))
    .map(({ record }) => record)
    .filter((record) => !excludedBoardIds.has(record.post.boardId));
  if (!context.viewer)
    return found.map((record) => presentCard(record, { liked: false, favourited: false }, context));
  const marks = await memberMarksAmong(
    context.deps.db,
    context.viewer.id,
    found.map((record) => record.post.id),
    [...new Set(found.map((record) => record.post.authorId))],
  );
  return found
    .filter((record) => !marks.blockedAuthors.has(record.post.authorId))
    .map((record) =>
      presentCard(
        record,
        { liked: marks.liked.has(record.post.id), favourited: marks.favourited.has(record.post.id) },
        context,
      ),
    );
}
