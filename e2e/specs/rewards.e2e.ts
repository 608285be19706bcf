import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { limits } from '@fanzone/contract';
import { desktop, mobile, openPage } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { acceptCookies, callApiFromPage, memberOnDesktop } from '../src/journeys.ts';
import { submitLoginForm } from '@fanzone/testkit';

type Badge = { newFollowerCount: number; waitAwardMissionCount: number; unreadDraftsCount: number };

const waitingRewards = async (page: Page) =>
  (await callApiFromPage<Badge>(page, 'GET', '/api/account/badge')).body.data.waitAwardMissionCount;

/** Publishes a post through the publish page (board "Nova 12 Series", section "Camera") and waits for it. */
async function publishPost(page: Page, title: string) {
  await page.goto('/publish/post');
  await page.getByTestId('publish-form').waitFor();
  await page.getByTestId('publish-title').fill(title);
  await page.getByTestId('editor-content').click();
  await page.keyboard.type('Taken on the Nova 12 at the harbour.');
  await page.getByTestId('board-choices').getByRole('button', { name: 'Nova 12 Series' }).click();
  await page.getByTestId('section-choices').getByRole('button', { name: 'Camera' }).click();
  await page.getByTestId('category-photography').click();
  await page.getByTestId('publish-submit').click();
  await page.waitForURL(/\/post-details\/\d+$/);
}

/** The mission of my-missions with this title. */
function mission(page: Page, title: string) {
  return page.getByTestId('missions').locator('li.mission', { hasText: title });
}

