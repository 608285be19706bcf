import { describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from '../src/browser.ts';
import { useSharedSite, useSite } from '../src/fixtures.ts';
import { acceptCookies, appStarted, currentDirection, expectTitle, logIn } from '../src/journeys.ts';
import { submitLoginForm } from '@fanzone/testkit';

describe('India build', () => {
  const site = useSite('in');

  it('adds the country to titles and offers customer service and terms', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    // The page as sent already has the app's title: crawlers and previews read the same one.
    const served = await (await fetch(`${site.url}/search`, { headers: { 'accept-language': 'en' } })).text();
    expect(served).toContain('<title>Search - Fanzone India</title>');
    await page.goto('/');
    await expectTitle(page, 'Home - Fanzone India');
    expect(await page.getByTestId('customer-service').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('footer').textContent()).toContain('Terms and Conditions');
    await page.goto('/search');
    await expectTitle(page, 'Search - Fanzone India');
    await context.close();
  });

  it('switches language from the footer, listing every site but EU and PH', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/');
    await acceptCookies(page);
    await page.getByTestId('footer-language').click();
    const list = page.getByTestId('language-list');
    await expect.poll(() => list.isVisible()).toBe(true);
    expect(await page.getByTestId('language-eu').count()).toBe(0);
    expect(await page.getByTestId('language-ph').count()).toBe(0);
    await page.getByTestId('language-ru').click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => currentDirection(page)).toEqual({ lang: 'ru', dir: 'ltr' });
    await expect.poll(() => page.title()).toMatch(/Fanzone/);
    expect(await page.title()).not.toContain('Home');
    await context.close();
  });

  it('on a phone shows the mobile chrome with the tab bar and the publish sheet', async () => {
    const { context, page } = await openPage(site.browser, site.url, mobile);
    await page.goto('/');
    await expect.poll(() => page.getByTestId('tab-bar').isVisible()).toBe(true);
    expect(await page.getByTestId('desktop-header').count()).toBe(0);
    await acceptCookies(page);
    await page.getByTestId('tab-publish').click();
    // Publishing needs a login: the visitor is sent to the provider, and comes back to publish.
    await page.waitForURL(/\/idp\/login\//);
    await submitLoginForm(page, 'fan', 'fanzone-fan');
    await page.waitForURL((url) => !url.pathname.startsWith('/idp/') && !url.pathname.startsWith('/oidc/'));
    await expect.poll(() => page.getByTestId('tab-bar').isVisible()).toBe(true);
    await page.getByTestId('tab-publish').click();
    await expect.poll(() => page.getByTestId('publish-new-post').isVisible()).toBe(true);
    expect(await page.getByTestId('publish-help').isVisible()).toBe(true);
    await context.close();
  });

  it('lists the sites on the /language page too', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/language');
    await expect.poll(() => page.getByTestId('language-list').isVisible()).toBe(true);
    expect(await page.getByTestId('language-cn').count()).toBe(1);
    expect(await page.getByTestId('language-eu').count()).toBe(0);
    await context.close();
  });
});

describe('Europe build', () => {
  const site = useSharedSite('eu');

  it('links the cookie policy and hides customer service', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/');
    await expect.poll(() => page.getByTestId('footer').textContent()).toContain('Cookie Policy');
    expect(await page.getByTestId('customer-service').count()).toBe(0);
    await context.close();
  });

  it('on a phone asks a visitor for a country, stores it, and shows the mobile chrome', async () => {
    const { context, page } = await openPage(site.browser, site.url, mobile);
    await page.goto('/');
    await page.getByTestId('country-chooser').waitFor();
    await page.getByTestId('country-FR').click();
    await page.getByTestId('country-chooser').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('countryCode'))).toBe('FR');
    await expect.poll(() => page.getByTestId('tab-bar').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('tab-bar').isVisible()).toBe(true);
    expect(await page.getByTestId('country-chooser').count()).toBe(0);
    await context.close();
  });

  it("remembers a member's account country locally instead of asking", async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/');
    await page.getByTestId('country-chooser').waitFor();
    await page.getByTestId('country-IT').click();
    await acceptCookies(page);
    await logIn(page, 'fan', 'fanzone-fan');
    await expect.poll(() => page.getByTestId('avatar-button').isVisible()).toBe(true);
    const before = await page.evaluate(
      async () =>
        ((await (await fetch('/api/account/profile')).json()) as { data: { countryCode: string } }).data
          .countryCode,
    );
    expect(before).toBe('AT');
    await page.evaluate(() => localStorage.removeItem('countryCode'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('countryCode'))).toBe('AT');
    await context.close();
  });

  it('manages cookie categories: necessary always on, others off until chosen, restored next time', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/');
    await appStarted(page);
    // A European visitor is asked for a country first; the cookie choice comes after.
    await page.getByTestId('country-chooser').waitFor();
    await page.getByTestId('country-DE').click();
    await page.getByTestId('country-chooser').waitFor({ state: 'detached' });
    await page.getByTestId('cookie-manage-open').click();
    const necessary = page.getByTestId('cookie-flag-necessary');
    await expect.poll(() => necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    for (const flag of ['functional', 'analytics', 'advertising'])
      expect(await page.getByTestId(`cookie-flag-${flag}`).isChecked()).toBe(false);
    await page.getByTestId('cookie-flag-analytics').check();
    await page.getByTestId('cookie-manage-done').click();
    await expect.poll(() => page.getByTestId('cookie-notice').count()).toBe(0);
    const saved = (await context.cookies()).find((c) => c.name === 'cookie-privacy-manage');
    expect(JSON.parse(decodeURIComponent(saved!.value))).toEqual([true, false, true, false]);
    await context.close();
  });
});

