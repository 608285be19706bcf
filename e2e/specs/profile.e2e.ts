import type { PostSummary } from '@fanzone/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { twoColourPng } from '@fanzone/testkit';
import { acceptCookies, memberOnDevice } from '../src/journeys.ts';

/** Registers a new member through the account provider and comes back to `/` logged in. */
async function register(page: Page, username: string) {
  await page.goto('/');
  await acceptCookies(page);
  await page.getByTestId('register-button').click();
  await page.waitForURL(/\/idp\/login\//);
  const form = page.getByTestId('register-form');
  await expect.poll(() => form.isVisible()).toBe(true);
  await form.getByLabel(/username/i).fill(username);
  await form.getByLabel(/e-?mail/i).fill(`${username}@example.com`);
  await form.getByLabel(/password/i).fill('a-long-password');
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.getByTestId('avatar-button').isVisible()).toBe(true);
}

/** Where an image shown in the page points, once it has loaded, and its natural size. */
async function loadedImage(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate(async (element) => {
      const image = element as HTMLImageElement;
      if (!image.complete)
        await new Promise((resolve) => image.addEventListener('load', resolve, { once: true }));
      return { src: image.getAttribute('src') ?? '', width: image.naturalWidth, height: image.naturalHeight };
    });
}

describe('a member edits their information, comments with an image, blocks from the phone menu', () => {
  const site = useSite('in');

  it('changes the avatar and the username, and the header follows at once', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await register(page, 'new_face');
    await page.goto('/personal/information');
    const information = page.getByTestId('information');
    await expect.poll(() => information.isVisible()).toBe(true);
    const header = page.getByTestId('avatar-button');
    // A new member starts with the avatar generated at sign-in.
    const generated = await loadedImage(page, '[data-testid="avatar-button"] img');

    // Not an image: refused before anything is sent.
    await information
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect
      .poll(() => information.getByTestId('avatar-problem').textContent())
      .toBe('Please upload an image file');

    // A real PNG, 300×200: uploaded, cropped square by the server, shown in the header at once.
    await information.getByTestId('avatar-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: twoColourPng(300, 200, [230, 120, 20], [20, 90, 200]),
    });
    await expect.poll(() => page.getByText('Avatar updated').isVisible()).toBe(true);
    await expect.poll(() => header.locator('img').getAttribute('src')).not.toBe(generated.src);
    const avatar = await loadedImage(page, '[data-testid="avatar-button"] img');
    expect(avatar.src).toMatch(/^\/uploads\/|^http/);
    expect(avatar.width).toBe(avatar.height);
    expect(avatar.width).toBeGreaterThan(0);
    expect(await information.getByTestId('avatar-problem').count()).toBe(0);
    expect(await page.getByTestId('personal-header').locator('img').getAttribute('src')).toBe(avatar.src);

    // A name too short is refused here; a taken one by the server, beside the field.
    await information.getByTestId('username-edit').click();
    const field = information.getByTestId('username-input');
    expect(await field.inputValue()).toBe('new_face');
    await field.fill('x');
    await information.getByTestId('username-save').click();
    await expect
      .poll(() => information.getByTestId('username-problem').textContent())
      .toBe('The username must be 3 to 24 characters long');
    await field.fill('priya_clicks');
    await information.getByTestId('username-save').click();
    await expect
      .poll(() => information.getByTestId('username-problem').textContent())
      .toBe('Sorry, Username Already Taken. Please Choose Another');
    expect(await header.textContent()).toContain('new_face');

    // A free name: saved, and the header and the card show it without a reload.
    await field.fill('fresh_face');
    await field.press('Enter');
    await expect.poll(() => header.textContent()).toContain('fresh_face');
    expect(await page.getByTestId('personal-username').textContent()).toBe('fresh_face');
    expect(await information.getByTestId('information-username').textContent()).toBe('fresh_face');

    // Both were saved: a reload shows them too.
    await page.reload();
    await expect.poll(() => page.getByTestId('avatar-button').textContent()).toContain('fresh_face');
    expect(await page.getByTestId('avatar-button').locator('img').getAttribute('src')).toBe(avatar.src);
    await context.close();
  });

  it('comments with an image on a demo post and sees it in the comment', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await register(page, 'picture_fan');
    const card = page
      .getByTestId('feed-recommended')
      .locator('article', { hasText: 'Golden hour at the lake' });
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByRole('heading').click();
    await expect
      .poll(() => page.getByTestId('post-title').textContent())
      .toContain('Golden hour at the lake');

    const composer = page.getByTestId('comment-composer');
    const add = composer.getByTestId('comment-add-image');
    expect(await add.textContent()).toContain('0/3');
    const input = composer.getByTestId('comment-image-input');
    // Picked and removed: it is not sent.
    await input.setInputFiles({
      name: 'first.png',
      mimeType: 'image/png',
      buffer: twoColourPng(120, 120, [0, 0, 0], [255, 255, 255]),
    });
    // The upload is processed on the server (decode, re-encode); a loaded machine takes seconds.
    await expect
      .poll(() => composer.getByTestId('comment-attachment').locator('img').count(), { timeout: 10_000 })
      .toBe(1);
    await composer.getByTestId('comment-attachment-remove').click();
    await expect.poll(() => composer.getByTestId('comment-attachment').count()).toBe(0);

    await input.setInputFiles({
      name: 'lake.png',
      mimeType: 'image/png',
      buffer: twoColourPng(640, 480, [250, 180, 60], [40, 70, 160]),
    });
    // The upload is processed on the server (decode, re-encode); a loaded machine takes seconds.
    await expect
      .poll(() => composer.getByTestId('comment-attachment').locator('img').count(), { timeout: 10_000 })
      .toBe(1);
    expect(await add.textContent()).toContain('1/3');
    await composer.getByTestId('comment-field').fill('My own golden hour, same lake!');
    await composer.getByTestId('comment-submit').click();

    const comment = page
      .getByTestId('comment-list')
      .locator('article', { hasText: 'My own golden hour, same lake!' });
    await expect.poll(() => comment.isVisible()).toBe(true);
    await expect
      .poll(() => comment.getByTestId('comment-images').locator('img').count(), { timeout: 10_000 })
      .toBe(1);
    expect(await composer.getByTestId('comment-attachment').count()).toBe(0);
    expect(await composer.getByTestId('comment-field').inputValue()).toBe('');
    const shown = await comment
      .getByTestId('comment-images')
      .locator('img')
      .evaluate((image) => image.getBoundingClientRect());
    // Displayed within the web clamp (spec §5: 160-220).
    for (const side of [shown.width, shown.height]) {
      expect(side).toBeGreaterThanOrEqual(160);
      expect(side).toBeLessThanOrEqual(220);
    }

    // It was stored with the comment: a reload shows it again.
    await page.reload();
    const again = page
      .getByTestId('comment-list')
      .locator('article', { hasText: 'My own golden hour, same lake!' });
    await expect.poll(() => again.getByTestId('comment-images').locator('img').count()).toBe(1);
    await context.close();
  });

  it("blocks and unblocks a member from the phone header's ⋯ menu", async () => {
    const { context, page } = await memberOnDevice(site, mobile, 'fan');
    await page.goto('/');
    const feed = await page.evaluate(
      async () => ((await (await fetch('/api/feeds/recommended')).json()) as { data: PostSummary[] }).data,
    );
    const priya = feed.find((post) => post.author.username === 'priya_clicks')!.author;
    await page.goto(`/user/${priya.id}/posts`);
    await expect.poll(() => page.getByTestId('profile-header').textContent()).toContain('priya_clicks');

    const menu = page.getByTestId('report-menu');
    await menu.getByTestId('report-menu-button').click();
    expect(await menu.getByTestId('report-link').isVisible()).toBe(true);
    const item = menu.getByTestId('menu-block-user');
    expect(await item.textContent()).toBe('Block');
    await item.click();
    await page.getByTestId('block-confirm').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('Block success').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('profile-blocked').isVisible()).toBe(true);
    // The card's button says the same as the menu.
    expect(await page.getByTestId('block-user').getAttribute('aria-pressed')).toBe('true');

    await menu.getByTestId('report-menu-button').click();
    expect(await item.textContent()).toBe('Unblock');
    await item.click();
    await expect.poll(() => page.getByTestId('profile-blocked').count()).toBe(0);
    expect(await page.getByTestId('block-user').getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});
