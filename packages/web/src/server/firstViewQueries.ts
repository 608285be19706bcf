import type { QueryClient } from '@tanstack/react-query';
import type { BoardPostSort, Call, RouteEntry } from '@fanzone/contract';
import {
  boardPostSorts,
  boardsCalls,
  collectionCalls,
  commentsCalls,
  defaultBoardPostSort,
  feedsCalls,
  firstViewCalls,
  gamificationCalls,
  identityCalls,
  matchCallUrl,
  messagesCalls,
  postsCalls,
  routeParams,
  searchCalls,
  isSearchPeriod,
  siteCalls,
  socialCalls,
} from '@fanzone/contract';
import { checkInStatusQueryOptions } from '../features/checkIn/status.ts';
import { accountBadgeQueryOptions, profileQueryOptions } from '../features/identity/queries.ts';
import { messageBadgeQueryOptions } from '../features/messages/queries.ts';
import { boardQueryOptions, boardsQueryOptions } from '../features/boards/queries.ts';
import { boardBannersOptions } from '../features/collections/queries.ts';
import { feedQueryOptions } from '../features/feeds/queries.ts';
import {
  blockedMembersOptions,
  followListOptions,
  profileQueryOptions as memberProfileQueryOptions,
} from '../features/social/queries.ts';
import { myCommentsOptions } from '../features/comments/queries.ts';
import { draftsQueryOptions } from '../features/drafts/queries.ts';
import { coinLedgerOptions, growthHistoryOptions } from '../features/gamification/historyQueries.ts';
import {
  medalsOptions,
  memberMedalsOptions,
  missionTypeOptions,
  myMissionsOptions,
  rewardSummaryOptions,
} from '../features/gamification/queries.ts';
import {
  boardPostsOptions,
  memberPostsOptions,
  myFavouritesOptions,
  postQueryOptions,
} from '../features/posts/queries.ts';
import { searchMembersOptions, searchPostsOptions } from '../features/search/queries.ts';
import {
  grayModeQueryOptions,
  homeBannersQueryOptions,
  languagesQueryOptions,
  navigationQueryOptions,
  topSectorQueryOptions,
} from '../features/site/queries.ts';
import type { Layout } from '../ui/useLayout.ts';

/** What the server knows of a page before drawing it. */
export type FirstViewRequest = {
  route: RouteEntry | undefined;
  url: URL;
  layout: Layout;
  /** The signed-in member (their profile), if any. */
  member: { id: string } | undefined;
};

/** A call of the first view, read back from its URL (`matchCallUrl`). */
type AskedCall = { params: Record<string, string>; query: URLSearchParams };

/**
 * How the components read each call a first view may ask: the same option functions they use, so
 * the same keys, built from the call's own URL so they ask exactly that URL. A call the server
 * answers that has no reader here (a post's comments, which load near the viewport) travels with the
 * page for the browser to take up later, and the render never waits for it.
 */
