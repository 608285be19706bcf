import { describe, expect, it } from 'vitest';
import type { EventAdmin } from '@fanzone/contract';
import type { Locator, Page } from 'playwright-core';
import { mobile } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { appStarted, boardNamed, callApiFromPage, memberOnPhone, memberOnDevice } from '../src/journeys.ts';

const hour = 3600;
const day = 24 * hour;

/** What a `datetime-local` input holds for a moment, in the browser's own time zone. */
async function localInput(page: Page, seconds: number) {
  return page.evaluate((at) => {
    const date = new Date(at * 1000);
    return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, seconds);
}

/** The console's card of an event, found by its English title as the operator reads it. */
function eventCard(page: Page, title: string): Locator {
  return page
    .getByTestId('events-section')
    .locator('[data-testid^="event-card-"]')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** The event's id, from the card's link to its page. */
async function eventIdOf(card: Locator) {
  const href = await card.getByRole('link', { name: 'Open the event page' }).getAttribute('href');
  return /^\/content\/competition\/(\d+)$/.exec(href ?? '')![1]!;
}

/** Nothing sticks out sideways on a phone. */
async function fitsTheScreen(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function openConsoleEvents(page: Page) {
  await page.goto('/admin/events');
  await appStarted(page);
  await page.getByTestId('events-section').waitFor();
}

describe('events in the operators console', () => {
  const site = useSite('in');

  it('an operator creates an event with the console form and edits it; a member on a phone sees it in progress, then ended', async () => {
    const operator = await memberOnPhone(site, 'admin', 'fanzone-admin');
    const desk = operator.page;
    await openConsoleEvents(desk);
    const minute = Math.floor(Date.now() / 60_000) * 60;
    const startsAt = minute - day;
    const entriesEndAt = minute + 7 * day;
    const announceAt = minute + 10 * day;

    let saves = 0;
    desk.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/admin/events'))
        saves += 1;
    });
    await desk.getByTestId('event-add').click();
    const form = desk.getByTestId('event-form');
    await form.waitFor();
    await form.getByTestId('event-title-en').fill('Monsoon macro week');
    await form
      .getByTestId('event-rules-en')
      .fill('One macro shot of rain per member, taken on a Nova phone.');
    await form.getByTestId('event-board').selectOption({ label: 'Community › Photography club' });
    await form.getByTestId('event-countries').fill('in, ph');
    await form.getByTestId('event-starts').fill(await localInput(desk, startsAt));
    await form.getByTestId('event-entries-end').fill(await localInput(desk, entriesEndAt));
    // Winners announced before entries close: the form says so and sends nothing.
    await form.getByTestId('event-announce').fill(await localInput(desk, entriesEndAt - day));
    await form.getByTestId('event-participation-medal').selectOption({ label: 'Photo storyteller' });
    await form.getByTestId('event-prize-add').click();
    await form.getByTestId('event-prize-0-to').fill('3');
    await form.getByTestId('event-prize-add').click();
    await form.getByTestId('event-prize-1-from').fill('4');
    await form.getByTestId('event-prize-1-to').fill('10');
    await form.getByTestId('event-prize-1-kind').selectOption({ label: 'Coins' });
    await form.getByTestId('event-prize-1-coins').fill('500');
    await form.getByTestId('event-save').click();
    await expect
      .poll(() => form.getByTestId('event-announce-problem').textContent())
      .toBe('Start before entries close, entries close by the announcement');
    expect(saves).toBe(0);
    await form.getByTestId('event-announce').fill(await localInput(desk, announceAt));
    await form.getByTestId('event-save').click();
    await expect.poll(() => desk.getByTestId('toaster').textContent()).toContain('Event saved');
    await form.waitFor({ state: 'detached' });

    const card = eventCard(desk, 'Monsoon macro week');
    await expect.poll(() => card.getByTestId('event-phase').textContent()).toBe('In progress');
    expect(await card.textContent()).toContain('Status: Live');
    const id = await eventIdOf(card);
    // What the form sent, as the server keeps it: its dates to the minute, the codes in capitals.
    const saved = (await callApiFromPage<EventAdmin>(desk, 'GET', `/api/admin/events/${id}`)).body.data;
    const club = await boardNamed(desk, 'Photography club');
    expect(saved).toMatchObject({
      title: { en: 'Monsoon macro week' },
      boardId: club.id,
      countries: ['IN', 'PH'],
      startsAt,
      entriesEndAt,
      announceAt,
      prizes: [
        { fromRank: 1, toRank: 3, kind: 'tshirt' },
        { fromRank: 4, toRank: 10, kind: 'coins', coins: 500 },
      ],
    });
    expect(saved.participationMedalId).not.toBeNull();

    // A member in the Philippines (one of its countries), on a phone.
    const member = await memberOnDevice(site, mobile, 'maria_lens');
    const page = member.page;
    await page.goto(`/content/competition/${id}`);
    await appStarted(page);
    await expect.poll(() => page.getByTestId('event-phase').textContent()).toBe('In progress');
    expect(await page.getByTestId('page-title').textContent()).toBe('Monsoon macro week');
    expect(await page.getByTestId('event').textContent()).toContain(
      'One macro shot of rain per member, taken on a Nova phone.',
    );
    const prizes = page.getByTestId('event-prizes');
    expect(await prizes.textContent()).toContain('Ranks 1–3 A T-shirt');
    expect(await prizes.textContent()).toContain('Ranks 4–10 500 Coins (valid for 2 years)');
    expect(await prizes.textContent()).toContain('Everyone who enters The “Photo storyteller” medal');
    await page.getByTestId('event-join').waitFor();

    // The operator edits it: a new title, more Coins, and entries closed an hour ago.
    await card.getByTestId('event-edit').click();
    await form.waitFor();
    expect(await form.getByTestId('event-title-en').inputValue()).toBe('Monsoon macro week');
    expect(await form.getByTestId('event-prize-1-coins').inputValue()).toBe('500');
    await form.getByTestId('event-title-en').fill('Monsoon macro challenge');
    await form.getByTestId('event-prize-1-coins').fill('800');
    await form.getByTestId('event-entries-end').fill(await localInput(desk, minute - hour));
    await form.getByTestId('event-save').click();
    await form.waitFor({ state: 'detached' });
    const edited = eventCard(desk, 'Monsoon macro challenge');
    await expect.poll(() => edited.getByTestId('event-phase').textContent()).toBe('This event has ended');
    // Ended and not announced yet: the console offers to announce now.
    await edited.getByTestId('event-announce-now').waitFor();
    const after = (await callApiFromPage<EventAdmin>(desk, 'GET', `/api/admin/events/${id}`)).body.data;
    expect(after).toMatchObject({ entriesEndAt: minute - hour, startsAt, announceAt });

    // The member's page says so; joining is no longer offered.
    await page.reload();
    await appStarted(page);
    await expect.poll(() => page.getByTestId('event-phase').textContent()).toBe('This event has ended');
    expect(await page.getByTestId('page-title').textContent()).toBe('Monsoon macro challenge');
    expect(await page.getByTestId('event-prizes').textContent()).toContain('Ranks 4–10 800 Coins');
    expect(await page.getByTestId('event-join').count()).toBe(0);
    expect(await fitsTheScreen(page)).toBe(true);
    await Promise.all([operator.context.close(), member.context.close()]);
  });

  it('an operator pauses, resumes and takes down the demo event in the console; a member sees the spec’s texts', async () => {
    const operator = await memberOnPhone(site, 'admin', 'fanzone-admin');
    const desk = operator.page;
    await openConsoleEvents(desk);
    const card = eventCard(desk, 'Photo story: your city after dark');
    const id = await eventIdOf(card);

    const member = await memberOnDevice(site, mobile, 'lukas_de');
    const page = member.page;
    await page.goto(`/content/competition/${id}`);
    await appStarted(page);
    await expect.poll(() => page.getByTestId('event-phase').textContent()).toBe('In progress');

    await card.getByTestId('event-pause').click();
    await card.getByTestId('event-resume').waitFor();
    expect(await card.textContent()).toContain('Status: Paused');
    await page.reload();
    await appStarted(page);
    await expect
      .poll(() => page.getByTestId('event-stopped').getByTestId('empty-state').textContent())
      .toBe('This topic is currently paused.');
    expect(await page.getByTestId('event-join').count()).toBe(0);
    // Not only hidden: the server refuses joining a paused event in the same words.
    const refused = await callApiFromPage(page, 'POST', `/api/events/${id}/participants`, {
      privacyAccepted: true,
    });
    expect(refused.body).toMatchObject({
      status: 'error',
      code: 'EVENT_PAUSED',
      message: 'This topic is currently paused.',
    });

    // Resumed, it follows its dates again: in progress, open to join.
    await card.getByTestId('event-resume').click();
    await card.getByTestId('event-pause').waitFor();
    expect(await card.textContent()).toContain('Status: Live');
    await page.reload();
    await appStarted(page);
    await expect.poll(() => page.getByTestId('event-phase').textContent()).toBe('In progress');
    await page.getByTestId('event-join').waitFor();

    await card.getByTestId('event-take-down').click();
    await card.getByTestId('event-take-down').waitFor({ state: 'detached' });
    expect(await card.textContent()).toContain('Status: Taken down');
    await page.reload();
    await appStarted(page);
    await expect
      .poll(() => page.getByTestId('event-refused').textContent())
      .toBe("This topic isn't available.");
    expect(await page.getByTestId('event').count()).toBe(0);
    expect(await fitsTheScreen(page)).toBe(true);
    await Promise.all([operator.context.close(), member.context.close()]);
  });
});
