import { callUrl } from './api/callUrl.ts';
import {
  boardsCalls,
  commentsCalls,
  feedbackCalls,
  feedsCalls,
  identityCalls,
  messagesCalls,
  postsCalls,
  searchCalls,
  siteCalls,
  socialCalls,
} from './api/calls.ts';
import { defaultBoardPostSort, defaultCommentSort } from './api/constants.ts';
import { checkInCalls } from './api/checkInCalls.ts';
import { collectionCalls } from './api/collectionCalls.ts';
import { contentPageCalls, contentPageSlugs } from './api/contentPageCalls.ts';
import { eventCalls } from './api/eventCalls.ts';
import { questionnaireCalls } from './api/questionnaireCalls.ts';
import { calendarMonthRange } from './calendarDays.ts';
import { certificationCalls, promotionCalls, yearInReviewCalls } from './api/promotionCalls.ts';
import { messageCentreTabOf } from './notifications.ts';
import { gamificationCalls } from './api/rewardCalls.ts';
import type { RouteEntry } from './routes.ts';
import type { Feed } from './routes.ts';
import { feedOf, reportYearOf, searchPageOf, shellChrome } from './routes.ts';
import type { PageLayout } from './serverRender.ts';

/** Who a page is for: what a member's first view asks differs from a visitor's. */
export type FirstViewReader = 'visitor' | 'member';

/** What of the address and the device decides a page's first calls besides its route. */
export type FirstViewPage = {
  /** The route's named parameters (`routeParams`). */
  params: Record<string, string>;
  /** The address's query (`?tab=following`). */
  search: URLSearchParams;
  /** The layout the page is drawn in (`likelyLayout` on the server). */
  layout: PageLayout;
  /** The signed-in member's id, for the pages that show their own things (Me's posts). */
  viewerId?: string;
  /** The region's day (`dayKey` of now in its time zone), for the pages that show it (check-in). */
  today?: { day: string; timeZone: string };
};

type Call = { path: string };
type Calls = (page: FirstViewPage, reader: FirstViewReader, entry: RouteEntry) => (string | false)[];

const url = (call: Call, params?: object, query?: object) => callUrl(call.path, params, query);

/**
 * Every page's shell: who is signed in and the site-wide grey mode, and a member's red dots of
 * Message and Me (the phone's tab bar and the desktop header show them on the first view). The dots
 * were left to the page once; but a drawn member page asks them anyway, inside its render, where
 * waiting for them under load held the render's place (`SERVER_RENDER_MAX_IN_FLIGHT`) and sent most
 * member home pages undrawn; asked here, beside the page's other calls, the render waits for nothing.
 * The desktop header's links (navigation) are asked here too where the chrome shows: left to the
 * render, they were an in-process call in the middle of every desktop page's render, holding its
 * place among the pages a node draws at once just the same.
 */
const shellCalls = (entry: RouteEntry, { search, layout }: FirstViewPage, reader: FirstViewReader) => [
  url(identityCalls.profile),
  url(siteCalls.grayMode),
  layout === 'desktop' && shellChrome(entry, search, layout).chrome && url(siteCalls.navigation),
  reader === 'member' && url(identityCalls.badge),
  reader === 'member' && url(messagesCalls.badge),
];

/** A member's check-in calendar for the month that holds the region's day (CheckInCalendar). */
const calendarCall = ({ today }: FirstViewPage, reader: FirstViewReader) =>
  reader === 'member' &&
  today !== undefined &&
  url(checkInCalls.history, undefined, calendarMonthRange(today.day, today.timeZone));

/** Publishing, whatever it publishes, starts by choosing the board (PublishPage). */
const boardChoice: Calls = (_page, reader) => [reader === 'member' && url(boardsCalls.list)];

/** A feed's first page; a visitor's Following asks them to sign in instead. */
const feedCall = (feed: Feed, reader: FirstViewReader) =>
  feed === 'following' ? reader === 'member' && url(feedsCalls.following) : url(feedsCalls.recommended);