const readers: readonly (readonly [Call, (client: QueryClient, call: AskedCall) => Promise<void>])[] = [
  [identityCalls.profile, (client) => client.prefetchQuery(profileQueryOptions())],
  [identityCalls.badge, (client) => client.prefetchQuery(accountBadgeQueryOptions())],
  [messagesCalls.badge, (client) => client.prefetchQuery(messageBadgeQueryOptions())],
  [siteCalls.grayMode, (client) => client.prefetchQuery(grayModeQueryOptions())],
  [siteCalls.navigation, (client) => client.prefetchQuery(navigationQueryOptions())],
  [siteCalls.topSector, (client) => client.prefetchQuery(topSectorQueryOptions())],
  [siteCalls.banners, (client) => client.prefetchQuery(homeBannersQueryOptions())],
  [siteCalls.languages, (client) => client.prefetchQuery(languagesQueryOptions())],
  [feedsCalls.recommended, (client) => client.prefetchInfiniteQuery(feedQueryOptions('recommended'))],
  [feedsCalls.following, (client) => client.prefetchInfiniteQuery(feedQueryOptions('following'))],
  [boardsCalls.list, (client) => client.prefetchQuery(boardsQueryOptions())],
  [boardsCalls.detail, (client, { params }) => client.prefetchQuery(boardQueryOptions(params.id!))],
  [
    postsCalls.boardPosts,
    (client, { params, query }) =>
      client.prefetchInfiniteQuery(boardPostsOptions(params.id!, boardPostSortOf(query.get('sort')))),
  ],
  [
    collectionCalls.boardBanners,
    (client, { params }) => client.prefetchQuery(boardBannersOptions(params.id!)),
  ],
  [postsCalls.detail, (client, { params }) => client.prefetchQuery(postQueryOptions(params.id!))],
  [socialCalls.profile, (client, { params }) => client.prefetchQuery(memberProfileQueryOptions(params.id!))],
  [
    postsCalls.memberPosts,
    (client, { params }) => client.prefetchInfiniteQuery(memberPostsOptions(params.id!)),
  ],
  [
    searchCalls.posts,
    (client, { query }) => {
      const [boardId, period] = [query.get('boardId'), query.get('period')];
      const filters = { ...(boardId ? { boardId } : {}), ...(isSearchPeriod(period) ? { period } : {}) };
      return client.prefetchInfiniteQuery(searchPostsOptions(query.get('keyword') ?? '', filters));
    },
  ],
  [
    socialCalls.following,
    (client, { params }) => client.prefetchInfiniteQuery(followListOptions(params.id!, 'following')),
  ],
  [
    socialCalls.followers,
    (client, { params }) => client.prefetchInfiniteQuery(followListOptions(params.id!, 'followers')),
  ],
  [
    gamificationCalls.memberMedals,
    (client, { params }) => client.prefetchQuery(memberMedalsOptions(params.id!)),
  ],
  [postsCalls.myFavourites, (client) => client.prefetchInfiniteQuery(myFavouritesOptions())],
  [postsCalls.drafts, (client) => client.prefetchQuery(draftsQueryOptions())],
  [commentsCalls.mine, (client) => client.prefetchInfiniteQuery(myCommentsOptions())],
  [socialCalls.blocked, (client) => client.prefetchInfiniteQuery(blockedMembersOptions())],
  [gamificationCalls.medals, (client) => client.prefetchQuery(medalsOptions())],
  [gamificationCalls.myMissions, (client) => client.prefetchQuery(myMissionsOptions())],
  [gamificationCalls.summary, (client) => client.prefetchQuery(rewardSummaryOptions())],
  [gamificationCalls.typeCount, (client) => client.prefetchQuery(missionTypeOptions())],
  [gamificationCalls.scores, (client) => client.prefetchInfiniteQuery(growthHistoryOptions())],
  [gamificationCalls.points, (client) => client.prefetchInfiniteQuery(coinLedgerOptions())],
  [
    searchCalls.members,
    (client, { query }) => client.prefetchInfiniteQuery(searchMembersOptions(query.get('keyword') ?? '')),
  ],
];

const boardPostSortOf = (value: string | null): BoardPostSort =>
  (boardPostSorts as readonly (string | null)[]).includes(value)
    ? (value as BoardPostSort)
    : defaultBoardPostSort;

/**
 * What a drawn page's first view reads, asked before the server's first render pass so that pass
 * draws the page and is its last. Each pass renders the whole tree: measured on the 1 M-post bench,
 * the pass that only found the queries drew skeletons nobody sees for 4–6 ms of a page's 10–28 ms.
 * The calls are the contract's (`firstViewCalls`), the very list the server answered before the
 * render, so the two can never disagree: a page added there is drawn in one pass once its calls have
 * readers here. A query the page reads that is not in the list still works: the renderer finds it
 * unanswered and takes another pass (and Server-Timing counts its call).
 */
export function askFirstView(queryClient: QueryClient, request: FirstViewRequest): Promise<void>[] {
  const { route, url, layout, member } = request;
  if (!route || route.redirectTo) return [];
  const calls = firstViewCalls(
    route,
    {
      params: routeParams(route, url.pathname),
      search: url.searchParams,
      layout,
      ...(member ? { viewerId: member.id } : {}),
    },
    member ? 'member' : 'visitor',
  );
  const asked: Promise<void>[] = [];
  for (const call of calls) {
    for (const [readCall, read] of readers) {
      const found = matchCallUrl(readCall.path, call);
      if (found) {
        asked.push(read(queryClient, found));
        break;
      }
    }
  }
  // A member's check-in strip (HomePage) and the phone header's check-in dot: a POST the server
  // leaves to the browser (spec §3), settled at once as the browser's, so no pass waits for it.
  if (member && route.name === 'home') asked.push(queryClient.prefetchQuery(checkInStatusQueryOptions()));
  return asked;
}
