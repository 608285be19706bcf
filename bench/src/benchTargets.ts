import type { HotPathData } from './targets.ts';
import type { BenchMembers } from './writeTargets.ts';
import { benchPost, inAppUserAgent } from './writeTargets.ts';
import { searchWords } from './generator/corpus.ts';

/** One load the bench puts on the server: a path, how it is asked, and the budget it should keep. */
export type Target = {
  name: string;
  path: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: unknown;
  /**
   * Each request takes the next member's session (a first write per member) and/or the next path (the
   * long tail: a different post or board each time), across warm-up and run.
   */
  rotate?: { cookies?: string[]; paths?: string[]; next: number };
  /** ARCHITECTURE §9's p99 for this read, where it sets one; the table says whether the run kept it. */
  p99BudgetMs?: number;
};

/** ARCHITECTURE §9: API reads on a 1,000,000-post database, p99 at 50 connections on 2 cores. */
const apiReadBudgetMs = 50;

/** Writes that move missions (ARCHITECTURE §9 is about reads; these show what rewards cost on a write). */
export function writeTargets(members: BenchMembers, hotPost?: { id: string }): Target[] {
  const write = { 'x-requested-with': 'XMLHttpRequest', 'user-agent': inAppUserAgent };
  // A JSON content type without a body is refused (400), so only the call with a body declares one.
  const json = { ...write, 'content-type': 'application/json' };
  const count = members.cookies.length.toLocaleString('en-US');
  return [
    {
      name: `POST /api/check-in (in app; each request a different member's first check-in of ${count})`,
      path: '/api/check-in',
      method: 'POST',
      headers: write,
      rotate: { cookies: members.cookies, next: 0 },
    },
    {
      name: 'POST /api/posts (each a different member; completes "Publish a post today")',
      path: '/api/posts',
      method: 'POST',
      headers: json,
      body: benchPost(members),
      rotate: { cookies: members.cookies, next: 0 },
    },
    // A reply to the busiest thread: its counts, its board's activity and the author's notice move.
    ...(hotPost
      ? [
          {
            name: 'POST /api/posts/:id/comments (each a different member, on the busiest post)',
            path: `/api/posts/${hotPost.id}/comments`,
            method: 'POST' as const,
            headers: json,
            body: { content: 'Same here: two days with normal use.' },
            rotate: { cookies: members.cookies, next: 0 },
          },
        ]
      : []),
  ];
}

/** The reads every run has, generated data or not: the member's own, the site's, the HTML shell. */
export function baseTargets(session: string): Target[] {
  return [
    {
      name: 'GET /api/account/profile (logged in)',
      path: '/api/account/profile',
      headers: { cookie: session },
    },
    { name: 'GET /api/website-navigation', path: '/api/website-navigation' },
    {
      name: 'GET /api/message/badge (logged in, one query)',
      path: '/api/message/badge',
      headers: { cookie: session },
    },
    {
      name: 'GET /api/forum/list (logged in, one query)',
      path: '/api/forum/list',
      headers: { cookie: session },
    },
    { name: 'GET / (HTML shell)', path: '/' },
  ];
}

/** The read paths ARCHITECTURE §9 budgets (p99 ≤ 50 ms at 50 connections on a 1,000,000-post database). */
export function hotPathTargets(data: HotPathData, session: string): Target[] {
  const targets = hotPathReads(data, session);
  // The budget is the API's; pages drawn on the server have the first-view budgets instead.
  return targets.map((target) =>
    target.path.startsWith('/api/') ? { ...target, p99BudgetMs: apiReadBudgetMs } : target,
  );
}