describe('Egypt build', () => {
  const site = useSharedSite('eg');

  it('renders Arabic right to left, on desktop and on a phone', async () => {
    for (const device of [desktop, mobile]) {
      const { context, page } = await openPage(site.browser, site.url, device);
      await page.goto('/');
      await expect.poll(() => currentDirection(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      const chrome = page.getByTestId(device === desktop ? 'desktop-header' : 'tab-bar');
      await expect.poll(() => chrome.isVisible()).toBe(true);
      const direction = await chrome.evaluate((element) => getComputedStyle(element).direction);
      expect(direction).toBe('rtl');
      await context.close();
    }
  });

  it('lists editor group names right to left on the profile', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/');
    await acceptCookies(page);
    await logIn(page, 'moderator', 'fanzone-moderator');
    await page.goto('/personal/posts');
    const names = page.getByTestId('personal-header').getByTestId('editor-groups').locator('bdi');
    await expect.poll(() => names.count()).toBe(2);
    expect(await names.allTextContents()).toEqual(['Community Moderator', 'Camera Club Editor']);
    const [first, second] = [await names.nth(0).boundingBox(), await names.nth(1).boundingBox()];
    expect(first!.x).toBeGreaterThan(second!.x);
    await context.close();
  });
});

describe('global build, visitor from Europe', () => {
  const site = useSite('global', { COUNTRY_HEADER: 'cf-ipcountry' });

  it('asks to confirm the data-transfer statement; Cancel stops the start', async () => {
    const context = await site.browser.newContext({
      ...desktop,
      baseURL: site.url,
      extraHTTPHeaders: { 'cf-ipcountry': 'DE' },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByTestId('eu-confirm-button').isVisible()).toBe(true);
    expect(await page.getByTestId('desktop-header').count()).toBe(0);
    await page.getByTestId('eu-cancel').click();
    await expect.poll(() => page.getByTestId('eu-stopped').isVisible()).toBe(true);
    expect(await page.getByTestId('desktop-header').count()).toBe(0);
    await context.close();
  });

  it('starts after confirming, once per session', async () => {
    const context = await site.browser.newContext({
      ...desktop,
      baseURL: site.url,
      extraHTTPHeaders: { 'cf-ipcountry': 'DE' },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('eu-confirm-button').click();
    await expect.poll(() => page.getByTestId('desktop-header').isVisible()).toBe(true);
    await page.goto('/search');
    await expect.poll(() => page.getByTestId('desktop-header').isVisible()).toBe(true);
    expect(await page.getByTestId('eu-confirm-button').count()).toBe(0);
    await context.close();
  });

  it('on a phone confirms the statement, then shows the mobile chrome', async () => {
    const context = await site.browser.newContext({
      ...mobile,
      baseURL: site.url,
      extraHTTPHeaders: { 'cf-ipcountry': 'FR' },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('eu-confirm-button').click();
    await expect.poll(() => page.getByTestId('tab-bar').isVisible()).toBe(true);
    expect(await page.getByTestId('mobile-header').isVisible()).toBe(true);
    await context.close();
  });

  it('does not ask a visitor from outside Europe', async () => {
    const context = await site.browser.newContext({
      ...desktop,
      baseURL: site.url,
      extraHTTPHeaders: { 'cf-ipcountry': 'BR' },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByTestId('desktop-header').isVisible()).toBe(true);
    expect(await page.getByTestId('eu-confirm-button').count()).toBe(0);
    await context.close();
  });
});
