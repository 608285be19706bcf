import { describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import {
  appStarted,
  callApiFromPage,
  memberOnDesktop,
  memberOnDevice,
  memberOnPhone,
} from '../src/journeys.ts';

/** A calendar day `days` from today (UTC), as the console's date inputs take it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A calendar day of the record (`2026-05-30`) as the English page writes it (`May 30, 2026`). */
const calendarDay = (day: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

describe('promotions, the Friends Club certification and the year in review', () => {
  // The Indian build (no country to choose first): the free gift of Mexico and Brazil is not India's.
  const site = useSite('in');

  it('shows the free gift’s state for today from its record, and follows an operator’s new dates', async () => {
    const { context, page } = await openPage(site.browser, site.url, mobile);
    await page.goto('/ff-reward/free-gift');
    await appStarted(page);
    const state = page.getByTestId('promotion-state');
    const answer = await callApiFromPage<{ state: string; redemptionEndsOn: string }>(
      page,
      'GET',
      '/api/promotions/free-gift',
    );
    // What the server's clock says today: the page shows the same, and the record's dates.
    await expect.poll(() => state.getAttribute('data-state')).toBe(answer.body.data.state);
    expect(await page.getByTestId('promotion-redemptionEnds').textContent()).toBe('May 30, 2026');
    expect(await page.getByTestId('promotion-purchaseEnds').textContent()).toBe('December 31, 2025');

    // An operator moves the redemption end a year ahead in the console: the page says so.
    const operator = await memberOnPhone(site, 'admin', 'fanzone-admin');
    await operator.page.goto('/admin/promotions');
    await appStarted(operator.page);
    const card = operator.page.getByTestId('promotion-free-gift');
    await card.getByTestId('promotion-edit').click();
    const form = operator.page.getByTestId('promotion-edit-dialog').getByTestId('promotion-form');
    await form.getByTestId('promotion-purchase-ends-on').fill(dayFromToday(-2));
    await form.getByTestId('promotion-redemption-ends-on').fill(dayFromToday(365));
    await form.getByTestId('promotion-save').click();
    await expect.poll(() => card.getByTestId('promotion-card-state').textContent()).toBe('Redemption only');

    await page.reload();
    await appStarted(page);
    await expect.poll(() => state.getAttribute('data-state')).toBe('redemptionOnly');
    expect(await page.getByTestId('promotion-state-text').textContent()).toContain('can be redeemed until');
    expect(await page.getByTestId('free-gift').textContent()).toContain('Mexico and Brazil');
    await Promise.all([context.close(), operator.context.close()]);
  });

  it('shows a member on a desktop the free gift’s state, dates and whether their country takes part, as operators set it', async () => {
    const member = await memberOnDesktop(site, 'arjun.tech');
    const page = member.page;
    await page.goto('/ff-reward/free-gift');
    await appStarted(page);
    const answer = await callApiFromPage<{
      state: string;
      purchaseEndsOn: string;
      redemptionEndsOn: string;
      eligible: boolean | null;
    }>(page, 'GET', '/api/promotions/free-gift');
    expect(answer.body.data.eligible).toBe(false);
    const state = page.getByTestId('promotion-state');
    await expect.poll(() => state.getAttribute('data-state')).toBe(answer.body.data.state);
    // The record's dates, whatever an operator set them to before: the page says the same days.
    expect(await page.getByTestId('promotion-purchaseEnds').textContent()).toBe(
      calendarDay(answer.body.data.purchaseEndsOn),
    );
    expect(await page.getByTestId('promotion-redemptionEnds').textContent()).toBe(
      calendarDay(answer.body.data.redemptionEndsOn),
    );
    const gift = page.getByTestId('free-gift');
    expect(await gift.textContent()).toContain('Where: Mexico and Brazil');
    // An Indian member: India does not take part.
    const eligibility = page.getByTestId('promotion-eligibility');
    expect(await eligibility.textContent()).toBe('Your country does not take part in this promotion.');
    expect(await page.getByTestId('desktop-header').isVisible()).toBe(true);

    // An operator adds India to the promotion's countries in the console.
    const operator = await memberOnPhone(site, 'admin', 'fanzone-admin');
    const setCountries = async (countries: string) => {
      await operator.page.goto('/admin/promotions');
      await appStarted(operator.page);
      await operator.page.getByTestId('promotion-free-gift').getByTestId('promotion-edit').click();
      const dialog = operator.page.getByTestId('promotion-edit-dialog');
      await dialog.getByTestId('promotion-countries').fill(countries);
      await dialog.getByTestId('promotion-save').click();
      await dialog.waitFor({ state: 'detached' });
    };
    await setCountries('MX, BR, IN');

    await page.reload();
    await appStarted(page);
    await expect.poll(() => eligibility.textContent()).toBe('Your country takes part.');
    expect(await gift.textContent()).toContain('Where: Mexico, Brazil, and India');
    expect(await state.getAttribute('data-state')).toBe(answer.body.data.state);

    // Back to the demo's countries.
    await setCountries('MX, BR');
    await page.reload();
    await appStarted(page);
    await expect
      .poll(() => eligibility.textContent())
      .toBe('Your country does not take part in this promotion.');
    await Promise.all([member.context.close(), operator.context.close()]);
  });

  // Each layout's member has not applied yet (the demo seeds no application).
  for (const [layout, device, login, realName, otherLayout] of [
    ['a phone', mobile, 'maria_lens', 'Maria Lens', desktop],
    ['a desktop', desktop, 'priya_clicks', 'Priya Nair', mobile],
  ] as const) {
    it(`a member applies on ${layout}, is Pending until an operator approves, then Approved with the badge on the profile`, async () => {
      const operator = await memberOnPhone(site, 'admin', 'fanzone-admin');
      // Certification is in the brand's app; the operator opens it on the web in the console.
      await operator.page.goto('/admin/settings');
      await appStarted(operator.page);
      const onWeb = operator.page.getByTestId('setting-certificationOnWeb');
      // The switch shows the saved value (it is drawn once the settings have loaded): the journey
      // on the other layout may have turned it on already.
      await onWeb.waitFor();
      if (!(await onWeb.isChecked())) await onWeb.click();
      await expect.poll(() => onWeb.isChecked()).toBe(true);
      await expect.poll(() => onWeb.isDisabled()).toBe(false);

      const member = await memberOnDevice(site, device, login);
      const page = member.page;
      await page.goto('/ugc-certification');
      await appStarted(page);
      const form = page.getByTestId('certification-form');
      await form.waitFor();
      expect(await page.getByTestId('certification-status').count()).toBe(0);
      await page.getByTestId('certification-real-name').fill(realName);
      await page.getByTestId('certification-channel-url').fill('not a link');
      await page.getByTestId('certification-submit').click();
      await expect
        .poll(() => page.getByTestId('certification-channel-url-problem').textContent())
        .toContain('http://');
      expect(await page.getByTestId('certification-phone-model-problem').textContent()).toBe(
        'Please fill in this field',
      );
      await page.getByTestId('certification-phone-model').fill('Nova 12 Pro');
      await page.getByTestId('certification-channel-url').fill(`https://video.example/@${login}`);
      await page
        .getByTestId('certification-motivation')
        .fill('I review every camera update of the brand for my followers and want to do it with the team.');
      await page.getByTestId('certification-submit').click();
      const label = page.getByTestId('certification-status-label');
      await expect.poll(() => label.textContent()).toBe('Pending');
      expect(await form.count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await operator.page.goto('/admin/certification');
      await appStarted(operator.page);
      const application = operator.page
        .getByTestId('certification-applications')
        .locator('li.admin-card')
        .filter({ hasText: login });
      expect(await application.textContent()).toContain(realName);
      expect(await application.textContent()).toContain(`https://video.example/@${login}`);
      await application.getByTestId('application-approve').click();
      await application.waitFor({ state: 'detached' });

      await page.reload();
      await appStarted(page);
      await expect.poll(() => label.textContent()).toBe('Approved');
      const [line] = (await callApiFromPage<{ kind: string }[]>(page, 'GET', '/api/message/list?type=system'))
        .body.data;
      expect(line).toMatchObject({ kind: 'certificationApproved' });

      // Anyone sees the badge on the member's profile, on the other layout too.
      const me = (await callApiFromPage<{ id: string }>(page, 'GET', '/api/account/profile')).body.data;
      const visitor = await openPage(site.browser, site.url, otherLayout);
      await visitor.page.goto(`/user/${me.id}/posts`);
      await appStarted(visitor.page);
      await expect
        .poll(() => visitor.page.getByTestId('profile-friends-club').textContent())
        .toBe('Friends Club');
      await Promise.all([member.context.close(), operator.context.close(), visitor.context.close()]);
    });
  }

  it('shows the demo fan their 2024 in review on a desktop and a phone, shareable; visitors are asked to log in', async () => {
    const visitor = await openPage(site.browser, site.url, mobile);
    await visitor.page.goto('/2024userreports');
    await appStarted(visitor.page);
    await expect
      .poll(() => visitor.page.getByTestId('empty-state').textContent())
      .toContain('Log in to see your 2024');

    const fan = await memberOnDesktop(site, 'fan');
    await fan.page.goto('/2024userreports');
    await appStarted(fan.page);
    const review = fan.page.getByTestId('year-in-review');
    await review.waitFor();
    expect(await fan.page.getByTestId('review-posts').textContent()).toBe('2');
    expect(await fan.page.getByTestId('review-likes').textContent()).toBe('5');
    expect(await fan.page.getByTestId('review-checkIns').textContent()).toBe('30');
    expect(await fan.page.getByTestId('review-favourite-board').textContent()).toContain('NovaOS');
    await fan.page.getByTestId('share-button').click();
    await fan.page.getByTestId('share-copy').waitFor();

    const phone = await memberOnDevice(site, mobile, 'fan');
    await phone.page.goto('/2024userreports');
    await appStarted(phone.page);
    await phone.page.getByTestId('year-in-review').waitFor();
    expect(await phone.page.getByTestId('review-posts').textContent()).toBe('2');
    // The stats fit the phone's width: nothing scrolls sideways.
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await Promise.all([visitor.context.close(), fan.context.close(), phone.context.close()]);
  });
});
