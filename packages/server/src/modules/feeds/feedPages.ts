import { limits } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import { decodeCursor, encodeCursor, pageOf } from '../../platform/http/cursor.ts';
import { newestOfAll } from './newestOfAll.ts';
import {
  cursorParts,
  listFilterOf,
  presentCards,
  presentSharedCards,
  recommendedPage,
  sharedListPage,
  sharedLists,
} from '../posts/index.ts';
import type { PostPage, PostsContext } from '../posts/index.ts';
import { followingPage } from './following.queries.ts';
import type { FollowingReads } from './followingReads.ts';

const pageSize = limits.lists.pageSize;

/**
 * Home's Following tab: posts of the members and boards the viewer follows, newest first. The page
 * is cut on the candidates, before posts the viewer may not see are dropped, so the cursor never
 * skips a post even when a page shows fewer than a full page.
 */
export async function followingFeed(
  context: PostsContext & { viewer: Viewer },
  following: FollowingReads,
  cursorText: string | undefined,
): Promise<PostPage> {
  const cursor = decodeCursor(cursorText, cursorParts.created);
  // The first page from the shared lists where they are kept; otherwise as every later page is read.
  if (!cursor && following.shared) return firstFollowingPage(context, following);
  const candidates = await followingPage(
    context.deps.db,
    context.viewer.id,
    listFilterOf(context),
    cursor,
    pageSize + 1,
  );
  const considered = candidates.slice(0, pageSize);
  const hasMore = candidates.length > pageSize;
  const posts = await presentCards(
    context,
    considered.filter((candidate) => candidate.visible),
  );
  return { posts, page: { cursor: hasMore ? encodeCursor(considered.at(-1)!.sortKey) : null, hasMore } };
}

/**
 * The Following tab's first page, merged from each followed source's newest posts where the read
 * cache keeps them (`FollowingReads.shared`): those lists are
 * shared by every follower of the source (kept a few seconds, dropped when a post enters or leaves
 * them) and what the member follows is kept too (dropped by their follows, unfollows and blocks), so
 * the page usually costs one small query for the member's marks instead of an index read per
 * follow. The newest page of all sources is within their newest pages.
 */
async function firstFollowingPage(
  context: PostsContext & { viewer: Viewer },
  following: FollowingReads,
): Promise<PostPage> {
  const sources = await following.followsOf(context.viewer.id);
  const newest = newestOfAll(await following.newestOf(sources, pageSize + 1), pageSize + 1);
  const considered = newest.slice(0, pageSize);
  const hasMore = newest.length > pageSize;
  return {
    posts: await presentSharedCards(context, considered, {
      excludedBoardIds: listFilterOf(context).excludedBoardIds,
    }),
    page: {
      cursor: hasMore ? encodeCursor([considered.at(-1)!.createdAt, String(considered.at(-1)!.id)]) : null,
      hasMore,
    },
  };
}

/**
 * Home's Recommended tab: featured and home-recommended posts first, then everything by the hot
 * score, which decays with age (posts/hotScore.ts).
 */
export async function recommendedFeed(
  context: PostsContext,
  cursorText: string | undefined,
): Promise<PostPage> {
  const cursor = decodeCursor(cursorText, cursorParts.recommended);
  const [rows = []] = await sharedListPage(context, sharedLists.recommended(), cursor, async (filter) => [
    await recommendedPage(context.deps.db, filter, cursor, pageSize + 1),
  ]);
  const { rows: shown, page } = pageOf(rows, pageSize);
  return { posts: await presentSharedCards(context, shown), page };
}
