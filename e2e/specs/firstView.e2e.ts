import { loginOverHttp } from '@fanzone/testkit';
import { describe, expect, it } from 'vitest';
import {
  callUrl,
  dayKey,
  firstViewCalls,
  matchRoute,
  messagesCalls,
  regions,
  routeParams,
} from '@fanzone/contract';
import { desktop, inBrandApp, mobile, openPage } from '../src/browser.ts';
import { useSharedSite } from '../src/fixtures.ts';

/**
 * The five first views of issue 12 arrive drawn, carry their own data and give every picture its
 * size: the page the server sends holds the page's markup and what its queries were answered, so the
 * browser takes the markup over (the same elements stay) and asks the API for none of its first
 * calls (a member's check-in status, a POST, is still the browser's to ask).
 */
describe('first views carry their data', () => {
  const site = useSharedSite('cn');

  for (const [reader, device, layout] of [
    ['visitor', mobile, 'mobile'],
    ['member', desktop, 'desktop'],
  ] as const) {
    it(`asks the API for none of the first calls of home, a post, a board, the boards and check-in as a ${reader}, pictures sized`, async () => {
      const feed = (await (await fetch(`${site.url}/api/feeds/recommended`)).json()) as {
        data: { id: string; board: { id: string }; author: { id: string } }[];
      };
      const post = feed.data[0]!;
      const cookie = reader === 'member' ? await loginOverHttp(site.url, 'fan', 'fanzone-fan') : undefined;
      const pages = [
        ['/', '.post-card'],
        [`/post-details/${post.id}`, '[data-testid="post"]'],
        [`/board/detail/${post.board.id}`, '.post-card'],
        ['/product', '[data-testid="board-list"]'],
        ['/check-in', '.check-in'],
      ] as const;
      for (const [route, ready] of pages) {
        const { context, page } = await openPage(site.browser, site.url, device);
        if (cookie) {
          const [name, value] = cookie.split(';')[0]!.split('=') as [string, string];
          await context.addCookies([{ name, value, url: site.url }]);
        }
        // The first element of the content, as the HTML parser made it, before any script ran.
        await page.addInitScript((selector: string) => {
          const observer = new MutationObserver(() => {
            const found = document.querySelector(selector);
            if (!found) return;
            (window as unknown as { parsedContent?: Element }).parsedContent = found;
            observer.disconnect();
          });
          observer.observe(document, { childList: true, subtree: true });
        }, ready);
        const asked: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/api/'))
            asked.push(`${request.method()} ${url.pathname}${url.search}`);
        });
        // The one journey that waits for the network to go quiet: what it proves is that the
        // page's first calls never leave it, so it lets every call the start makes be seen.
        const response = await page.goto(route, { waitUntil: 'networkidle' });
        await page.waitForSelector(ready);
        const html = await response!.text();
        if (route.startsWith('/post-details/') || route.startsWith('/board/detail/')) {
          // The tab says what the page shows, as the server's <title> for this address does.
          const served = /<title>([^<]*)<\/title>/.exec(html)![1]!;
          expect(served).not.toBe('Fanzone');
          await expect.poll(() => page.title(), { message: route }).toBe(served);
        }
        const arrivesDrawn = await page.evaluate(
          ({ text, selector }) =>
            new DOMParser().parseFromString(text, 'text/html').querySelector(selector) !== null,
          { text: html, selector: ready },
        );
        expect(arrivesDrawn, `${route} arrives drawn`).toBe(true);
        // Drawn in one pass: what the page reads was asked before the first (web/src/server/firstViewQueries.ts),
        // and answered before it (contract `firstViewCalls`): no call made in the middle of the render.
        // A process's first render of a lazy part takes one pass more, so the page is asked again.
        const again = await context.request.get(route);
        expect(again.headers()['server-timing'], route).toMatch(
          /desc="1 pass", asked-while-drawing;desc="0 calls"/,
        );
        const tookOver = await page.evaluate((selector) => {
          const parsed = (window as unknown as { parsedContent?: Element }).parsedContent;
          return parsed !== undefined && parsed.isConnected && document.querySelector(selector) === parsed;
        }, ready);
        expect(tookOver, `${route}: the app kept the server's elements`).toBe(true);
        const entry = matchRoute(route)!;
        // The realtime socket, once open, asks the Message red dot again on purpose: a letter may
        // have come between the page being drawn and the socket listening (useRealtime's resync).
        const resynced = reader === 'member' ? [callUrl(messagesCalls.badge.path)] : [];
        const { timeZone } = regions.cn;
        const firstView = {
          params: routeParams(entry, route),
          search: new URLSearchParams(),
          layout,
          today: { day: dayKey(new Date(), timeZone), timeZone },
        };
        const firstCalls = firstViewCalls(entry, firstView, reader).filter(
          (call) => !resynced.includes(call),
        );
        const askedAgain = asked.filter((call) => firstCalls.includes(call.replace(/^GET /, '')));
        expect(askedAgain, `${route} as ${reader}`).toEqual([]);
        if (reader === 'visitor') expect(asked, route).toEqual([]);
        // Every picture has its box before it arrives, so nothing moves when it does.
        const withoutSize = await page.evaluate(() =>
          Array.from(document.querySelectorAll('img'))
            .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
            .map((image) => image.getAttribute('src')),
        );
        expect(withoutSize, route).toEqual([]);
        await context.close();
      }
      // A member's public page draws their profile and posts in one pass (asked twice: a process's
      // first render of a lazy part takes one pass more).
      const readerHeaders = {
        'user-agent': 'userAgent' in device ? device.userAgent : '',
        ...(cookie ? { cookie } : {}),
      };
      const memberPage = `${site.url}/user/${post.author.id}/posts`;
      await (await fetch(memberPage, { headers: readerHeaders })).text();
      const drawnMember = await fetch(memberPage, { headers: readerHeaders });
      expect(drawnMember.headers.get('server-timing')).toMatch(
        /desc="1 pass", asked-while-drawing;desc="0 calls"/,
      );
      // Search draws its tab's first results in one pass too (contract `searchPageOf`): the posts
      // tab with its boards filter, the members tab, and a keyword padded with spaces and a filter.
      const searches = [
        ['/search?keyword=Nova', '/api/search/posts?keyword=Nova', 'post'],
        ['/search?keyword=fan&tab=members', '/api/search/members?keyword=fan', 'member'],
        ['/search?keyword=%20Nova%20&period=year', '/api/search/posts?keyword=Nova&period=year', 'post'],
      ] as const;
      for (const [searchPage, searchCall, found] of searches) {
        const answer = (await (
          await fetch(`${site.url}${searchCall}`, { headers: readerHeaders })
        ).json()) as {
          data: ({ post: { id: string } } | { id: string })[];
        };
        const first = answer.data[0];
        expect(first, `${searchCall} finds something to draw`).toBeDefined();
        await (await fetch(`${site.url}${searchPage}`, { headers: readerHeaders })).text();
        const drawnSearch = await fetch(`${site.url}${searchPage}`, { headers: readerHeaders });
        expect(drawnSearch.headers.get('server-timing'), searchPage).toMatch(
          /desc="1 pass", asked-while-drawing;desc="0 calls"/,
        );
        const markup = await drawnSearch.text();
        expect(markup, searchPage).toContain(
          found === 'post' && 'post' in first!
            ? `data-testid="post-card-${first.post.id}"`
            : `href="/user/${(first as { id: string }).id}/posts"`,
        );
      }
      if (cookie) {
        // Me (the phone's tab bar): the member's own posts are asked before the page is drawn, by
        // their id, so it is drawn in one pass with its list. Asked twice: a process's first render
        // of a lazy part takes one pass more.
        const headers = { cookie, 'user-agent': 'userAgent' in device ? device.userAgent : '' };
        await (await fetch(`${site.url}/personal/posts`, { headers })).text();
        const me = await fetch(`${site.url}/personal/posts`, { headers });
        expect(me.headers.get('server-timing')).toMatch(/desc="1 pass", asked-while-drawing;desc="0 calls"/);
        expect(await me.text()).not.toContain('data-testid="my-posts-loading"');
      }
    });
  }
});

