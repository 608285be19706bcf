import { solidPng } from '@fanzone/testkit';
import { describe, expect, it } from 'vitest';
import { desktop, inBrandApp, mobile, openPage } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { appStarted, memberOnPhone } from '../src/journeys.ts';

/** The demo's app links (operators' `appDownload` setting). */
const storeUrl = 'https://store.nova.example/app';

describe('app-only content pages (/realmeclub, /narzowarranty, /link/discover)', () => {
  const site = useSite('in');

  it('on the plain web shows the page title and the app helper, which tries the app and goes to the store after 2 seconds', async () => {
    for (const device of [mobile, desktop]) {
      const { context, page } = await openPage(site.browser, site.url, device);
      // The store is not on the test machine: answer for it.
      await context.route(`${storeUrl}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }),
      );
      await page.goto('/narzowarranty');
      await appStarted(page);
      await expect
        .poll(() => page.getByTestId('page-title').textContent(), { timeout: 10_000 })
        .toBe('narzo Warranty');
      const helper = page.getByTestId('open-in-app');
      expect(await helper.textContent()).toContain('This page opens in the app.');
      expect(await page.getByTestId('content-page-body').count()).toBe(0);
      const tapped = Date.now();
      await page.getByTestId('open-app').click();
      await page.waitForURL(storeUrl, { timeout: 10_000 });
      expect(Date.now() - tapped).toBeGreaterThanOrEqual(1_900);
      await context.close();
    }

    // A model's page on the plain web: its name, and the helper instead of its specs.
    const { context, page } = await openPage(site.browser, site.url, mobile);
    const models = (await (await page.request.get('/api/discover/models')).json()) as {
      data: { id: string; name: string }[];
    };
    await page.goto(`/link/discover/model/${models.data[0]!.id}`);
    await appStarted(page);
    await expect
      .poll(() => page.getByTestId('page-title').textContent(), { timeout: 10_000 })
      .toBe(models.data[0]!.name);
    expect(await page.getByTestId('open-in-app').isVisible()).toBe(true);
    expect(await page.getByTestId('discover-model').count()).toBe(0);
    await context.close();
  });

  it('inside the app renders the pages, the discover models and one model; a removed model has expired', async () => {
    const { context, page } = await openPage(site.browser, site.url, inBrandApp);
    await page.goto('/realmeclub');
    await appStarted(page);
    const body = page.getByTestId('content-page-body');
    await expect.poll(() => body.textContent(), { timeout: 10_000 }).toContain('Welcome to the club');
    expect(await page.getByTestId('page-title').textContent()).toBe('realme Club');
    expect(await body.locator('li').count()).toBe(3);
    // App-only: no header, footer or tab bar.
    expect(await page.getByTestId('mobile-header').count()).toBe(0);

    await page.goto('/link/discover');
    const cards = page.getByTestId('discover-model-card');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(3);
    expect(await cards.first().textContent()).toContain('Nova 12 Pro');
    // Two cards a row on a 390 px phone, nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await cards.first().click();
    await page.waitForURL(/\/link\/discover\/model\/\d+$/);
    const model = page.getByTestId('discover-model');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Nova 12 Pro');
    expect(await model.getByTestId('discover-model-specs').locator('li').allTextContents()).toEqual([
      '6.7-inch 120 Hz display',
      '50 MP main camera, 3x periscope',
      '5,000 mAh, 100 W charging',
    ]);
    const community = model.getByRole('link', { name: 'Go to the Nova 12 Pro community' });
    expect(await community.getAttribute('href')).toMatch(/^\/board\/detail\/\d+$/);

    await page.goto('/link/discover/model/999999');
    await expect
      .poll(() => page.getByTestId('empty-state').textContent(), { timeout: 10_000 })
      .toBe('This page has expired.');
    await context.close();
  });

  it('an operator rewrites a page in the console, in English and Russian, and adds a model; the apps show the change', async () => {
    const admin = await memberOnPhone(site, 'admin', 'fanzone-admin');
    const page = admin.page;
    await page.goto('/admin/contentPages');
    await appStarted(page);
    await page.getByTestId('content-page-choice').selectOption('narzo-extended-warranty');
    const writer = page.getByTestId('content-page-writer');
    await expect
      .poll(() => writer.getByTestId('content-page-title').inputValue(), { timeout: 10_000 })
      .toBe('narzo Extended Warranty');
    await writer.getByTestId('content-page-title').fill('');
    await writer.getByTestId('content-page-save').click();
    await expect.poll(() => writer.textContent()).toContain('Write the title in English');

    await writer.getByTestId('content-page-title').fill('narzo Care+');
    const editor = writer.getByTestId('editor-content');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Two more years of repairs for every narzo phone.');
    await writer.getByTestId('content-page-languages').getByRole('tab', { name: 'Russian' }).click();
    await writer.getByTestId('content-page-title').fill('narzo Забота+');
    await writer.getByTestId('content-page-save').click();
    await expect.poll(() => page.getByTestId('toaster').textContent()).toContain('Saved');

    await page.getByTestId('content-page-parts').getByRole('tab', { name: 'Discover models' }).click();
    await page.getByTestId('discover-model-add').click();
    const dialog = page.getByTestId('discover-model-dialog');
    await dialog.getByTestId('discover-model-name').fill('Nova 13');
    await dialog.getByTestId('discover-model-specs').fill('6.8-inch display\n7,000 mAh');
    await dialog.getByTestId('discover-model-save').click();
    await expect.poll(() => dialog.textContent()).toContain('A model needs its picture.');
    // Uploaded: the picture field gets the stored picture's address.
    await dialog
      .getByTestId('discover-model-picture-upload')
      .setInputFiles({ name: 'nova-13.png', mimeType: 'image/png', buffer: solidPng(120, 120) });
    await expect
      .poll(() => dialog.getByTestId('discover-model-picture').inputValue(), { timeout: 10_000 })
      .toMatch(/^\/uploads\//);
    await dialog.getByTestId('discover-model-save').click();
    await dialog.waitFor({ state: 'detached' });
    const list = page.getByTestId('discover-models-admin');
    const names = () => list.locator('.admin-card__title').allTextContents();
    await expect.poll(names).toEqual(['Nova 12 Pro', 'Nova 12', 'Nova Buds Air', 'Nova 13']);
    // Up to the top of the discover page, one place at a time.
    const added = list.locator('li').filter({ hasText: 'Nova 13' });
    for (const place of [2, 1, 0]) {
      await added.getByTestId('move-up').click();
      await expect.poll(async () => (await names()).indexOf('Nova 13')).toBe(place);
    }
    await admin.context.close();

    const reader = await openPage(site.browser, site.url, inBrandApp);
    await reader.page.goto('/narzowarranty/extended-warranty');
    await appStarted(reader.page);
    await expect
      .poll(() => reader.page.getByTestId('page-title').textContent(), { timeout: 10_000 })
      .toBe('narzo Care+');
    expect(await reader.page.getByTestId('content-page-body').textContent()).toBe(
      'Two more years of repairs for every narzo phone.',
    );
    await reader.page.goto('/link/discover');
    const cards = reader.page.getByTestId('discover-model-card');
    await expect.poll(() => cards.first().textContent(), { timeout: 10_000 }).toContain('Nova 13');
    await reader.context.close();

    const russian = await openPage(site.browser, site.url, inBrandApp);
    await russian.context.addCookies([{ name: 'fz_locale', value: 'ru', url: site.url }]);
    await russian.page.goto('/narzowarranty/extended-warranty');
    await appStarted(russian.page);
    await expect
      .poll(() => russian.page.getByTestId('page-title').textContent(), { timeout: 10_000 })
      .toBe('narzo Забота+');
    await russian.context.close();
  });
});
