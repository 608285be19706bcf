import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mobile } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { appStarted, memberOnDevice } from '../src/journeys.ts';

/** Nothing wider than the phone's screen: the page, and the sheet when one is open. */
const fitsTheScreen = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, ...Array.from(document.querySelectorAll('dialog[open]'))].every(
      (element) => element.scrollWidth <= element.clientWidth,
    ),
  );

/**
 * Each console section's Add sheet, as the kit draws it: the section, the button that opens it, the
 * sheet, its Save, and what an empty form is told first (the contract's rules in the console's words).
 */
const addSheets = [
  { section: 'boards', add: 'board-add-main', sheet: 'board-dialog', save: 'board-save', told: 'English' },
  { section: 'links', add: 'link-add', sheet: 'link-dialog', save: 'link-save', told: 'English' },
  { section: 'collections', add: 'tcm-add', sheet: 'tcm-dialog', save: 'tcm-save', told: 'English' },
  {
    section: 'promotions',
    add: 'promotion-add',
    sheet: 'promotion-form-dialog',
    save: 'promotion-save',
    told: 'fill',
  },
  {
    section: 'missions',
    add: 'mission-add',
    sheet: 'mission-form-dialog',
    save: 'mission-save',
    told: 'fill',
  },
  { section: 'medals', add: 'medal-add', sheet: 'medal-form-dialog', save: 'medal-save', told: 'fill' },
  { section: 'events', add: 'event-add', sheet: 'event-form-dialog', save: 'event-save', told: 'English' },
  {
    section: 'questionnaires',
    add: 'questionnaire-add',
    sheet: 'questionnaire-dialog',
    save: 'quiz-save',
    told: 'English',
  },
];

const activeTabInView = (page: Page) =>
  page.getByTestId('admin-sections').evaluate((row) => {
    const tab = row.querySelector('[aria-current="page"]');
    if (!tab) return false;
    const rowBox = row.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    return tabBox.left >= rowBox.left - 1 && tabBox.right <= rowBox.right + 1;
  });

describe('the console kit on a phone', () => {
  const site = useSite('in');

  it('every section opens its Add sheet at 390 px, says what an empty form lacks, fits the screen, and gives focus back', async () => {
    const { page } = await memberOnDevice(site, mobile, 'admin', 'fanzone-admin');
    for (const { section, add, sheet, save, told } of addSheets) {
      await page.goto(`/admin/${section}`);
      await appStarted(page);
      // The section's own tab, far along the row on a phone, is in view: the row scrolled to it.
      expect(await activeTabInView(page), section).toBe(true);
      const opener = page.getByTestId(add);
      await opener.click();
      const dialog = page.getByTestId(sheet);
      await dialog.getByTestId(save).click();
      // Nothing was sent: the first problem is the form's own, in words an operator can act on.
      await expect
        .poll(() => dialog.getByRole('alert').first().textContent(), { message: section })
        .toContain(told);
      expect(await fitsTheScreen(page), section).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((element) => element === document.activeElement), section).toBe(true);
    }
  });
});
