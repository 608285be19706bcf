import { describe, expect, it } from 'vitest';
import { mobile } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { appStarted, memberOnDesktop, memberOnDevice, publishThrough } from '../src/journeys.ts';

describe('search', () => {
  const site = useSite('in');

  it('from the desktop header: the empty query is refused, Enter finds the post with its words marked, the box clears, and a member found by name is followed', async () => {
    const author = await memberOnDesktop(site, 'priya_clicks');
    await publishThrough(author.page, {
      title: 'Snorkelmode on the Nova 12 Pro',
      contentHtml: '<p>Underwater shots with snorkelmode work better than expected.</p>',
    });
    const { context, page } = await memberOnDesktop(site, 'fan');
    const box = page.getByTestId('header-search').getByRole('searchbox');
    await box.fill('   ');
    await box.press('Enter');
    await expect.poll(() => page.getByTestId('toaster').textContent()).toContain('Query not allow empty');

    await box.fill('snorkelmode');
    await box.press('Enter');
    await page.waitForURL(/\/search\?keyword=snorkelmode/);
    expect(await box.inputValue()).toBe('');
    const results = page.getByTestId('search-posts');
    await expect.poll(() => results.locator('mark').first().textContent()).toBe('Snorkelmode');
    expect(await results.getByTestId('post-excerpt').first().textContent()).toContain('snorkelmode');
    // The time filter keeps it (published today); another board's filter does not.
    await page.getByTestId('search-period').selectOption('day');
    await expect.poll(() => results.locator('article').count()).toBe(1);

    await box.fill('priya');
    await box.press('Enter');
    await page.getByTestId('search-tabs').getByRole('tab', { name: 'Users' }).click();
    await page.waitForURL(/tab=members/);
    const followButton = () =>
      page
        .getByTestId('search-members')
        .locator('li')
        .filter({ hasText: 'priya_clicks' })
        .getByRole('button');
    // Follow or Following, as it stands (the demo fan may follow her already): a press turns it over.
    const before = await followButton().getAttribute('aria-pressed');
    const after = before === 'true' ? 'false' : 'true';
    // The button turns at once; the reload waits for the server's answer, which it would otherwise cancel.
    const answered = page.waitForResponse(
      (response) => /\/api\/user\/[^/]+\/follow$/.test(new URL(response.url()).pathname) && response.ok(),
    );
    await followButton().click();
    await expect.poll(() => followButton().getAttribute('aria-pressed')).toBe(after);
    await answered;
    await page.reload();
    await appStarted(page);
    await expect.poll(() => followButton().getAttribute('aria-pressed')).toBe(after);
    await Promise.all([context.close(), author.context.close()]);
  });

  it('from the mobile search header: a two-character Chinese word is found inside a sentence', async () => {
    const author = await memberOnDesktop(site, 'priya_clicks');
    await publishThrough(author.page, {
      title: '这款手机的夜景模式真好',
      contentHtml: '<p>晚上拍照很清楚。</p>',
    });
    const { context, page } = await memberOnDevice(site, mobile, 'fan');
    await page.goto('/');
    await appStarted(page);
    await page.getByTestId('mobile-search-link').click();
    await page.getByTestId('mobile-search-input').fill('夜景');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?keyword=/);
    const results = page.getByTestId('search-posts');
    await expect.poll(() => results.locator('mark').first().textContent()).toBe('夜景');
    await page.getByTestId('mobile-search-input').fill('夜景模式');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => results.locator('mark').first().textContent()).toBe('夜景模式');
    await Promise.all([context.close(), author.context.close()]);
  });
});
