import { loginOverHttp } from '@fanzone/testkit';
import { describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';

/**
 * The five first views of issue 12 carry their own data and give every picture its size: the page the server sends holds the
 * answers to its first calls, so the browser asks the API for none of them (a member's calendar
 * range and the check-in status, which depend on the day and are written, are still asked).
 */
describe('first views carry their data', () => {
  const site = useSite('cn');

  for (const [reader, device] of [
    ['visitor', mobile],
    ['member', desktop],
  ] as const) {
    it(`asks the API for none of the first calls of home, a post, a board, the boards and check-in as a ${reader}, pictures sized`, async () => {
      const feed = (await (await fetch(`${site.url}/api/feeds/recommended`)).json()) as {
        data: { id: string; board: { id: string } }[];
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
        const asked: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/api/'))
            asked.push(`${request.method()} ${url.pathname}${url.search}`);
        });
        const response = await page.goto(route, { waitUntil: 'networkidle' });
        await page.waitForSelector(ready);
        const html = await response!.text();
        if (route.startsWith('/post-details/') || route.startsWith('/board/detail/')) {
          // The tab says what the page shows, as the server's <title> for this address does.
          const served = /<title>([^<]*)<\/title>/.exec(html)![1]!;
          expect(served).not.toBe('Fanzone');
          await expect.poll(() => page.title(), { message: route }).toBe(served);
        }
        const embedded = Object.keys(
          JSON.parse(html.match(/id="fanzone-answers">(.*?)<\/script>/)![1]!) as object,
        );
        expect(embedded.length, route).toBeGreaterThanOrEqual(2);
        const askedAgain = asked.filter((call) => embedded.includes(call.replace(/^GET /, '')));
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
    });
  }
});
