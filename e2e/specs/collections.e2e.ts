import type { PostSummary, TcmAdmin } from '@fanzone/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import {
  acceptCookies,
  appStarted,
  boardNamed,
  callApiFromPage,
  memberOnDesktop,
  memberOnDevice,
  memberOnPhone,
} from '../src/journeys.ts';

describe('topics, collections, the video feed and board banners', () => {
  const site = useSite('in');

  /** The demo's topics and collections, as operators list them. */
  async function demoItems(admin: Page) {
    return (await callApiFromPage<TcmAdmin[]>(admin, 'GET', '/api/admin/tcm')).body.data;
  }

  async function visitor(device: typeof desktop | typeof mobile, path: string) {
    const opened = await openPage(site.browser, site.url, device);
    await opened.page.goto(path);
    await acceptCookies(opened.page);
    await appStarted(opened.page);
    return opened;
  }

  for (const [layout, device] of [
    ['a phone', mobile],
    ['a desktop', desktop],
  ] as const) {
    it(`opens the collection from a board's banner on ${layout}, and says when a collection has expired`, async () => {
      const series = (await (await fetch(`${site.url}/api/forum/list`)).json()) as {
        data: { id: string; name: string }[];
      };
      const board = series.data.find((entry) => entry.name === 'Nova 12 Series')!;
      const { context, page } = await visitor(device, `/board/detail/${board.id}`);
      const banners = page.getByTestId('board-banners');
      await banners.waitFor();
      await banners.getByTestId('banner-tcm').click();
      await page.waitForURL(/\/content\/collection\/\d+$/);
      const head = page.getByTestId('collection-head');
      await expect.poll(() => head.textContent()).toContain('The posts members liked most');
      expect(await head.textContent()).toContain('Chosen by the community team every week.');
      expect(await head.locator('img').getAttribute('src')).toMatch(/collection-best-of\.svg$/);
      expect(await page.getByTestId('page-title').textContent()).toBe('Best of the community');
      await expect
        .poll(() => page.getByTestId('collection-posts').locator('article.post-card').count())
        .toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // A collection that is not there, and a link without one, say the spec's words.
      for (const path of ['/content/collection/987654321', '/content/collection']) {
        await page.goto(path);
        await appStarted(page);
        await expect
          .poll(() => page.getByTestId('collection-expired').textContent())
          .toContain('This page has expired.');
      }
      await context.close();
    });
  }

  it('sends a topic and a link type only the apps know to the app on a phone and a desktop, and withdraws a collection from the console', async () => {
    const admin = await memberOnPhone(site, 'admin', 'fanzone-admin');
    const items = await demoItems(admin.page);
    const topic = items.find((item) => item.tcmType === 'Topic')!;
    const collection = items.find((item) => item.tcmType === 'Collection')!;
    const nova12 = await boardNamed(admin.page, 'Nova 12');
    const series = await boardNamed(admin.page, 'Nova 12 Series');
    const added = await callApiFromPage(admin.page, 'POST', `/api/admin/boards/${nova12.id}/banners`, {
      title: { en: 'Launch week' },
      imageUrl: '/medals/event-winner.svg',
      redirectType: 'topic',
      resource: topic.id,
    });
    expect(added.status).toBe(200);

    for (const device of [mobile, desktop]) {
      const { context, page } = await visitor(device, `/board/detail/${nova12.id}`);
      await page.getByTestId('board-banners').getByTestId('banner-tcm').click();
      const prompt = page.getByTestId('app-prompt');
      await expect
        .poll(() => prompt.textContent())
        .toContain('Go to the app to explore/experience more features.');
      expect(await prompt.getByTestId('app-prompt-go').textContent()).toBe('GO');
      // The topic is not opened on the web: the reader stays on the board.
      expect(new URL(page.url()).pathname).toBe(`/board/detail/${nova12.id}`);
      // Esc closes a dialog once it is open (shown), not while it is still being drawn.
      await prompt.waitFor();
      await page.keyboard.press('Escape');
      await prompt.waitFor({ state: 'detached' });

      await page.goto(`/board/detail/${series.id}`);
      await appStarted(page);
      await page.getByTestId('board-banners').getByTestId('banner-app-only').click();
      await expect.poll(() => prompt.textContent()).toContain('Please visit the app to view');
      expect(await prompt.getByTestId('app-prompt-go').textContent()).toBe('GO');
      expect(new URL(page.url()).pathname).toBe(`/board/detail/${series.id}`);
      await prompt.waitFor();
      await page.keyboard.press('Escape');
      await prompt.waitFor({ state: 'detached' });

      // The topic's own page says the same, with the app-download helper.
      await page.goto(`/content/collection/${topic.id}`);
      await appStarted(page);
      await expect
        .poll(() => page.getByTestId('collection-app-only').textContent())
        .toContain('Go to the app to explore/experience more features.');
      expect(await page.getByTestId('collection-go').textContent()).toBe('GO');
      expect(await page.getByTestId('collection-head').count()).toBe(0);
      await context.close();
    }

    // An operator withdraws the collection in the console: readers are told it has expired.
    const { context, page } = await visitor(mobile, '/');
    await admin.page.goto('/admin/collections');
    await appStarted(admin.page);
    const card = admin.page.getByTestId(`tcm-${collection.id}`);
    await card.getByTestId('tcm-status').click();
    await expect.poll(() => card.textContent()).toContain('Withdrawn');
    await page.goto(`/content/collection/${collection.id}`);
    await appStarted(page);
    await expect
      .poll(() => page.getByTestId('collection-expired').textContent())
      .toContain('This page has expired.');
    await card.getByTestId('tcm-status').click();
    await expect.poll(() => card.textContent()).toContain('Published');
    await Promise.all([context.close(), admin.context.close()]);
  });

  it("leads each of the spec's link types where it goes, on a phone and on a desktop", async () => {
    const admin = await memberOnDesktop(site, 'admin', 'fanzone-admin');
    const pro = await boardNamed(admin.page, 'Nova 12 Pro');
    const nova12 = await boardNamed(admin.page, 'Nova 12');
    const listed = await callApiFromPage<PostSummary[]>(
      admin.page,
      'GET',
      `/api/forum/${nova12.id}/posts?sort=new`,
    );
    const post = listed.body.data[0]!;
    const kinds = [
      ['thread', post.id],
      ['forum', nova12.id],
      ['board', nova12.id],
      ['product', ''],
      ['check-in', ''],
      ['task', ''],
      ['url', 'example.com/nova'],
      // `http` is the spec's other external type: an address kept as written, or given its scheme.
      ['http', 'http://downloads.example/nova-manual'],
      ['http', 'downloads.example/nova-care'],
      // Only http(s) is ever opened: another scheme leads nowhere.
      ['http', 'javascript:alert(document.cookie)'],
    ] as const;
    for (const [redirectType, resource] of kinds) {
      const added = await callApiFromPage(admin.page, 'POST', `/api/admin/boards/${pro.id}/banners`, {
        title: { en: `To ${redirectType}` },
        imageUrl: '/medals/event-winner.svg',
        redirectType,
        resource,
      });
      expect(added.status).toBe(200);
    }
    await admin.context.close();
    for (const [device, boardLink] of [
      [mobile, `/board/detail/${nova12.id}?join=true`],
      [desktop, '/product'],
    ] as const) {
      const { context, page } = await visitor(device, `/board/detail/${pro.id}`);
      const links = page.getByTestId('board-banners').locator('li a');
      await expect.poll(() => links.count()).toBe(kinds.length);
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')),
      );
      expect(hrefs).toEqual([
        `/post-details/${post.id}`,
        `/board/detail/${nova12.id}`,
        boardLink,
        '/product',
        '/checkin',
        '/personal/missions',
        'https://example.com/nova',
        'http://downloads.example/nova-manual',
        'https://downloads.example/nova-care',
        'about:blank',
      ]);
      // External addresses open in a new tab, and the board stays open in its own.
      const external = links.filter({ has: page.locator('img[alt^="To url"], img[alt^="To http"]') });
      expect(
        await external.evaluateAll((anchors) =>
          anchors.map((anchor) => [anchor.getAttribute('target'), anchor.getAttribute('rel')]),
        ),
      ).toEqual(Array(4).fill(['_blank', 'noopener noreferrer']));
      // The address is not on the test machine: answer for it.
      await context.route('http://downloads.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Nova manual</title>' }),
      );
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        links
          .filter({ has: page.locator('img[alt="To http"]') })
          .first()
          .click(),
      ]);
      await tab.waitForURL('http://downloads.example/nova-manual');
      expect(await tab.title()).toBe('Nova manual');
      expect(new URL(page.url()).pathname).toBe(`/board/detail/${pro.id}`);
      await tab.close();
      await links.first().click();
      await page.waitForURL(new RegExp(`/post-details/${post.id}$`));
      await context.close();
    }
  });

  for (const [layout, device, login] of [
    ['a phone', mobile, 'fan'],
    ['a desktop', desktop, 'maria_lens'],
  ] as const) {
    it(`plays the video feed on ${layout}: the given post first, the next on a swipe, with like, comments and share`, async () => {
      const member = await memberOnDevice(site, device, login);
      const page = member.page;
      await page.goto('/');
      await appStarted(page);
      const club = await boardNamed(page, 'Photography club');
      const listed = await callApiFromPage<PostSummary[]>(
        page,
        'GET',
        `/api/forum/${club.id}/posts?sort=new`,
      );
      const clip = listed.body.data.find((post) => post.title === 'Night market in 4K on the Nova 12 Pro')!;

      await page.goto(`/content/playVideo/${clip.id}`);
      await appStarted(page);
      const slides = page.getByTestId('video-slide');
      await expect.poll(() => slides.count()).toBeGreaterThan(1);
      const first = slides.first();
      expect(await first.getAttribute('data-post-id')).toBe(clip.id);
      await expect.poll(() => first.getAttribute('data-active')).toBe('true');
      expect(await first.locator('video').getAttribute('poster')).toMatch(/clip-0\.svg$/);
      // The demo's clip is a real video the browser decodes, not only a poster.
      await expect
        .poll(() => first.locator('video').evaluate((video: HTMLVideoElement) => video.readyState))
        .toBeGreaterThanOrEqual(2);

      const like = first.getByTestId('post-like');
      const likesBefore = Number(await first.getByTestId('post-like-count').textContent());
      expect(await like.getAttribute('aria-pressed')).toBe('false');
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
      expect(Number(await first.getByTestId('post-like-count').textContent())).toBe(likesBefore + 1);

      const share = first.getByTestId('video-share');
      await share.click();
      await page.getByTestId('share-dialog').waitFor();
      await page.keyboard.press('Escape');
      // Closed, the dialog hands focus back to the share button, which scrolls its slide into view:
      // the swipe waits for that, as a person's thumb waits for the dialog to go (CI swiped first, and
      // the focus took the feed back to the first video).
      await page.getByTestId('share-dialog').waitFor({ state: 'detached' });
      await expect.poll(() => share.evaluate((button) => button === document.activeElement)).toBe(true);

      // A swipe (a scroll of the feed by its own height) brings the next video post, which plays.
      await page.getByTestId('video-feed').evaluate((feed) => feed.scrollBy(0, feed.clientHeight));
      await expect.poll(() => slides.nth(1).getAttribute('data-active')).toBe('true');
      expect(await first.getAttribute('data-active')).toBeNull();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await slides.nth(1).getByTestId('video-comments').click();
      await page.waitForURL(/\/post-details\/\d+/);
      await page.getByTestId('comments').waitFor();
      await member.context.close();
    });
  }

  it('says a video is not available when its post is not a video post, and opens the newest without one', async () => {
    const { context, page } = await visitor(mobile, '/');
    const nova12 = await boardNamed(page, 'Nova 12');
    const listed = await callApiFromPage<PostSummary[]>(
      page,
      'GET',
      `/api/forum/${nova12.id}/posts?sort=new`,
    );
    await page.goto(`/content/playVideo/${listed.body.data[0]!.id}`);
    await appStarted(page);
    await expect
      .poll(() => page.getByTestId('video-feed-unavailable').textContent())
      .toContain('This video is not available');
    // Opened without a post, the feed starts at the newest video post.
    await page.goto('/content/playVideo');
    await appStarted(page);
    const slides = page.getByTestId('video-slide');
    await expect.poll(() => slides.count()).toBeGreaterThan(1);
    await expect.poll(() => slides.first().getAttribute('data-active')).toBe('true');
    await context.close();
  });
});
