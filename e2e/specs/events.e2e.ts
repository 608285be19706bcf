import { describe, expect, it } from 'vitest';
import type { PostDetail } from '@fanzone/contract';
import type { Page } from 'playwright-core';
import { mobile } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import {
  appStarted,
  boardNamed,
  callApiFromPage,
  memberOnDesktop,
  memberOnDevice,
  memberOnPhone,
  skipCongratulations,
} from '../src/journeys.ts';

type EventCard = { id: string; title: Record<string, string> };

/**
 * Publishes a picture post in the Photography club (the event's board, which has no sections) as
 * the page's member, through the API the publish page calls.
 */
async function publishStory(page: Page, title: string) {
  const board = await boardNamed(page, 'Photography club');
  const answer = await callApiFromPage<PostDetail>(page, 'POST', '/api/posts', {
    kind: 'post',
    title,
    contentHtml: '<p>Shot on the Nova 12 Pro at dusk.</p>',
    boardId: board.id,
    sectionId: board.sections.find((section) => !section.closed)?.id ?? null,
    category: 'photography',
    tags: [],
    cover: null,
    attachments: [],
    commentVisibility: 'everyone',
    poll: null,
    bugReport: null,
  });
  expect(answer.body).toMatchObject({ status: 'success' });
  return answer.body.data;
}