/**
 * Every page below is drawn in one render pass with nothing asked in its middle, for a visitor and a
 * member, on a phone and a desktop: the server answered what it reads before drawing (contract
 * `firstViewCalls`) and the render found it all there (`web/src/server/firstViewQueries.ts` reads
 * the same list). A call missing from either shows as a second pass or a call in `Server-Timing`.
 */
describe('pages drawn in one pass', () => {
  const site = useSharedSite('cn');
  const userAgents = {
    phone: mobile.userAgent,
    desktop:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36',
  };

  it('asks nothing while drawing Me, profiles, feeds, publishing, search, videos, promotions and the boards', async () => {
    const feed = (await (await fetch(`${site.url}/api/feeds/recommended`)).json()) as {
      data: { id: string; board: { id: string }; author: { id: string } }[];
    };
    const { id: postId, board, author } = feed.data[0]!;
    const member = await loginOverHttp(site.url, 'fan', 'fanzone-fan');
    const everyone = [
      '/',
      '/?tab=following',
      '/feeds',
      '/feeds?tab=recommended',
      `/post-details/${postId}`,
      `/board/detail/${board.id}`,
      '/board/detail?join=true',
      '/product',
      '/search?keyword=Nova',
      '/search?keyword=fan&tab=members',
      '/language',
      `/user/${author.id}/posts`,
      `/user/${author.id}/following`,
      `/user/${author.id}/followers`,
      `/user/${author.id}/medals`,
      '/content/playVideo',
      `/content/playVideo/${postId}`,
      '/ff-reward/free-gift',
      '/content/collection/1',
      '/content/competition/1',
    ];
    // The apps' own pages, opened inside the brand's app.
    const appPages = [
      `/post-details/${postId}/h5`,
      `/android/message-details/${author.id}`,
      '/link/discover',
      '/realmeclub',
      '/narzowarranty',
    ];
    // Me's sections and publishing: a visitor is asked to sign in there instead.
    const membersOwn = [
      '/personal/posts',
      '/personal/medals',
      '/personal/missions',
      '/personal/scores',
      '/personal/points',
      '/personal/following',
      '/personal/followers',
      '/personal/favourites',
      '/personal/comments',
      '/personal/drafts',
      '/personal/settings',
      '/personal/information',
      '/personal/about-us',
      '/publish/post',
      '/publish/topic',
      '/personal/message',
      '/personal/message?tab=like',
      '/feedback',
      '/ugc-certification',
      '/2024userreports',
      '/check-in',
      '/checkin',
    ];
    const drawnBadly: string[] = [];
    for (const [device, userAgent] of Object.entries({ ...userAgents, app: inBrandApp.userAgent })) {
      for (const [reader, cookie] of [
        ['visitor', undefined],
        ['member', member],
      ] as const) {
        const pages =
          device === 'app' ? appPages : reader === 'member' ? [...everyone, ...membersOwn] : everyone;
        for (const page of pages) {
          const headers = { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) };
          // A process's first render of a lazy part takes one pass more, so each page is asked twice.
          await (await fetch(`${site.url}${page}`, { headers })).text();
          const drawn = await fetch(`${site.url}${page}`, { headers });
          await drawn.text();
          const timing = drawn.headers.get('server-timing') ?? 'not drawn';
          if (!/desc="1 pass", asked-while-drawing;desc="0 calls"/.test(timing))
            drawnBadly.push(`${page} (${reader}, ${device}): ${timing}`);
        }
      }
    }
    expect(drawnBadly).toEqual([]);
  });
});

