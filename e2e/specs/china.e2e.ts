import { routeTable } from '@fanzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from '../src/browser.ts';
import { useSharedSite } from '../src/fixtures.ts';
import { acceptCookies, currentDirection, expectTitle } from '../src/journeys.ts';

/** Sample addresses for every route of spec §2 (params filled in). */
const sampleUrls = routeTable
  .filter((route) => !('redirectTo' in route))
  .map((route) => ({
    name: route.name,
    url:
      route.name === 'policy-version'
        ? '/pp/1.0.2'
        : route.path.replace(/:(\w+)\?/g, '7').replace(/:(\w+)/g, '7'),
  }));

describe('China build', () => {
  const site = useSharedSite('cn');

  it('first load on a fresh database shows the home page in Chinese with the desktop chrome', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/');
    await expect.poll(() => page.getByTestId('desktop-header').isVisible()).toBe(true);
    await expectTitle(page, '首页 - Fanzone');
    expect(await currentDirection(page)).toEqual({ lang: 'zh-CN', dir: 'ltr' });
    const footer = page.getByTestId('footer');
    await expect.poll(() => footer.textContent()).toContain('京ICP备');
    expect(await page.getByTestId('footer-language').count()).toBe(0);
    expect(await page.getByTestId('customer-service').isVisible()).toBe(true);
    expect(await page.getByTestId('login-button').isVisible()).toBe(true);
    expect(await page.getByTestId('tab-bar').count()).toBe(0);
    await context.close();
  });

  // One test per route (the whole table in one test outgrew its time on a loaded machine), on one
  // desktop profile as a reader going from page to page.
  describe('answers every route of the spec', () => {
    let opened: Awaited<ReturnType<typeof openPage>>;
    beforeAll(async () => {
      opened = await openPage(site.browser, site.url, desktop);
    });
    afterAll(async () => {
      await opened?.context.close();
    });

    it.each(sampleUrls)('$name ($url)', async ({ name, url }) => {
      const { page } = opened;
      const entry = routeTable.find((candidate) => candidate.name === name)!;
      // Members-only routes start the login at once, which aborts the page load on purpose.
      const response = await page.goto(url).catch((error: Error) => {
        if ('loginRequired' in entry && /ERR_ABORTED/.test(error.message)) return null;
        throw error;
      });
      if (response) expect(response.status(), name).toBe(200);
      await page.waitForLoadState('load');
      if ('loginRequired' in entry) {
        await page.waitForURL(/\/idp\/login\//);
        return;
      }
      const path = new URL(page.url()).pathname;
      expect(path === '/' && url !== '/', `${name} (${url}) fell back to home`).toBe(false);
      expect(await page.getByTestId('start-failed').count(), name).toBe(0);
    });

    it('sends unknown addresses home, and the old board address to the product page', async () => {
      const { page } = opened;
      for (const unknown of ['/nowhere', '/post-details', '/a/b/c/d']) {
        await page.goto(unknown);
        expect(new URL(page.url()).pathname).toBe('/');
      }
      await page.goto('/board');
      expect(new URL(page.url()).pathname).toBe('/product');
    });
  });

  it('hides header, footer and tab bar on app-only routes', async () => {
    const { context, page } = await openPage(site.browser, site.url, mobile);
    await page.goto('/android/about-us');
    await expect.poll(() => page.getByTestId('page-title').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('mobile-header').count()).toBe(0);
    expect(await page.getByTestId('tab-bar').count()).toBe(0);
    expect(await page.getByTestId('footer').count()).toBe(0);
    await context.close();
  });

  it('on a phone shows the mobile header and tab bar instead of the desktop header', async () => {
    const { context, page } = await openPage(site.browser, site.url, mobile);
    await page.goto('/');
    await expect.poll(() => page.getByTestId('tab-bar').isVisible()).toBe(true);
    expect(await page.getByTestId('mobile-header').isVisible()).toBe(true);
    expect(await page.getByTestId('desktop-header').count()).toBe(0);
    expect(await page.getByTestId('checkin-link').isVisible()).toBe(true);
    await context.close();
  });

  it('shows the cookie notice until accepted, and keeps the choice', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/');
    await expect.poll(() => page.getByTestId('cookie-notice').isVisible()).toBe(true);
    await acceptCookies(page);
    await expect.poll(() => page.getByTestId('cookie-notice').count()).toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie-privacy-accept');
    expect(cookie).toBeDefined();
    expect(Math.round(cookie!.expires - Date.now() / 1000)).toBeGreaterThan(33_696_000 - 120);
    await page.reload();
    await expect.poll(() => page.getByTestId('desktop-header').isVisible()).toBe(true);
    expect(await page.getByTestId('cookie-notice').count()).toBe(0);
    await context.close();
  });

  it('shows back-to-top after scrolling more than one window height', async () => {
    const { context, page } = await openPage(site.browser, site.url, {
      viewport: { width: 1280, height: 400 },
    });
    await page.goto('/privacy-policy');
    await acceptCookies(page);
    await expect.poll(() => page.getByTestId('page-title').isVisible()).toBe(true);
    expect(
      await page
        .getByTestId('back-to-top')
        .isVisible()
        .catch(() => false),
    ).toBe(false);
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, window.innerHeight + 200);
    });
    await expect.poll(() => page.getByTestId('back-to-top').isVisible()).toBe(true);
    await page.getByTestId('back-to-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});
