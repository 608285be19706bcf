import type { PageLayout } from './serverRender.ts';
import type { SearchPeriod } from './api/constants.ts';
import { searchPeriods } from './api/constants.ts';

/**
 * The web app's route table (spec §2). Paths use React Router syntax (`:id`, `:id?`). Metadata here is
 * what both sides need: the server answers every listed path with the app shell (anything else
 * redirects to `/`), the web app builds its router, titles and chrome from it.
 */
export type RouteChrome = {
  /** App-only routes hide header, footer and tab bar (spec §2). */
  appOnly?: boolean;
  /** Shows the mobile tab bar. */
  tabBar?: boolean;
  /** Needs a logged-in member; visitors are sent to login. */
  loginRequired?: boolean;
};

export type RouteEntry = RouteChrome & {
  /** Stable name, also the page folder and the `titles.<name>` translation key. */
  name: string;
  path: string;
  /** Route that this path redirects to. */
  redirectTo?: string;
};

export const routeTable = [
  { name: 'home', path: '/', tabBar: true },
  { name: 'search', path: '/search' },
  { name: 'feeds', path: '/feeds', tabBar: true },
  { name: 'board-detail', path: '/board/detail/:id?' },
  { name: 'bug-report', path: '/bug-report' },
  { name: 'product-classification', path: '/product', tabBar: true },
  { name: 'board', path: '/board', redirectTo: '/product' },
  { name: 'publish-post', path: '/publish/post', loginRequired: true },
  { name: 'publish-topic', path: '/publish/topic', loginRequired: true },
  { name: 'publish-edit-picture', path: '/publish/EditPicture', loginRequired: true },
  { name: 'publish-select-section', path: '/publish/post/select-section/:id', loginRequired: true },
  { name: 'publish-bug-report', path: '/publish/bug-report', loginRequired: true },
  { name: 'publish-share', path: '/publish/share', appOnly: true },
  { name: 'post-details', path: '/post-details/:id' },
  { name: 'post-list', path: '/post-list' },
  { name: 'post-details-h5', path: '/post-details/:id/h5', appOnly: true },
  { name: 'personal', path: '/personal', redirectTo: '/personal/posts' },
  { name: 'my-medals', path: '/personal/medals', loginRequired: true },
  { name: 'my-information', path: '/personal/information', loginRequired: true },
  { name: 'my-posts', path: '/personal/posts', loginRequired: true, tabBar: true },
  { name: 'my-comments', path: '/personal/comments', loginRequired: true },
  { name: 'my-favourites', path: '/personal/favourites', loginRequired: true },
  { name: 'my-scores', path: '/personal/scores', loginRequired: true },
  { name: 'my-points', path: '/personal/points', loginRequired: true },
  { name: 'my-following', path: '/personal/following', loginRequired: true },
  { name: 'my-followers', path: '/personal/followers', loginRequired: true },
  { name: 'my-missions', path: '/personal/missions', loginRequired: true },
  { name: 'my-message', path: '/personal/message', loginRequired: true, tabBar: true },
  { name: 'my-drafts', path: '/personal/drafts', loginRequired: true },
  { name: 'my-settings', path: '/personal/settings', loginRequired: true },
  { name: 'my-about-us', path: '/personal/about-us' },
  { name: 'user-posts', path: '/user/:id/posts' },
  { name: 'user-following', path: '/user/:id/following' },
  { name: 'user-followers', path: '/user/:id/followers' },
  { name: 'user-medals', path: '/user/:id/medals' },
  { name: 'questionnaire', path: '/wq/:code', appOnly: true },
  { name: 'report', path: '/report', loginRequired: true },
  { name: 'feedback', path: '/feedback', loginRequired: true },
  { name: 'language', path: '/language' },
  { name: 'app-message-details', path: '/android/message-details/:id', appOnly: true },
  { name: 'app-about-us', path: '/android/about-us', appOnly: true },
  { name: 'app-checkin-calendar', path: '/android/checkin-calendar', appOnly: true },
  { name: 'app-privacy-policy', path: '/android/privacy-policy', appOnly: true },
  { name: 'app-privacy-policy-summary', path: '/android/privacy-policy-summary', appOnly: true },
  { name: 'app-user-agreement', path: '/android/user-agreement', appOnly: true },
  { name: 'app-policy-3party-sdk', path: '/android/policy/3party-sdk', appOnly: true },
  { name: 'app-policy-collections', path: '/android/policy/collections', appOnly: true },
  { name: 'checkin', path: '/checkin' },
  { name: 'check-in', path: '/check-in/:id?' },
  { name: 'link-discover', path: '/link/discover', appOnly: true },
  { name: 'link-discover-model', path: '/link/discover/model/:id', appOnly: true },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'cookie-policy', path: '/cookie-policy' },
  { name: 'user-agreement', path: '/user-agreement' },
  { name: 'policy-3party-sdk', path: '/policy/3party-sdk' },
  { name: 'policy-collections', path: '/policy/collections' },
  { name: 'terms-and-conditions', path: '/terms-and-conditions' },
  { name: 'narzo-warranty', path: '/narzowarranty', appOnly: true },
  { name: 'narzo-extended-warranty', path: '/narzowarranty/extended-warranty', appOnly: true },
  { name: 'realme-club', path: '/realmeclub', appOnly: true },
  { name: 'content-collection', path: '/content/collection/:id?' },
  { name: 'content-play-video', path: '/content/playVideo/:id?' },
  { name: 'content-competition', path: '/content/competition/:id' },
  { name: 'user-report-2024', path: '/2024userreports' },
  { name: 'ugc-certification', path: '/ugc-certification' },
  { name: 'free-gift', path: '/ff-reward/free-gift' },
  /** The operators' console (staff only; the server decides what each call answers). */
  { name: 'admin', path: '/admin/:section?', loginRequired: true },
  /** `/{type letters}/{version digits and dots}`: a policy at a given version, inside the apps. */
  { name: 'policy-version', path: '/:policyType/:policyVersion', appOnly: true },
] as const satisfies readonly RouteEntry[];