/**
 * What a crawler, a link preview or a browser without JavaScript gets: the page itself, drawn on the
 * server, with the post's title, text and pictures (sized), and a 404 with no post for a missing one.
 */
describe('pages without JavaScript', () => {
  const site = useSharedSite('global');

  it('reads a post, its board and home without running a script', async () => {
    const feed = (await (await fetch(`${site.url}/api/feeds/recommended`)).json()) as {
      data: { id: string; title: string; excerpt: string; board: { id: string; name: string } }[];
    };
    const post = feed.data[0]!;
    const context = await site.browser.newContext({ ...mobile, baseURL: site.url, javaScriptEnabled: false });
    const page = await context.newPage();

    const response = await page.goto(`/post-details/${post.id}`);
    expect(response!.status()).toBe(200);
    expect(await page.locator('[data-testid="post-title"]').innerText()).toContain(post.title);
    expect(await page.locator('[data-testid="post"]').innerText()).toContain(post.excerpt.slice(0, 40));
    const unsized = await page.locator('#root img:not([width]), #root img:not([height])').count();
    expect(unsized).toBe(0);

    const cardTitles = async () => (await page.locator('.post-card__title').allInnerTexts()).join('\n');
    await page.goto(`/board/detail/${post.board.id}`);
    expect(await cardTitles()).toContain(post.title);
    await page.goto('/');
    expect(await cardTitles()).toContain(post.title);
    // A link is a link: the post opens from the card with no script at all.
    await page
      .locator('.post-card', { hasText: post.title })
      .first()
      .locator('a[href^="/post-details/"]')
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/post-details/${post.id}`);

    const missing = await page.goto('/post-details/987654321');
    expect(missing!.status()).toBe(404);
    expect(await page.locator('[data-testid="post"]').count()).toBe(0);
    await context.close();
  });
});