function hotPathReads(data: HotPathData, session: string): Target[] {
  const board = `/api/forum/${data.board.id}/posts`;
  const deep = `${data.deepRows.toLocaleString('en-US')} rows deep`;
  return [
    { name: 'GET /api/feeds/recommended (visitor)', path: '/api/feeds/recommended' },
    {
      name: 'GET /api/feeds/recommended (logged in)',
      path: '/api/feeds/recommended',
      headers: { cookie: session },
    },
    {
      name: 'GET /api/feeds/following (logged in: 50 members, 5 boards)',
      path: '/api/feeds/following',
      headers: { cookie: session },
    },
    // The board page's own read beside its list (its counts fresh, the rest from the catalogue).
    {
      name: 'GET /api/forum/:id (logged in)',
      path: `/api/forum/${data.board.id}`,
      headers: { cookie: session },
    },
    { name: 'GET board posts sort=reply, first page (pins + 20)', path: `${board}?sort=reply` },
    {
      name: 'GET board posts sort=reply, first page (logged in)',
      path: `${board}?sort=reply`,
      headers: { cookie: session },
    },
    {
      name: `GET board posts sort=reply, cursor ${deep}`,
      path: `${board}?sort=reply&cursor=${data.replyCursor}`,
    },
    { name: 'GET board posts sort=hot, first page (pins + 20)', path: `${board}?sort=hot` },
    { name: `GET board posts sort=hot, cursor ${deep}`, path: `${board}?sort=hot&cursor=${data.hotCursor}` },
    // A visitor's deeper page is kept for a few seconds like the first; a member's is read each time.
    {
      name: `GET board posts sort=hot, cursor ${deep} (logged in)`,
      path: `${board}?sort=hot&cursor=${data.hotCursor}`,
      headers: { cookie: session },
    },
    {
      name: `GET /api/posts/:id (visitor, ${data.post.comments.toLocaleString('en-US')} comments)`,
      path: `/api/posts/${data.post.id}`,
    },
    {
      name: 'GET /api/posts/:id (logged in)',
      path: `/api/posts/${data.post.id}`,
      headers: { cookie: session },
    },
    {
      name: 'GET /api/posts/:id/comments (visitor, first page)',
      path: `/api/posts/${data.post.id}/comments`,
    },
    {
      name: 'GET /api/posts/:id/comments (logged in, first page)',
      path: `/api/posts/${data.post.id}/comments`,
      headers: { cookie: session },
    },
    // Pages as a phone's browser asks for them (compressed): each arrives drawn by the server
    // renderer with its queries' answers (a member's every time, a visitor's kept a few seconds).
    {
      name: 'GET /post-details/:id page (visitor, brotli)',
      path: `/post-details/${data.post.id}`,
      headers: browser,
    },
    {
      name: 'GET /post-details/:id page (logged in, brotli)',
      path: `/post-details/${data.post.id}`,
      headers: { ...browser, cookie: session },
    },
    {
      name: 'GET /board/detail/:id page (visitor, brotli)',
      path: `/board/detail/${data.board.id}`,
      headers: browser,
    },
    {
      name: 'GET /board/detail/:id page (logged in, brotli)',
      path: `/board/detail/${data.board.id}`,
      headers: { ...browser, cookie: session },
    },
    // Search (issue 15): a word in a good share of the English posts, a Chinese pair inside longer
    // runs, a word one post in ten thousand carries, and a member's whole name.
    ...[
      ['common word', searchWords.common],
      ['two-character Chinese', searchWords.chinesePair],
      ['rare word', searchWords.rare],
    ].map(([what, word]) => ({
      name: `GET /api/search/posts (${what}: ${word})`,
      path: `/api/search/posts?keyword=${encodeURIComponent(word!)}`,
    })),
    {
      name: 'GET /api/search/posts (common word, logged in)',
      path: `/api/search/posts?keyword=${searchWords.common}`,
      headers: { cookie: session },
    },
    {
      name: `GET /api/search/members (a name: ${data.memberName})`,
      path: `/api/search/members?keyword=${encodeURIComponent(data.memberName)}`,
    },
    { name: 'GET / page (visitor, brotli)', path: '/', headers: browser },
    { name: 'GET / page (logged in, brotli)', path: '/', headers: { ...browser, cookie: session } },
    ...longTailReads(data, session),
  ];
}

/**
 * The long tail: each request a different post or board drawn across the whole database, so the
 * read cache rarely holds it (a crawler walking the sitemap, a reader arriving from a search).
 */
function longTailReads({ longTail }: HotPathData, session: string): Target[] {
  const posts = `long tail: ${longTail.postIds.length.toLocaleString('en-US')} posts`;
  const boards = `long tail: ${longTail.boardIds.length.toLocaleString('en-US')} boards`;
  const walk = (paths: string[]) => ({ path: paths[0]!, rotate: { paths, next: 0 } });
  const postApi = longTail.postIds.map((id) => `/api/posts/${id}`);
  const postPages = longTail.postIds.map((id) => `/post-details/${id}`);
  const boardApi = longTail.boardIds.map((id) => `/api/forum/${id}/posts?sort=reply`);
  const boardPages = longTail.boardIds.map((id) => `/board/detail/${id}`);
  return [
    { name: `GET /api/posts/:id (visitor, ${posts})`, ...walk(postApi) },
    { name: `GET /api/posts/:id (logged in, ${posts})`, ...walk(postApi), headers: { cookie: session } },
    { name: `GET /post-details/:id page (visitor, brotli, ${posts})`, ...walk(postPages), headers: browser },
    {
      name: `GET /post-details/:id page (logged in, brotli, ${posts})`,
      ...walk(postPages),
      headers: { ...browser, cookie: session },
    },
    { name: `GET board posts sort=reply, first page (visitor, ${boards})`, ...walk(boardApi) },
    {
      name: `GET /board/detail/:id page (visitor, brotli, ${boards})`,
      ...walk(boardPages),
      headers: browser,
    },
  ];
}

/** A phone's browser: the mobile layout most readers get (`likelyLayout`). */
export const phoneUserAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

/** What a phone's browser sends that changes the answer's cost: compressed answers, the mobile layout. */
const browser = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': phoneUserAgent };