/** Nothing sticks out sideways on a phone. */
async function fitsTheScreen(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('events and campaigns', () => {
  const site = useSite('in', { POSTING_RATE_LIMIT_PER_MINUTE: '1000' });

  it('a member on a phone joins the demo photo-story event, accepting the privacy policy, enters a post and sees it ranked by likes', async () => {
    const operator = await memberOnDesktop(site, 'admin', 'fanzone-admin');
    const events = (await callApiFromPage<EventCard[]>(operator.page, 'GET', '/api/admin/events')).body.data;
    const demo = events.find((event) => event.title.en?.startsWith('Photo story'))!;

    const member = await memberOnDevice(site, mobile, 'maria_lens');
    const page = member.page;
    // The campaign leads the home page's banners, and its banner opens the event's page.
    await page.goto('/');
    await appStarted(page);
    await page
      .getByTestId('home-banners')
      .getByRole('img', { name: 'Photo story contest: your city after dark', exact: true })
      .click();
    await page.waitForURL(`**/content/competition/${demo.id}`);
    await expect.poll(() => page.getByTestId('event-phase').textContent()).toBe('In progress');
    expect(await page.getByTestId('page-title').textContent()).toBe('Photo story: your city after dark');
    expect(await page.getByTestId('event-prizes').textContent()).toContain('Ranks 1–10 A T-shirt');

    // Joining needs the privacy policy accepted, in the spec's words.
    await page.getByTestId('event-join-button').click();
    await expect
      .poll(() => page.getByTestId('event-join-problem').textContent())
      .toBe('Please accept the Privacy Policy to continue');
    await page.getByTestId('event-privacy').check();
    await page.getByTestId('event-join-button').click();
    await page.getByTestId('event-joined').waitFor();
    expect(await page.getByTestId('event-post-link').getAttribute('href')).toBe('/publish/post');

    // The story is published in the event's board (the publish page's own call), then entered here.
    const story = await publishStory(page, 'Neon alley at midnight');
    await page.reload();
    await appStarted(page);
    await page.getByTestId(`event-enter-${story.id}`).click();
    await page.getByTestId('event-entry').waitFor();
    expect(await fitsTheScreen(page)).toBe(true);

    // A like from another member lifts it in the live ranking.
    const fan = await memberOnDesktop(site, 'lukas_de');
    expect((await callApiFromPage(fan.page, 'PUT', `/api/posts/${story.id}/like`, {})).status).toBe(200);
    await page.reload();
    await appStarted(page);
    const line = page.getByTestId('ranking-line').filter({ hasText: 'Neon alley at midnight' });
    await expect.poll(() => line.getByTestId('ranking-likes').textContent()).toBe('Likes: 1');
    expect(await line.getByTestId('ranking-rank').textContent()).toMatch(/^No\. \d+$/);
    expect(await page.getByTestId('event-ranking').textContent()).toContain(
      'Equal likes: the story published first ranks higher.',
    );
    expect(await page.getByTestId('event-my-rank').textContent()).toMatch(/^Your rank: \d+$/);
    await Promise.all([member.context.close(), operator.context.close(), fan.context.close()]);
  });

  it('a member on a desktop joins the demo event, writes the entry on the publish screen it links to, comes back, enters it and finds it ranked', async () => {
    const operator = await memberOnDesktop(site, 'admin', 'fanzone-admin');
    const events = (await callApiFromPage<EventCard[]>(operator.page, 'GET', '/api/admin/events')).body.data;
    const demo = events.find((event) => event.title.en?.startsWith('Photo story'))!;
    await operator.context.close();

    const member = await memberOnDesktop(site, 'arjun.tech');
    const page = member.page;
    await page.goto(`/content/competition/${demo.id}`);
    await appStarted(page);
    await expect.poll(() => page.getByTestId('event-phase').textContent()).toBe('In progress');
    const statsBefore = await page.getByTestId('event-stats').textContent();
    const [joinedBefore, entriesBefore] = statsBefore!.match(/\d+/g)!.map(Number);
    await page.getByTestId('event-privacy').check();
    await page.getByTestId('event-join-button').click();
    await page.getByTestId('event-joined').waitFor();
    await expect
      .poll(() => page.getByTestId('event-stats').textContent())
      .toBe(`Joined: ${joinedBefore! + 1} · Entries: ${entriesBefore}`);

    // The event's own link opens the publish screen; the story goes to the event's board there.
    await page.getByTestId('event-post-link').click();
    await page.waitForURL((url) => url.pathname === '/publish/post');
    await page.getByTestId('publish-form').waitFor();
    const title = 'Rickshaw lights on Linking Road';
    await page.getByTestId('publish-title').fill(title);
    await page.getByTestId('editor-content').click();
    await page.keyboard.type('A long exposure from the footbridge, handheld on the Nova 12 Pro.');
    await page.getByTestId('board-choices').getByRole('button', { name: 'Community', exact: true }).click();
    await page
      .getByTestId('sub-board-choices')
      .getByRole('button', { name: 'Photography club', exact: true })
      .click();
    await page.getByTestId('category-photography').click();
    await page.getByTestId('publish-submit').click();
    await page.waitForURL(/\/post-details\/\d+$/);
    const postId = /\/post-details\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
    await skipCongratulations(page);

    // Publishing replaced the publish screen: Back returns to the event, which offers the new story.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/content/competition/${demo.id}`);
    await page.getByTestId(`event-enter-${postId}`).click();
    await page.getByTestId('event-entry').waitFor();
    expect(await page.getByTestId('event-entry-link').getAttribute('href')).toBe(`/post-details/${postId}`);
    await expect
      .poll(() => page.getByTestId('event-stats').textContent())
      .toBe(`Joined: ${joinedBefore! + 1} · Entries: ${entriesBefore! + 1}`);

    // In the live ranking with no likes yet, at the rank the member's own panel says.
    const line = page.getByTestId('ranking-line').filter({ hasText: title });
    await expect.poll(() => line.getByTestId('ranking-likes').textContent()).toBe('Likes: 0');
    expect(await line.getByTestId('ranking-title').getAttribute('href')).toBe(`/post-details/${postId}`);
    expect(await line.textContent()).toContain('arjun.tech');
    const rank = /^No\. (\d+)$/.exec((await line.getByTestId('ranking-rank').textContent())!)![1];
    await expect.poll(() => page.getByTestId('event-my-rank').textContent()).toBe(`Your rank: ${rank}`);
    await member.context.close();
  });

  it('an operator announces a campaign in the console; the awards arrive: Coins and a medal in the congratulation popup, the T-shirt winner gives an address', async () => {
    const operator = await memberOnPhone(site, 'admin', 'fanzone-admin');
    const medals = (
      await callApiFromPage<{ id: string; code: string }[]>(operator.page, 'GET', '/api/admin/medals')
    ).body.data;
    const board = await boardNamed(operator.page, 'Photography club');
    // Entries are open for ten minutes; once everyone has entered, the operator closes them early
    // (an edit of the dates) and announces before the announcement date.
    const now = Math.floor(Date.now() / 1000);
    const created = await callApiFromPage<{ id: string }>(operator.page, 'POST', '/api/admin/events', {
      title: { en: 'Sunset sprint' },
      rules: { en: 'One sunset, one entry.' },
      boardId: board.id,
      startsAt: now - 3600,
      entriesEndAt: now + 600,
      announceAt: now + 3600,
      participationMedalId: medals.find((medal) => medal.code === 'photo-story')!.id,
      prizes: [
        { fromRank: 1, toRank: 1, kind: 'tshirt' },
        { fromRank: 2, toRank: 2, kind: 'coins', coins: 800 },
      ],
    });
    expect(created.body).toMatchObject({ status: 'success' });
    const eventId = created.body.data.id;

    const winner = await memberOnDesktop(site, 'priya_clicks');
    const runnerUp = await memberOnDevice(site, mobile, 'budi_gamer');
    const entries: string[] = [];
    for (const [index, member] of [winner, runnerUp].entries()) {
      await member.page.goto('/');
      await appStarted(member.page);
      const joined = await callApiFromPage(member.page, 'POST', `/api/events/${eventId}/participants`, {
        privacyAccepted: true,
      });
      expect(joined.body).toMatchObject({ status: 'success' });
      const post = await publishStory(member.page, `Sunset number ${index + 1}`);
      const entered = await callApiFromPage(member.page, 'POST', `/api/events/${eventId}/entries`, {
        postId: post.id,
      });
      expect(entered.body).toMatchObject({ status: 'success' });
      entries.push(post.id);
    }
    expect((await callApiFromPage(operator.page, 'PUT', `/api/posts/${entries[0]}/like`, {})).status).toBe(
      200,
    );
    const coinsBefore = (
      await callApiFromPage<{ coinBalance: number }>(runnerUp.page, 'GET', '/api/account/rewards')
    ).body.data.coinBalance;

    // Closing entries now: the console then offers to announce now.
    const edited = (
      await callApiFromPage<Record<string, unknown>>(operator.page, 'GET', `/api/admin/events/${eventId}`)
    ).body.data;
    const closed = await callApiFromPage(operator.page, 'PUT', `/api/admin/events/${eventId}`, {
      title: edited.title,
      rules: edited.rules,
      boardId: edited.boardId,
      countries: edited.countries,
      startsAt: edited.startsAt,
      entriesEndAt: Math.floor(Date.now() / 1000),
      announceAt: edited.announceAt,
      deliveryWorkingDays: edited.deliveryWorkingDays,
      participationMedalId: edited.participationMedalId,
      prizes: edited.prizes,
    });
    expect(closed.body).toMatchObject({ status: 'success' });
    await operator.page.goto('/admin/events');
    await appStarted(operator.page);
    const card = operator.page.getByTestId(`event-card-${eventId}`);
    await card.getByTestId('event-announce-now').click();
    await expect
      .poll(() => operator.page.getByTestId('toaster').textContent())
      .toContain('Announced: 4 awards granted');
    await expect.poll(() => card.getByTestId('event-award-row').count()).toBe(4);

    // The runner-up (a phone) opens the page: their Coins and medal come up in the popup, once.
    await runnerUp.page.goto(`/content/competition/${eventId}`);
    await appStarted(runnerUp.page);
    await expect.poll(() => runnerUp.page.getByTestId('event-phase').textContent()).toBe('Announced');
    const popup = runnerUp.page.getByTestId('congrats-dialog');
    await popup.waitFor();
    await expect.poll(() => popup.getByTestId('congrats-rewards').textContent()).toContain('+800 Coins');
    // Named for what was won, not as a mission.
    const eventTitle = (edited.title as Record<string, string>).en!;
    expect(await popup.textContent()).toContain(`You won an award in “${eventTitle}”.`);
    await popup.getByTestId('congrats-ok').click();
    await expect.poll(() => popup.getByTestId('congrats-medal').textContent()).toContain('Photo storyteller');
    await popup.getByTestId('congrats-ok').click();
    await runnerUp.page.waitForURL((url) => url.pathname === '/personal/medals');
    const coinsAfter = (
      await callApiFromPage<{ coinBalance: number }>(runnerUp.page, 'GET', '/api/account/rewards')
    ).body.data.coinBalance;
    expect(coinsAfter - coinsBefore).toBe(800);
    expect(await fitsTheScreen(runnerUp.page)).toBe(true);

    // The winner (desktop) is asked where to send the T-shirt; operators read it, nobody else.
    await winner.page.goto(`/content/competition/${eventId}`);
    await appStarted(winner.page);
    const winnerPopup = winner.page.getByTestId('congrats-dialog');
    await winnerPopup.waitFor();
    await winner.page.keyboard.press('Escape');
    await winner.page.getByTestId('event-award-tshirt').waitFor();
    await winner.page.getByTestId('event-address-recipient').fill('Priya Sharma');
    await winner.page.getByTestId('event-address-phone').fill('+91 98765 43210');
    await winner.page.getByTestId('event-address-address').fill('12 MG Road, Bengaluru');
    await winner.page.getByTestId('event-address-save').click();
    await expect.poll(() => winner.page.getByTestId('toaster').textContent()).toContain('Address saved');
    await operator.page.reload();
    await appStarted(operator.page);
    await card.getByTestId('event-awards-toggle').click();
    await expect
      .poll(() => card.getByTestId('event-award-address').textContent())
      .toContain('12 MG Road, Bengaluru');
    await Promise.all([operator.context.close(), winner.context.close(), runnerUp.context.close()]);
  });

  it('the brand page task (browse 15 seconds) counts on the product page and on the event page as on About us', async () => {
    const operator = await memberOnDesktop(site, 'admin', 'fanzone-admin');
    const events = (await callApiFromPage<EventCard[]>(operator.page, 'GET', '/api/admin/events')).body.data;
    const demo = events.find((event) => event.title.en?.startsWith('Photo story'))!;
    const member = await memberOnDesktop(site, 'sofia-es');
    const page = member.page;

    await page.goto('/product?task=browse');
    await appStarted(page);
    const chip = page.getByTestId('browse-chip');
    await page.getByTestId('browse-countdown').waitFor();
    // The daily browse mission completes: its popup comes up; Esc skips it.
    const popup = page.getByTestId('congrats-dialog');
    await popup.waitFor({ timeout: 30_000 });
    expect(await chip.textContent()).toContain('Done! Your mission is complete');
    await page.keyboard.press('Escape');

    // The event page runs the same task; today's is counted already.
    await page.goto(`/content/competition/${demo.id}?task=browse`);
    await appStarted(page);
    await page.getByTestId('browse-countdown').waitFor();
    await expect
      .poll(() => page.getByTestId('browse-chip').textContent(), { timeout: 30_000, interval: 1_000 })
      .toContain('Already counted for today');
    await Promise.all([operator.context.close(), member.context.close()]);
    // Two browses of 15 seconds each, on top of the logins.
  }, 90_000);
});
