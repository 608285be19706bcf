import { describe, expect, it } from 'vitest';
import { desktop, openPage } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { acceptCookies, logIn } from '../src/journeys.ts';

describe('following members', () => {
  const site = useSite('in');

  it("follows a member from their profile, and the member's Me badge and followers list show it", async () => {
    const { context: fanContext, page: fanPage } = await openPage(site.browser, site.url, desktop);
    await fanPage.goto('/');
    await acceptCookies(fanPage);
    await logIn(fanPage, 'fan', 'fanzone-fan');
    const fanId = await fanPage.evaluate(
      async () => ((await (await fetch('/api/account/profile')).json()) as { data: { id: string } }).data.id,
    );

    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/');
    await acceptCookies(page);
    await logIn(page, 'priya_clicks', 'fanzone-fan');
    await page.goto(`/user/${fanId}/posts`);
    await expect.poll(() => page.getByTestId('profile-header').textContent()).toContain('fan');
    const follow = page.getByTestId('profile-follow');
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('profile-follower-count').textContent()).toContain('1');
    await context.close();

    const badge = await fanPage.evaluate(
      async () =>
        ((await (await fetch('/api/account/badge')).json()) as { data: { newFollowerCount: number } }).data
          .newFollowerCount,
    );
    expect(badge).toBe(1);
    await fanPage.goto('/personal/followers');
    await expect.poll(() => fanPage.getByTestId('member-list').textContent()).toContain('priya_clicks');
    await expect
      .poll(() =>
        fanPage.evaluate(
          async () =>
            ((await (await fetch('/api/account/badge')).json()) as { data: { newFollowerCount: number } })
              .data.newFollowerCount,
        ),
      )
      .toBe(0);
    await fanContext.close();
  });
});
