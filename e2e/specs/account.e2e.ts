import { describe, expect, it } from 'vitest';
import { desktop, openPage } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { acceptCookies, logIn } from '../src/journeys.ts';
import { submitLoginForm } from '@fanzone/testkit';

describe('register, log in and log out', () => {
  const site = useSite('in');

  it('registers through the account provider and comes back logged in', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/search');
    await acceptCookies(page);
    await page.getByTestId('register-button').click();
    await page.waitForURL(/\/idp\/login\//);
    const form = page.getByTestId('register-form');
    await expect.poll(() => form.isVisible()).toBe(true);
    await form.getByLabel(/username/i).fill('browser_fan');
    await form.getByLabel(/e-?mail/i).fill('browser.fan@example.com');
    await form.getByLabel(/password/i).fill('a-long-password');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/search');
    await expect.poll(() => page.getByTestId('avatar-button').isVisible()).toBe(true);
    await page.getByTestId('avatar-button').click();
    await expect.poll(() => page.getByTestId('avatar-menu').textContent()).toContain('browser_fan');
    await context.close();
  });

  it("shows the spec's message when the username is taken", async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/');
    await acceptCookies(page);
    await page.getByTestId('register-button').click();
    const form = page.getByTestId('register-form');
    await expect.poll(() => form.isVisible()).toBe(true);
    await form.getByLabel(/username/i).fill('fan');
    await form.getByLabel(/e-?mail/i).fill('someone.else@example.com');
    await form.getByLabel(/password/i).fill('a-long-password');
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => page.getByTestId('form-error').textContent())
      .toContain('Sorry, Username Already Taken. Please Choose Another');
    await context.close();
  });

  it('logs in, shows the account page, and logs out after confirming', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/');
    await acceptCookies(page);
    await logIn(page, 'fan', 'fanzone-fan');
    await expect.poll(() => page.getByTestId('avatar-button').isVisible()).toBe(true);

    await page.goto('/idp/account');
    await expect
      .poll(() => page.getByTestId('account-details').textContent())
      .toContain('fan@fanzone.example');

    await page.goto('/');
    await page.getByTestId('avatar-button').click();
    await page.getByTestId('logout-button').click();
    await expect.poll(() => page.getByText('Confirm to log out?').isVisible()).toBe(true);
    await page
      .getByRole('button', { name: /^(ok|confirm|log out|yes)$/i })
      .last()
      .click();
    await expect.poll(() => page.getByTestId('login-button').isVisible(), { timeout: 15_000 }).toBe(true);
    const profile = await page.evaluate(async () => (await fetch('/api/account/profile')).status);
    expect(profile).toBe(401);
    await context.close();
  });

  it('sends a visitor who opens a members-only page to log in, and back there after', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/personal/drafts').catch(() => null);
    await page.waitForURL(/\/idp\/login\//);
    await submitLoginForm(page, 'fan', 'fanzone-fan');
    await page.waitForURL((url) => url.pathname === '/personal/drafts');
    await expect.poll(() => page.getByTestId('personal-username').textContent()).toBe('fan');
    await context.close();
  });
});
