import type { PostSummary } from '@fanzone/contract';
import { solidPng } from '@fanzone/testkit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mobile } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { appStarted, boardNamed, callApiFromPage, memberOnPhone, memberOnDevice } from '../src/journeys.ts';

/** The ids of the newest posts of a board, as its own list shows them to whoever is logged in. */
async function newestPostIds(page: Page, boardName: string, count: number) {
  const board = await boardNamed(page, boardName);
  const listed = await callApiFromPage<PostSummary[]>(page, 'GET', `/api/forum/${board.id}/posts?sort=new`);
  expect(listed.status).toBe(200);
  const ids = listed.body.data.slice(0, count).map((post) => post.id);
  expect(ids).toHaveLength(count);
  return ids;
}

describe("operators' console: a collection and a board banner made by hand", () => {
  const site = useSite('in');

  it('an operator curates a collection and a banner to it in the console; a member taps it on a phone and reads the posts in order', async () => {
    const operator = await memberOnPhone(site, 'admin', 'fanzone-admin');
    const consolePage = operator.page;
    // Posts of two public boards: the operator has them open and copies their ids into the form.
    const [first, second] = await newestPostIds(consolePage, 'NovaOS', 2);
    const [third, fourth] = await newestPostIds(consolePage, 'Photography club', 2);

    await consolePage.goto('/admin/collections');
    await appStarted(consolePage);
    await consolePage.getByTestId('tcm-add').click();
    const adding = consolePage.getByTestId('tcm-dialog').getByTestId('tcm-form');
    expect(await adding.getByTestId('tcm-type').inputValue()).toBe('Collection');
    await adding.getByTestId('tcm-name-en').fill('Night picks');
    await adding.getByTestId('tcm-title-en').fill('Posts to read after dark');
    await adding.getByTestId('tcm-description-en').fill('Four posts our editors kept for the evening.');
    await adding
      .getByTestId('tcm-cover')
      .setInputFiles({ name: 'night-picks.png', mimeType: 'image/png', buffer: solidPng(320, 180) });
    // The upload puts the stored picture in the form.
    const preview = adding.locator('img.collection-head__cover');
    await expect.poll(() => preview.getAttribute('src'), { timeout: 10_000 }).toMatch(/^\/uploads\//);
    const coverUrl = (await preview.getAttribute('src'))!;

    // Ids are numbers: the form says so before sending.
    await adding.getByTestId('tcm-posts').fill(`${first}, the best one`);
    await adding.getByTestId('tcm-save').click();
    await expect
      .poll(() => adding.getByTestId('tcm-posts-problem').textContent())
      .toBe('Post ids are numbers');
    await adding.getByTestId('tcm-posts').fill(`${first}, ${second}\n${third} ${fourth}`);
    await adding.getByTestId('tcm-save').click();
    await adding.waitFor({ state: 'detached' });

    const card = consolePage
      .getByTestId('tcm-list')
      .locator('li.admin-card')
      .filter({ hasText: 'Night picks' });
    await expect.poll(() => card.textContent()).toContain('Posts: 4');
    expect(await card.textContent()).toContain('Published');
    const opened = await card.getByRole('link', { name: 'Open' }).getAttribute('href');
    const collectionId = /^\/content\/collection\/(\d+)$/.exec(opened ?? '')?.[1];
    expect(collectionId).toBeDefined();

    // A second look: the fourth post first, the second before the first, the third dropped, a new headline.
    await card.getByTestId('tcm-edit').click();
    const editing = consolePage.getByTestId('tcm-dialog').getByTestId('tcm-form');
    const posts = editing.getByTestId('tcm-posts');
    expect(await posts.inputValue()).toBe(`${first}, ${second}, ${third}, ${fourth}`);
    await posts.fill(`${fourth}, ${second}, ${first}`);
    await editing.getByTestId('tcm-title-en').fill('Three posts to read after dark');
    await editing.getByTestId('tcm-save').click();
    await editing.waitFor({ state: 'detached' });
    await expect.poll(() => card.textContent()).toContain('Posts: 3');

    // A banner on the Nova Buds Air board (none yet) that leads to the collection.
    await consolePage.getByTestId('collection-parts').getByRole('tab', { name: 'Board banners' }).click();
    await consolePage.getByTestId('banner-board').selectOption({ label: 'Nova Buds Air' });
    await expect
      .poll(() => consolePage.getByTestId('empty-state').textContent())
      .toContain('No banners on this board');
    await consolePage.getByTestId('banner-add').click();
    const banner = consolePage.getByTestId('banner-dialog').getByTestId('banner-form');
    expect(await banner.getByTestId('banner-type').inputValue()).toBe('topic');
    await banner.getByTestId('banner-title-en').fill('Night picks from the editors');
    await banner.getByTestId('banner-picture').fill('ftp://pictures.example/night.png');
    await banner.getByTestId('banner-resource').fill(collectionId!);
    await banner.getByTestId('banner-save').click();
    await expect
      .poll(() => banner.getByTestId('banner-picture-problem').textContent())
      .toBe('Give a path of this site or an https address');
    await banner.getByTestId('banner-picture').fill(coverUrl);
    await banner.getByTestId('banner-save').click();
    await banner.waitFor({ state: 'detached' });
    const listed = consolePage.getByTestId('board-banner-list').locator('li.admin-card');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.textContent()).toContain(`topic ${collectionId}`);
    expect(await listed.getByTestId('banner-enabled').isChecked()).toBe(true);
    await operator.context.close();

    // A member on a phone opens the board and taps the banner: the collection, in the operator's order.
    const member = await memberOnDevice(site, mobile, 'budi_gamer');
    const page = member.page;
    await page.goto('/');
    await appStarted(page);
    const budsAir = await boardNamed(page, 'Nova Buds Air');
    await page.goto(`/board/detail/${budsAir.id}`);
    await appStarted(page);
    const tapped = page.getByTestId('board-banners').getByTestId('banner-tcm');
    expect(await tapped.locator('img').getAttribute('alt')).toBe('Night picks from the editors');
    expect(await tapped.locator('img').getAttribute('src')).toBe(coverUrl);
    await tapped.click();
    await page.waitForURL(new RegExp(`/content/collection/${collectionId}$`));
    const head = page.getByTestId('collection-head');
    await expect.poll(() => head.textContent()).toContain('Three posts to read after dark');
    expect(await head.textContent()).toContain('Four posts our editors kept for the evening.');
    expect(await head.locator('img').getAttribute('src')).toBe(coverUrl);
    expect(await page.getByTestId('page-title').textContent()).toBe('Night picks');
    const cards = page.getByTestId('collection-posts').locator('article.post-card');
    await expect
      .poll(() => cards.evaluateAll((articles) => articles.map((article) => article.dataset.testid)))
      .toEqual([`post-card-${fourth}`, `post-card-${second}`, `post-card-${first}`]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await member.context.close();
  });
});