export type RouteName = (typeof routeTable)[number]['name'];

/** The policy-version route only matches letters, then digits and dots (spec §2). */
export const policyVersionPattern = /^\/([A-Za-z]+)\/(\d+(?:\.\d+)*)\/?$/;

const compiled = routeTable.map((route) => ({ route, regex: compilePath(route.path) }));

function compilePath(path: string): RegExp {
  if (path === '/:policyType/:policyVersion') return policyVersionPattern;
  const pattern = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':') && segment.endsWith('?')) return '(?:/[^/]+)?';
      if (segment.startsWith(':')) return '/[^/]+';
      return segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('');
  return new RegExp(`^${pattern || '/'}/?$`);
}

/**
 * What the shell draws around a page (the web's Shell): the site's header and footer unless the
 * route is app-only, and on a phone the tab bar on the routes that have it and on the board chooser
 * opened to join (`/board/detail?join=true`). The server's first view asks what these read.
 */
export function shellChrome(entry: RouteEntry | undefined, search: URLSearchParams, layout: PageLayout) {
  const chrome = entry !== undefined && !entry.appOnly;
  const joinedBoard = entry?.name === 'board-detail' && search.get('join') === 'true';
  const tabBar = chrome && layout === 'mobile' && (Boolean(entry.tabBar) || joinedBoard);
  return { chrome, tabBar };
}

/** Home's two feeds (spec §2): followed members and boards, and the recommended posts. */
export type Feed = 'following' | 'recommended';

/** The feed a home or feeds page's `?tab=` names, or the page's own first feed. */
export function feedOf(tab: string | null, fallback: Feed): Feed {
  return tab === 'following' || tab === 'recommended' ? tab : fallback;
}

