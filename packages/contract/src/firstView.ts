import { callUrl } from './api/callUrl.ts';
import {
  boardsCalls,
  commentsCalls,
  feedsCalls,
  identityCalls,
  postsCalls,
  siteCalls,
  socialCalls,
} from './api/calls.ts';
import { defaultBoardPostSort, defaultCommentSort } from './api/constants.ts';
import { gamificationCalls } from './api/rewardCalls.ts';

/** Who a page is for: what a member's first view asks differs from a visitor's. */
export type FirstViewReader = 'visitor' | 'member';

type Call = { path: string };
type Calls = (params: Record<string, string>, reader: FirstViewReader) => (string | false)[];

const url = (call: Call, params?: object, query?: object) => callUrl(call.path, params, query);

/**
 * Every page's shell: who is signed in and the site-wide grey mode. A member's red dots are not
 * among them: they count in the database on every call, show nothing the page waits for, and are
 * asked again each minute anyway.
 */
const shellCalls: Calls = () => [url(identityCalls.profile), url(siteCalls.grayMode)];

/**
 * The GET calls each page makes before it can show its content, written with the same `callUrl` and
 * defaults as the web's queries. The server answers them inside the page it sends (so the first
 * view needs no round trip for data) and reads what a crawler or link preview needs from them. A call
 * missing here is only slower (the browser asks for it); the browser journeys check that the pages
 * named here ask for nothing on their first view.
 */
const pageCalls: Record<string, Calls> = {
  home: () => [url(siteCalls.topSector), url(siteCalls.banners), url(feedsCalls.recommended)],
  'post-details': ({ id }) =>
    id ? [url(postsCalls.detail, { id }), url(commentsCalls.list, { id }, { sort: defaultCommentSort })] : [],
  'board-detail': ({ id }) =>
    id
      ? [url(boardsCalls.detail, { id }), url(postsCalls.boardPosts, { id }, { sort: defaultBoardPostSort })]
      : [],
  'product-classification': () => [url(boardsCalls.list)],
  'check-in': (_params, reader) => [reader === 'member' && url(gamificationCalls.typeCount)],
  'user-posts': ({ id }) =>
    id ? [url(socialCalls.profile, { id }), url(postsCalls.memberPosts, { id })] : [],
};

/** The URLs of the calls a page's first view makes, shell first. */
export function firstViewCalls(
  route: string,
  params: Record<string, string>,
  reader: FirstViewReader,
): string[] {
  const page = Object.hasOwn(pageCalls, route) ? pageCalls[route]!(params, reader) : [];
  const calls = [...shellCalls(params, reader), ...page];
  return calls.filter((call): call is string => call !== false);
}
