import type { QueryClient } from '@tanstack/react-query';
import type {
  BoardPostSort,
  Call,
  ContentPageSlug,
  MatchedCall,
  NotificationType,
  RouteEntry,
} from '@fanzone/contract';
import {
  boardPostSorts,
  certificationCalls,
  checkInCalls,
  boardsCalls,
  callUrlMatcher,
  collectionCalls,
  commentsCalls,
  contentPageCalls,
  eventCalls,
  questionnaireCalls,
  feedbackCalls,
  defaultBoardPostSort,
  feedsCalls,
  firstViewCalls,
  gamificationCalls,
  identityCalls,
  notificationTypes,
  promotionCalls,
  yearInReviewCalls,
  messagesCalls,
  postsCalls,
  routeParams,
  searchCalls,
  isSearchPeriod,
  siteCalls,
  socialCalls,
} from '@fanzone/contract';
import { checkInStatusQueryOptions } from '../features/checkIn/status.ts';
import { checkInHistoryOptions } from '../features/checkIn/queries.ts';
import { accountBadgeQueryOptions, profileQueryOptions } from '../features/identity/queries.ts';
import { messageBadgeQueryOptions, notificationsOptions } from '../features/messages/queries.ts';
import { myFeedbackOptions } from '../features/feedback/queries.ts';
import { myCertificationOptions } from '../features/certification/queries.ts';
import { yearInReviewOptions } from '../features/yearInReview/queries.ts';
import { promotionOptions } from '../features/promotions/queries.ts';
import { boardQueryOptions, boardsQueryOptions } from '../features/boards/queries.ts';
import {
  boardBannersOptions,
  collectionPostsOptions,
  tcmDetailOptions,
  videoFeedOptions,
} from '../features/collections/queries.ts';
import {
  contentPageOptions,
  discoverModelOptions,
  discoverModelsOptions,
} from '../features/contentPages/queries.ts';
import { eventOptions, eventRankingOptions } from '../features/events/queries.ts';
import { questionnaireOptions } from '../features/questionnaires/queries.ts';
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
  /** The region's day now, and its time zone (contract `FirstViewPage.today`). */
  today: { day: string; timeZone: string };
};

/** The pages that show a member's check-in status. */
const readsCheckInStatus = new Set(['home', 'check-in', 'checkin', 'app-checkin-calendar']);

/**
 * How the components read each call a first view may ask: the same option functions they use, so
 * the same keys, built from the call's own URL so they ask exactly that URL. A call the server
 * answers that has no reader here (a post's comments, which load near the viewport) travels with the
 * page for the browser to take up later, and the render never waits for it.
 */
const readerTable: readonly (readonly [Call, (client: QueryClient, call: MatchedCall) => Promise<void>])[] = [
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
  [
    messagesCalls.list,
    (client, { query }) => {
      const type = query.get('type');
      return isNotificationType(type)
        ? client.prefetchInfiniteQuery(notificationsOptions(type))
        : Promise.resolve();
    },
  ],
  [feedbackCalls.mine, (client) => client.prefetchInfiniteQuery(myFeedbackOptions())],
  [certificationCalls.mine, (client) => client.prefetchQuery(myCertificationOptions())],
  [
    yearInReviewCalls.mine,
    (client, { params }) => client.prefetchQuery(yearInReviewOptions(Number(params.year))),
  ],
  [
    collectionCalls.videoFeed,
    (client, { params }) => client.prefetchInfiniteQuery(videoFeedOptions(params.id)),
  ],
  [collectionCalls.latestVideoFeed, (client) => client.prefetchInfiniteQuery(videoFeedOptions(undefined))],
  [
    checkInCalls.history,
    (client, { query }) =>
      client.prefetchQuery(
        checkInHistoryOptions({ start: Number(query.get('start')), end: Number(query.get('end')) }),
      ),
  ],
  [
    collectionCalls.detail,
    (client, { query }) => client.prefetchQuery(tcmDetailOptions(query.get('tcmId') ?? '')),
  ],
  [
    collectionCalls.posts,
    (client, { params }) => client.prefetchInfiniteQuery(collectionPostsOptions(params.id!)),
  ],
  [eventCalls.detail, (client, { params }) => client.prefetchQuery(eventOptions(params.id!))],
  [eventCalls.ranking, (client, { params }) => client.prefetchQuery(eventRankingOptions(params.id!))],
  [
    contentPageCalls.page,
    (client, { params }) => client.prefetchQuery(contentPageOptions(params.slug as ContentPageSlug)),
  ],
  [contentPageCalls.discoverModels, (client) => client.prefetchQuery(discoverModelsOptions())],
  [
    contentPageCalls.discoverModel,
    (client, { params }) => client.prefetchQuery(discoverModelOptions(params.id!)),
  ],
  [
    questionnaireCalls.detail,
    (client, { params }) => client.prefetchQuery(questionnaireOptions(params.code!)),
  ],
  [promotionCalls.detail, (client, { params }) => client.prefetchQuery(promotionOptions(params.code!))],
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

/**
 * The readers with their paths compiled once (matching each path afresh for every URL of every page
 * cost ~0.17 ms a page), fewest parameters first: where two calls' paths fit a URL
 * (`/posts/video-feed` fits `/posts/:id` too), the static one is the call, as a router picks it.
 */
const readers = readerTable
  .map(([call, read]) => ({ matcher: callUrlMatcher(call.path), read }))
  .sort((one, other) => one.matcher.parameters - other.matcher.parameters);

/** The reader of a call's URL and the call read back from it. */
function readerOf(url: string) {
  for (const { matcher, read } of readers) {
    const found = matcher.match(url);
    if (found) return { read, found };
  }
  return undefined;
}

const isNotificationType = (value: string | null): value is NotificationType =>
  (notificationTypes as readonly (string | null)[]).includes(value);

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
  const { route, url, layout, member, today } = request;
  if (!route || route.redirectTo) return [];
  const calls = firstViewCalls(
    route,
    {
      params: routeParams(route, url.pathname),
      search: url.searchParams,
      layout,
      today,
      ...(member ? { viewerId: member.id } : {}),
    },
    member ? 'member' : 'visitor',
  );
  const asked: Promise<void>[] = [];
  for (const call of calls) {
    const reader = readerOf(call);
    if (reader) asked.push(reader.read(queryClient, reader.found));
  }
  // A member's check-in status (home's strip and header dot, the check-in pages): a POST the server
  // leaves to the browser (spec §3), settled at once as the browser's, so no pass waits for it.
  if (member && readsCheckInStatus.has(route.name))
    asked.push(queryClient.prefetchQuery(checkInStatusQueryOptions()));
  return asked;
}
