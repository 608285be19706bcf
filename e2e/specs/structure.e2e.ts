import { describe, expect, it } from 'vitest';
import { mobile } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { appStarted, memberOnDesktop, memberOnDevice, memberOnPhone } from '../src/journeys.ts';

describe("the community's structure in the console", () => {
  const site = useSite('in');

  it('an operator adds a main board with a sub board and a section, orders them, and keeps a board for staff; a member on a phone sees each change', async () => {
    const admin = await memberOnPhone(site, 'admin', 'fanzone-admin');
    const page = admin.page;
    await page.goto('/admin/boards');
    await appStarted(page);

    await page.getByTestId('board-add-main').click();
    const dialog = page.getByTestId('board-dialog');
    await dialog.getByTestId('board-name-ru').fill('Кольцо Nova');
    await dialog.getByTestId('board-countries').fill('IN XX');
    await dialog.getByTestId('board-save').click();
    // Checked beside each field before anything is sent: English is required, XX is no country.
    await expect
      .poll(() => dialog.getByTestId('board-name').textContent())
      .toContain('Please write it in English');
    await expect.poll(() => dialog.textContent()).toContain('Unknown country codes: XX');
    await dialog.getByTestId('board-name-en').fill('Nova Ring');
    await dialog.getByTestId('board-countries').fill('');
    await dialog.getByTestId('board-save').click();
    await dialog.waitFor({ state: 'detached' });

    /** A board's own card: the nearest list item around its name. */
    const cardOf = (name: string) =>
      page.getByRole('link', { name, exact: true }).locator('xpath=ancestor::li[1]');
    const ring = cardOf('Nova Ring');
    await ring.getByTestId('board-add-sub').click();
    await page.getByTestId('board-dialog').getByTestId('board-name-en').fill('Nova Ring 2');
    await page.getByTestId('board-dialog').getByTestId('board-save').click();
    await page.getByTestId('board-dialog').waitFor({ state: 'detached' });
    const ringTwo = cardOf('Nova Ring 2');
    await ringTwo.getByTestId('board-sections-toggle').click();
    for (const name of ['Sizing', 'Battery']) {
      await ringTwo.getByTestId('section-add').click();
      await page.getByTestId('section-dialog').getByTestId('section-name-en').fill(name);
      await page.getByTestId('section-dialog').getByTestId('section-save').click();
      await page.getByTestId('section-dialog').waitFor({ state: 'detached' });
    }
    const sectionNames = () =>
      ringTwo.getByTestId('board-sections').locator('li .admin-card__title').allTextContents();
    await expect.poll(sectionNames).toEqual(['Sizing', 'Battery']);
    await ringTwo.getByTestId('board-sections').locator('li').last().getByTestId('move-up').click();
    await expect.poll(sectionNames).toEqual(['Battery', 'Sizing']);

    // The new main board is last; moved up once, it comes before the one that was last before it.
    const mainNames = () =>
      page.getByTestId('boards').locator(':scope > li > .admin-card__head > a').allTextContents();
    await expect.poll(async () => (await mainNames()).at(-1)).toBe('Nova Ring');
    const before = await mainNames();
    await ring.locator(':scope > .admin-card__actions').getByTestId('move-up').click();
    await expect.poll(mainNames).toEqual([...before.slice(0, -2), 'Nova Ring', before.at(-2)]);

    const fan = await memberOnDevice(site, mobile, 'fan');
    await fan.page.goto('/product');
    await appStarted(fan.page);
    await fan.page.getByTestId('board-list').getByText('Nova Ring 2').waitFor();

    // Kept for staff: the member no longer finds it.
    await ring.locator(':scope > .admin-card__actions').getByTestId('board-edit').click();
    await page.getByTestId('board-dialog').getByTestId('board-audience').selectOption('moderators');
    await page.getByTestId('board-dialog').getByTestId('board-save').click();
    await ring.locator(':scope > .admin-card__head').getByTestId('board-audience-chip').waitFor();
    await expect
      .poll(async () => {
        await fan.page.reload();
        await appStarted(fan.page);
        await fan.page.getByTestId('board-list').waitFor();
        return fan.page.getByTestId('board-list').getByText('Nova Ring').count();
      })
      .toBe(0);
    // The staff log says what changed.
    await page.goto('/admin/log');
    await expect
      .poll(() => page.getByTestId('staff-log').locator('li').first().textContent())
      .toContain('changed the board “Nova Ring”');
    await Promise.all([admin.context.close(), fan.context.close()]);
  });

  it('an operator adds a highlighted link to the header, moves it, hides it and removes it; a top-sector tile needs an icon; a home banner leads where it was pointed', async () => {
    // On a desktop: the operator then reads the header navigation, which phones do not have.
    const admin = await memberOnDesktop(site, 'admin', 'fanzone-admin');
    const page = admin.page;
    await page.goto('/admin/links');
    await appStarted(page);
    await page.getByTestId('link-add').click();
    const dialog = page.getByTestId('link-dialog');
    await dialog.getByTestId('link-title-en').fill('Ring launch');
    await dialog.getByTestId('link-type').selectOption('url');
    await dialog.getByTestId('link-save').click();
    await expect.poll(() => dialog.textContent()).toContain('This link type needs a post id or an address');
    await dialog.getByTestId('link-resource').fill('ring.nova.example');
    await dialog.getByTestId('link-highlighted').check();
    await dialog.getByTestId('link-save').click();
    await dialog.waitFor({ state: 'detached' });

    const header = page.locator('header');
    const launch = header.getByRole('link', { name: 'Ring launch' });
    await launch.waitFor();
    expect(await launch.getAttribute('class')).toContain('nav-link--highlighted');
    expect(await launch.getAttribute('href')).toBe('https://ring.nova.example');

    const card = page.locator('li[data-testid^="link-"]').filter({ hasText: 'Ring launch' });
    const titles = () => page.getByTestId('links').locator('.admin-card__title').allTextContents();
    const before = await titles();
    await card.getByTestId('move-up').click();
    await expect.poll(titles).toEqual([...before.slice(0, -2), 'Ring launch', before.at(-2)]);

    await card.getByTestId('link-enabled').click();
    await expect.poll(() => launch.count()).toBe(0);
    await card.getByTestId('link-delete').click();
    await page.getByTestId('link-delete-confirm').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => card.count()).toBe(0);

    await page.getByTestId('link-places').getByRole('tab', { name: 'Top sector' }).click();
    await page.getByTestId('link-add').click();
    await page.getByTestId('link-dialog').getByTestId('link-title-en').fill('Ring quiz');
    await page.getByTestId('link-dialog').getByTestId('link-type').selectOption('task');
    await page.getByTestId('link-dialog').getByTestId('link-save').click();
    await expect
      .poll(() => page.getByTestId('link-dialog').textContent())
      .toContain('Every tile of the top sector needs an icon');
    await page.getByTestId('link-dialog').getByRole('button', { name: 'Close' }).click();

    // A home banner: its picture, and where it leads; the home page shows it first thing.
    await page.getByTestId('link-places').getByRole('tab', { name: 'Home banners' }).click();
    await page.getByTestId('link-add').click();
    const bannerDialog = page.getByTestId('link-dialog');
    await bannerDialog.getByTestId('link-title-en').fill('Ring launch week');
    await bannerDialog.getByTestId('link-type').selectOption('task');
    await bannerDialog.getByTestId('link-icon').fill('/site/home-banner-0.svg');
    await bannerDialog.getByTestId('link-save').click();
    await bannerDialog.waitFor({ state: 'detached' });
    await page.goto('/');
    await appStarted(page);
    // The banners are a row that scrolls sideways and snaps to each picture: a pointer click at the
    // point computed for one banner once landed on its neighbour as the row snapped (CI, the page
    // stayed put). The link is taken by the keyboard instead, which names it, not a point on screen.
    const banner = page.getByTestId('home-banners').getByRole('link', { name: 'Ring launch week' });
    expect(await banner.getAttribute('href')).toBe('/personal/missions');
    await banner.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/personal\/missions/);
    await admin.context.close();
  });
});