/**
 * The GET calls each page makes before it can show its content, written with the same `callUrl` and
 * defaults as the web's queries. The server answers them inside the page it sends (so the first
 * view needs no round trip for data) and reads what a crawler or link preview needs from them. A call
 * missing here is only slower (the browser asks for it); the browser journeys check that the pages
 * named here ask for nothing on their first view.
 */
const pageCalls: Record<string, Calls> = {
  // The feed the home tab names (the web's `feedOf`); a visitor's Following tab asks them to sign in.
  home: ({ search, layout }, reader) => [
    layout === 'mobile' && url(siteCalls.topSector),
    url(siteCalls.banners),
    feedCall(feedOf(search.get('tab'), 'recommended'), reader),
  ],
  // The tab bar's feeds: the same lists, opening on Following.
  feeds: ({ search }, reader) => [feedCall(feedOf(search.get('tab'), 'following'), reader)],
  language: () => [url(siteCalls.languages)],
  'publish-post': boardChoice,
  'publish-topic': boardChoice,
  'publish-edit-picture': boardChoice,
  'publish-bug-report': boardChoice,
  'post-details': ({ params: { id } }) =>
    id ? [url(postsCalls.detail, { id }), url(commentsCalls.list, { id }, { sort: defaultCommentSort })] : [],
  // A board, or without one the chooser of boards to join (`/board/detail?join=true`).
  'board-detail': ({ params: { id } }) =>
    id
      ? [
          url(boardsCalls.detail, { id }),
          url(postsCalls.boardPosts, { id }, { sort: defaultBoardPostSort }),
          url(collectionCalls.boardBanners, { id }),
        ]
      : [url(boardsCalls.list)],
  'product-classification': () => [url(boardsCalls.list)],
  // Search (SearchPage) for a keyword: the tab's first page, and on the posts tab the boards of its
  // filter. Left to the render, they took a second pass with both asked in its middle.
  search: ({ search }) => {
    const { keyword, tab, filters } = searchPageOf(search);
    if (!keyword) return [];
    if (tab === 'members') return [url(searchCalls.members, undefined, { keyword })];
    return [url(boardsCalls.list), url(searchCalls.posts, undefined, { keyword, ...filters })];
  },
  // Check-in: a member's calendar of the month holding today (its status is a POST, the browser's).
  'check-in': (page, reader) => [
    reader === 'member' && url(gamificationCalls.typeCount),
    calendarCall(page, reader),
  ],
  checkin: (page, reader) => [calendarCall(page, reader)],
  'app-checkin-calendar': (page, reader) => [calendarCall(page, reader)],
  // Me (the phone's tab bar): the member's own posts, read by their id.
  'my-posts': ({ viewerId }, reader) => [
    reader === 'member' && viewerId !== undefined && url(postsCalls.memberPosts, { id: viewerId }),
  ],
  'user-posts': ({ params: { id } }) =>
    id ? [url(socialCalls.profile, { id }), url(postsCalls.memberPosts, { id })] : [],
  // The profile's other tabs: the profile, and the tab's list beside it.
  'user-following': ({ params: { id } }) =>
    id ? [url(socialCalls.profile, { id }), url(socialCalls.following, { id })] : [],
  'user-followers': ({ params: { id } }) =>
    id ? [url(socialCalls.profile, { id }), url(socialCalls.followers, { id })] : [],
  'user-medals': ({ params: { id } }) =>
    id ? [url(socialCalls.profile, { id }), url(gamificationCalls.memberMedals, { id })] : [],
  // Me's sections (PersonalPage), each with what it lists.
  'my-medals': (_page, reader) => [reader === 'member' && url(gamificationCalls.medals)],
  'my-missions': (_page, reader) => [reader === 'member' && url(gamificationCalls.myMissions)],
  'my-scores': (_page, reader) =>
    reader === 'member' ? [url(gamificationCalls.scores), url(gamificationCalls.summary)] : [],
  'my-points': (_page, reader) =>
    reader === 'member' ? [url(gamificationCalls.points), url(gamificationCalls.summary)] : [],
  'my-favourites': (_page, reader) => [reader === 'member' && url(postsCalls.myFavourites)],
  'my-comments': (_page, reader) => [reader === 'member' && url(commentsCalls.mine)],
  'my-drafts': (_page, reader) => [reader === 'member' && url(postsCalls.drafts)],
  // Settings show the blacklist.
  'my-settings': (_page, reader) => [reader === 'member' && url(socialCalls.blocked)],
  // The message centre's tab (`?tab=`, system by default): its notifications. Letters are the chat
  // panel's, asked in the browser.
  'my-message': ({ search }, reader) => {
    const tab = messageCentreTabOf(search.get('tab'));
    return [reader === 'member' && tab !== 'chat' && url(messagesCalls.list, undefined, { type: tab })];
  },
  feedback: (_page, reader) => [reader === 'member' && url(feedbackCalls.mine)],
  'ugc-certification': (_page, reader) => [reader === 'member' && url(certificationCalls.mine)],
  // A year's report; the route's name ends with its year.
  'user-report-2024': (_page, reader, entry) => [
    reader === 'member' && url(yearInReviewCalls.mine, { year: reportYearOf(entry.name) }),
  ],
  // The video feed from a post on, or from the newest.
  'content-play-video': ({ params: { id } }) => [
    id ? url(collectionCalls.videoFeed, { id }) : url(collectionCalls.latestVideoFeed),
  ],
  // A topic or collection, and a collection's posts (the page lists them when the detail says it
  // is one; a topic's list is never drawn).
  'content-collection': ({ params: { id } }) =>
    id ? [url(collectionCalls.detail, undefined, { tcmId: id }), url(collectionCalls.posts, { id })] : [],
  // A campaign and its ranking (shown from its start).
  'content-competition': ({ params: { id } }) =>
    id ? [url(eventCalls.detail, { id }), url(eventCalls.ranking, { id })] : [],
  'link-discover': () => [url(contentPageCalls.discoverModels)],
  'link-discover-model': ({ params: { id } }) => (id ? [url(contentPageCalls.discoverModel, { id })] : []),
  // The apps' own post page and letters page.
  'post-details-h5': ({ params: { id } }) => (id ? [url(postsCalls.detail, { id })] : []),
  'app-message-details': ({ params: { id } }) => (id ? [url(socialCalls.profile, { id })] : []),
  questionnaire: ({ params: { code } }) => (code ? [url(questionnaireCalls.detail, { code })] : []),
  // A promotion's page; the route's name is its code.
  'free-gift': (_page, _reader, entry) => [url(promotionCalls.detail, { code: entry.name })],
  'my-following': ({ viewerId }, reader) => [
    reader === 'member' && viewerId !== undefined && url(socialCalls.following, { id: viewerId }),
  ],
  'my-followers': ({ viewerId }, reader) => [
    reader === 'member' && viewerId !== undefined && url(socialCalls.followers, { id: viewerId }),
  ],
};

/** The URLs of the calls a page's first view makes, shell first. */
export function firstViewCalls(entry: RouteEntry, page: FirstViewPage, reader: FirstViewReader): string[] {
  const own = Object.hasOwn(pageCalls, entry.name) ? pageCalls[entry.name]!(page, reader, entry) : [];
  // A content page's route is named after the page it shows (`contentPageSlugs`).
  const content = (contentPageSlugs as readonly string[]).includes(entry.name)
    ? [url(contentPageCalls.page, { slug: entry.name })]
    : [];
  const calls = [...shellCalls(entry, page, reader), ...content, ...own];
  return calls.filter((call): call is string => call !== false);
}