/** The year a report route is about: its name ends with it (`user-report-2024` serves `/2024userreports`). */
export function reportYearOf(name: string): number {
  return Number(/(\d{4})$/.exec(name)?.[1]);
}

/** Whether a value names one of the search's periods (spec §9). */
export const isSearchPeriod = (value: string | null): value is SearchPeriod =>
  (searchPeriods as readonly (string | null)[]).includes(value);

/**
 * What the search page's address asks (`/search?keyword=…&tab=members&board=…&period=…`): the
 * keyword without surrounding spaces, the tab (posts unless `members`), and the posts' filters, a
 * period only when it is one of spec §9's and a board only when named. The page draws by it and the
 * server's first view asks the same calls by it.
 */
export function searchPageOf(search: URLSearchParams): {
  keyword: string;
  tab: 'posts' | 'members';
  filters: { boardId?: string; period?: SearchPeriod };
} {
  const period = search.get('period');
  const boardId = search.get('board');
  return {
    keyword: search.get('keyword')?.trim() ?? '',
    tab: search.get('tab') === 'members' ? 'members' : 'posts',
    filters: {
      ...(boardId ? { boardId } : {}),
      ...(isSearchPeriod(period) ? { period } : {}),
    },
  };
}

/** The route that serves a path, or undefined when the path must redirect to `/`. */
export function matchRoute(pathname: string): RouteEntry | undefined {
  return compiled.find(({ regex }) => regex.test(pathname))?.route;
}

/** The named parameters of a path on its route: `/post-details/:id` + `/post-details/5` → `{ id: '5' }`. */
export function routeParams(route: RouteEntry, pathname: string): Record<string, string> {
  const names = route.path.split('/');
  const values = pathname.split('/');
  const params: Record<string, string> = {};
  names.forEach((segment, index) => {
    const value = values[index];
    if (segment.startsWith(':') && value) params[segment.replace(/^:|\?$/g, '')] = decodedSegment(value);
  });
  return params;
}

/** A path segment as written, when its percent-encoding is broken (`%E0`): it then names nothing. */
function decodedSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Named-route path builders used by links (spec §2 "Named routes"). */
export const paths = {
  home: () => '/',
  search: (keyword?: string) => (keyword ? `/search?keyword=${encodeURIComponent(keyword)}` : '/search'),
  postDetails: (id: string, commentId?: string) =>
    `/post-details/${encodeURIComponent(id)}${commentId ? `?comment=${encodeURIComponent(commentId)}` : ''}`,
  boardDetail: (id?: string, join?: boolean) =>
    `/board/detail${id ? `/${encodeURIComponent(id)}` : ''}${join ? '?join=true' : ''}`,
  productClassification: () => '/product',
  checkin: () => '/checkin',
  myMissions: () => '/personal/missions',
  myMedals: () => '/personal/medals',
  myMessage: (tab?: 'like' | 'comment' | 'system' | 'chat') => `/personal/message${tab ? `?tab=${tab}` : ''}`,
  /** The direct-messages tab open on the conversation with a member. */
  chatWith: (userId: string) => `/personal/message?tab=chat&with=${encodeURIComponent(userId)}`,
  appMessageDetails: (userId: string) => `/android/message-details/${encodeURIComponent(userId)}`,
  contentCollection: (id?: string) => `/content/collection${id ? `/${encodeURIComponent(id)}` : ''}`,
  contentCompetition: (id: string) => `/content/competition/${encodeURIComponent(id)}`,
  discoverModel: (id: string) => `/link/discover/model/${encodeURIComponent(id)}`,
  userPosts: (id: string) => `/user/${encodeURIComponent(id)}/posts`,
  publishPost: () => '/publish/post',
  publishBugReport: () => '/publish/bug-report',
  feedback: () => '/feedback',
  language: () => '/language',
  report: (userId: string) => `/report?user=${encodeURIComponent(userId)}`,
  admin: (section?: string) => `/admin${section ? `/${encodeURIComponent(section)}` : ''}`,
} as const;