describe('rewards', () => {
  const site = useSite('in', { POSTING_RATE_LIMIT_PER_MINUTE: '1000' });

  it('publishing shows the popup: Esc skips one, OK claims the medal and lands on my-medals, the skipped one is claimed from my missions', async () => {
    const { context, page } = await memberOnDesktop(site, 'maria_lens');
    // Logging in finished today's visit mission; nothing else waits yet.
    const atStart = (await callApiFromPage<Badge>(page, 'GET', '/api/account/badge')).body.data;
    expect(atStart.newFollowerCount + atStart.unreadDraftsCount).toBe(0);
    const before = atStart.waitAwardMissionCount;

    await publishPost(page, 'Harbour lights');
    const dialog = page.getByTestId('congrats-dialog');
    await dialog.waitFor();
    // The daily post mission first: growth value and Coins, no medal; one more waits behind it.
    await expect.poll(() => dialog.textContent()).toContain('Publish a post today');
    expect(await dialog.getByTestId('congrats-rewards').textContent()).toContain('+10 growth value');
    expect(await dialog.getByTestId('congrats-rewards').textContent()).toContain('+10 Coins');
    expect(await dialog.getByTestId('congrats-more').textContent()).toBe('1 more reward is waiting');
    expect(await dialog.getByTestId('congrats-medal').count()).toBe(0);
    expect(await waitingRewards(page)).toBe(before + 2);

    // Esc skips to the next one without claiming.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.getByTestId('congrats-medal').textContent()).toContain('First post');
    expect(await dialog.textContent()).toContain('Publish your first post');
    expect(await dialog.getByTestId('congrats-rewards').textContent()).toContain('+20 Coins');
    expect(await waitingRewards(page)).toBe(before + 2);

    // OK on the last one claims it and goes to my-medals, where the medal is held.
    await dialog.getByTestId('congrats-ok').click();
    await page.waitForURL((url) => url.pathname === '/personal/medals');
    await dialog.waitFor({ state: 'detached' });
    expect(await waitingRewards(page)).toBe(before + 1);
    const medals = page.getByTestId('my-medals');
    await medals.waitFor();
    const firstCard = medals.locator('li').first();
    expect(await firstCard.getAttribute('data-held')).toBe('true');
    expect(await firstCard.textContent()).toContain('First post');
    expect(await firstCard.textContent()).toContain('Awarded for: Publish your first post');
    expect(await firstCard.getByTestId('medal-holders').textContent()).toBe('1 member has it');
    expect(await firstCard.getByTestId('medal-awarded-at').getAttribute('datetime')).toMatch(
      /^\d{4}-\d\d-\d\d$/,
    );
    // Medals not held follow, one of them given only by the team.
    expect(await medals.locator('li[data-held="false"]').count()).toBeGreaterThan(0);
    expect(await medals.textContent()).toContain('Awarded by the team');

    // The skipped mission waits on my missions; Claim takes it and says what it gave.
    await page
      .getByTestId('personal-nav')
      .getByRole('link', { name: /Missions/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/personal/missions');
    const daily = mission(page, 'Publish a post today');
    expect(await daily.getAttribute('data-status')).toBe('awaiting_award');
    expect(await daily.getByTestId('mission-progress').textContent()).toBe('1/1');
    await daily.getByTestId('mission-claim').click();
    await expect
      .poll(() => page.getByTestId('toaster').textContent())
      .toContain('Claimed: +10 growth value and +10 Coins');
    await expect.poll(() => daily.getAttribute('data-status')).toBe('awarded');
    expect(await daily.getByTestId('mission-claimed').textContent()).toBe('Claimed');
    expect(await mission(page, 'Publish your first post').getAttribute('data-status')).toBe('awarded');
    expect(await waitingRewards(page)).toBe(before);

    // The visit mission is the last reward waiting: the Missions red dot goes out with its claim.
    const nav = page.getByTestId('personal-nav');
    expect(await nav.getByTestId('red-dot').count()).toBe(before > 0 ? 1 : 0);
    const visit = mission(page, 'Visit the community today');
    await visit.getByTestId('mission-claim').click();
    await expect.poll(() => visit.getAttribute('data-status')).toBe('awarded');
    await expect.poll(() => nav.getByTestId('red-dot').count()).toBe(0);
    expect(await waitingRewards(page)).toBe(0);

    // Claimed twice (another tab): the server's 'You have been rewarded'.
    const again = await callApiFromPage<unknown>(page, 'POST', '/api/mission/award', {
      id: (await daily.getAttribute('data-testid'))!.replace('mission-', ''),
    });
    expect(again.status).toBe(409);

    // Others see the medal on the member's profile.
    const me = (await callApiFromPage<{ id: string }>(page, 'GET', '/api/account/profile')).body.data;
    const visitor = await openPage(site.browser, site.url, desktop);
    await visitor.page.goto(`/user/${me.id}/medals`);
    const held = visitor.page.getByTestId('member-medals');
    await held.waitFor();
    expect(await held.locator('li').count()).toBe(1);
    expect(await held.textContent()).toContain('First post');
    expect(
      await visitor.page
        .getByTestId('user-tabs')
        .getByRole('link', { name: 'Medals' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await visitor.context.close();
    await context.close();
  });

  it('OK claims each reward in turn and the Me red dot goes out', async () => {
    const { context, page } = await memberOnDesktop(site, 'budi_gamer');
    await publishPost(page, 'Sunset over the bay');
    const dialog = page.getByTestId('congrats-dialog');
    await dialog.waitFor();
    const before = await waitingRewards(page);
    await dialog.getByTestId('congrats-ok').click();
    await expect.poll(() => dialog.getByTestId('congrats-medal').textContent()).toContain('First post');
    expect(await waitingRewards(page)).toBe(before - 1);
    await dialog.getByTestId('congrats-ok').click();
    await page.waitForURL((url) => url.pathname === '/personal/medals');
    expect(await waitingRewards(page)).toBe(before - 2);
    await context.close();

    // On a phone the Me tab shows the red dot while the visit mission waits, and drops it once claimed.
    const phone = await openPage(site.browser, site.url, mobile);
    await phone.page.goto('/personal/posts');
    await phone.page.waitForURL(/\/idp\/login\//);
    await submitLoginForm(phone.page, 'budi_gamer', 'fanzone-fan');
    await phone.page.waitForURL((url) => url.pathname === '/personal/posts');
    await acceptCookies(phone.page);
    const me = phone.page.getByTestId('tab-me');
    await expect.poll(() => me.getByTestId('red-dot').count()).toBe(1);
    await phone.page.goto('/personal/missions');
    await mission(phone.page, 'Visit the community today').getByTestId('mission-claim').click();
    await expect
      .poll(() => mission(phone.page, 'Visit the community today').getAttribute('data-status'))
      .toBe('awarded');
    await phone.page.getByTestId('personal-nav').getByRole('link', { name: /Posts/ }).click();
    await phone.page.waitForURL((url) => url.pathname === '/personal/posts');
    await expect.poll(() => me.getByTestId('red-dot').count()).toBe(0);
    await phone.context.close();
  });

  it('the brand page task counts down on About us, then its reward pops up', async () => {
    const { context, page } = await memberOnDesktop(site, 'lukas_de');
    await page.goto('/personal/missions');
    const browse = mission(page, 'Browse the brand page for 15 seconds');
    expect(await browse.getAttribute('data-status')).toBe('in_progress');
    await browse.getByTestId('mission-go').click();
    await page.waitForURL((url) => url.pathname === '/personal/about-us' && url.search === '?task=browse');
    await page.getByTestId('about-us').waitFor();
    const countdown = page.getByTestId('browse-countdown');
    await expect.poll(() => countdown.textContent()).toMatch(/Keep browsing: \d+ s/);
    const shown = Number(/(\d+) s/.exec((await countdown.textContent()) ?? '')?.[1]);
    expect(shown).toBeLessThanOrEqual(limits.browseTaskSeconds);
    expect(shown).toBeGreaterThan(limits.browseTaskSeconds - 5);

    const dialog = page.getByTestId('congrats-dialog');
    await dialog.waitFor({ timeout: (limits.browseTaskSeconds + 10) * 1000 });
    expect(await page.getByTestId('browse-chip').getAttribute('data-phase')).toBe('done');
    expect(await page.getByTestId('browse-chip').textContent()).toContain('Done! Your mission is complete');
    expect(await dialog.textContent()).toContain('Browse the brand page for 15 seconds');
    expect(await dialog.getByTestId('congrats-rewards').textContent()).toContain('+2 Coins');
    await dialog.getByTestId('congrats-ok').click();
    await page.waitForURL((url) => url.pathname === '/personal/medals');
    await page.goto('/personal/missions');
    expect(await mission(page, 'Browse the brand page for 15 seconds').getAttribute('data-status')).toBe(
      'awarded',
    );
    await context.close();
  });

  it('Coins show the ledger with each grant expiring two years later; scores show the level and the history', async () => {
    const { context, page } = await memberOnDesktop(site, 'sofia-es');
    const missions = (
      await callApiFromPage<{ id: string; title: string }[]>(page, 'GET', '/api/mission/my-missions')
    ).body.data;
    const visit = missions.find((item) => item.title === 'Visit the community today')!;
    expect(
      (await callApiFromPage<unknown>(page, 'POST', '/api/mission/award', { id: visit.id })).status,
    ).toBe(200);

    // The team grants Coins earned at an offline event.
    const me = (await callApiFromPage<{ id: string }>(page, 'GET', '/api/account/profile')).body.data;
    const admin = await memberOnDesktop(site, 'admin', 'fanzone-admin');
    const granted = await callApiFromPage<unknown>(admin.page, 'POST', '/api/admin/rewards', {
      userId: me.id,
      coins: 50,
      growthValue: 40,
      note: 'Photo walk in Pune',
    });
    expect(granted.status).toBe(200);
    await admin.context.close();

    await page.goto('/personal/points');
    await page.getByTestId('coin-summary').waitFor();
    expect(await page.getByTestId('coin-balance').textContent()).toBe('51');
    expect(await page.getByTestId('coin-next-expiry').textContent()).toMatch(/^1 Coin on \S/);
    const ledger = page.getByTestId('coin-ledger');
    await ledger.waitFor();
    const lines = ledger.locator('li');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).textContent()).toContain('From the team: Photo walk in Pune');
    expect(await lines.nth(0).getByTestId('coin-amount').textContent()).toBe('+50');
    const visitLine = lines.nth(1);
    expect(await visitLine.textContent()).toContain('Mission: Visit the community today');
    expect(await visitLine.getByTestId('coin-amount').textContent()).toBe('+1');
    const earned = (await visitLine.getByTestId('coin-earned-at').getAttribute('datetime'))!;
    const expires = (await visitLine.getByTestId('coin-expires-at').getAttribute('datetime'))!;
    expect(Number(expires.slice(0, 4)) - Number(earned.slice(0, 4))).toBe(limits.points.validYears);
    expect(expires.slice(4)).toBe(earned.slice(4));
    expect(await visitLine.textContent()).toContain('Expires');
    expect(await visitLine.getAttribute('data-expired')).toBe('false');
    // The rules of Coins stay under the ledger.
    expect(await page.getByText('Coins cannot be exchanged for cash or transferred.').count()).toBe(1);

    await page
      .getByTestId('personal-nav')
      .getByRole('link', { name: /Scores/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/personal/scores');
    await page.getByTestId('level-card').waitFor();
    const summary = (
      await callApiFromPage<{ level: number; growthValue: number }>(page, 'GET', '/api/account/rewards')
    ).body.data;
    expect(summary.growthValue).toBe(41);
    expect(await page.getByTestId('level').textContent()).toBe(`Level ${summary.level}`);
    expect(await page.getByTestId('growth-value').textContent()).toBe('41');
    const history = page.getByTestId('growth-history');
    await history.waitFor();
    expect(await history.locator('li').count()).toBe(2);
    expect(await history.textContent()).toContain('From the team: Photo walk in Pune');
    expect(await history.textContent()).toContain('Mission: Visit the community today');
    await context.close();
  });
});
