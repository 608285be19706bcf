import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, inBrandApp, openPage } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { acceptCookies, logIn, memberOnDevice } from '../src/journeys.ts';

async function todayCell(page: Page) {
  return page.getByTestId('checkin-calendar').locator('td[aria-current="date"]');
}

describe('check-in: in the app, refused on the plain web, calendar and home strip', () => {
  const site = useSite('in');

  it('shows the calendar on the plain web and says check-in is only possible in the app', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/checkin');
    await acceptCookies(page);
    // Visitors are asked to log in, and see the month.
    await expect
      .poll(() => page.getByText('Log in to check in and keep your streak.').isVisible())
      .toBe(true);
    expect(await (await todayCell(page)).count()).toBe(1);

    await logIn(page, 'priya_clicks', 'fanzone-fan');
    await page.goto('/checkin');
    await expect
      .poll(() => page.getByTestId('check-in-app-only').textContent())
      .toContain('Check-in is only possible in the app');
    expect(await page.getByTestId('check-in-button').count()).toBe(0);
    await expect.poll(async () => (await todayCell(page)).getAttribute('data-status')).toBe('today');
    await context.close();
  });

  it('checks in inside the app: the day turns checked in, the streak starts, the home strip and red point follow', async () => {
    const visitor = await openPage(site.browser, site.url, inBrandApp);
    await visitor.page.goto('/');
    await acceptCookies(visitor.page);
    // Logged out: the check-in icon carries the red point.
    await expect.poll(() => visitor.page.getByTestId('checkin-link').getByTestId('red-dot').count()).toBe(1);
    await visitor.context.close();

    const { context, page } = await memberOnDevice(site, inBrandApp, 'maria_lens');
    await page.goto('/');
    // A member who can check in still sees the red point, and the strip of seven days.
    await expect.poll(() => page.getByTestId('check-in-strip').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByTestId('check-in-strip').locator('li').count()).toBe(7);
    expect(await page.getByTestId('checkin-link').getByTestId('red-dot').count()).toBe(1);

    await page.getByTestId('checkin-link').click();
    await page.waitForURL('**/checkin');
    const button = page.getByTestId('check-in-button');
    await expect.poll(() => button.textContent()).toBe('Check in');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Checked in today');
    expect(await button.isDisabled()).toBe(true);
    // Type B: the growth value of the missions check-in finished is announced here.
    await expect.poll(() => page.getByTestId('type-b-notice').textContent()).toBe('+5 scores growth value');
    // The daily check-in mission's Coins bring up the congratulation popup; Esc skips it.
    const popup = page.getByTestId('congrats-dialog');
    await expect.poll(() => popup.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await popup.textContent()).toContain('Congratulations');
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId('check-in-streak').textContent()).toBe('1 day');
    await expect.poll(async () => (await todayCell(page)).getAttribute('data-status')).toBe('checked_in');

    // The rules open in a dialog.
    await page.getByTestId('check-in-rules').click();
    await expect
      .poll(() => page.getByText("Check in once a day; days follow the community's time zone.").isVisible())
      .toBe(true);
    await page.keyboard.press('Escape');

    await page.goto('/');
    const strip = page.getByTestId('check-in-strip');
    await expect
      .poll(() => strip.locator('li[aria-current="date"]').getAttribute('data-status'))
      .toBe('checked_in');
    // Four days before today, two after.
    expect(await strip.locator('li').nth(4).getAttribute('aria-current')).toBe('date');
    expect(await page.getByTestId('checkin-link').getByTestId('red-dot').count()).toBe(0);
    await context.close();
  });
});
