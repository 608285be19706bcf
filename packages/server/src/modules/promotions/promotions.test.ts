import type { Promotion, PromotionAdmin } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../test/factories.ts';
import { setBanned } from '../../../test/forum.ts';
import { expectOperatorsOnly } from '../../../test/rewards.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock } from '../../platform/clock.ts';

describe(`promotions (${testDatabase})`, () => {
  let admin: TestClient;
  let moderator: TestClient;
  let member: TestClient;
  const clock = manualClock(new Date('2025-06-01T12:00:00Z'));
  const freeGift = async (client: TestClient, headers: Record<string, string> = {}) =>
    (await client.api('GET', '/api/promotions/free-gift', undefined, { headers })).body.data as Promotion;

  // The demo community for its free-gift promotion.
  const site = useTestApp({
    region: 'global',
    demoData: true,
    clock,
    env: { COUNTRY_HEADER: 'x-country', TRUST_PROXY: '1' },
  });
  /** Staff live in Mexico, the global build's first country (the factories' default); the member in India. */
  let people: { admin: Member; moderator: Member; member: Member };
  beforeAll(async () => {
    people = {
      admin: await site.member({ role: 'admin' }),
      moderator: await site.member({ role: 'moderator' }),
      member: await site.member({ country: 'IN' }),
    };
  });
  /** Sessions last a while, not across the years the clock jumps: each test signs in on its own date. */
  const signInAt = async (instant: string) => {
    clock.set(new Date(instant));
    [admin, moderator, member] = await Promise.all([
      people.admin.client(),
      people.moderator.client(),
      people.member.client(),
    ]);
  };

  it("moves the free costume through its states by date, on Mexico City's calendar", async () => {
    const visitor = site.visitor();
    const stateAt = async (instant: string) => {
      clock.set(new Date(instant));
      return (await freeGift(visitor)).state;
    };
    expect(await stateAt('2025-06-01T12:00:00Z')).toBe('purchaseOpen');
    // 31 Dec 2025, 23:30 in Mexico City (UTC-6): still a purchase day there.
    expect(await stateAt('2026-01-01T05:30:00Z')).toBe('purchaseOpen');
    expect(await stateAt('2026-01-01T06:30:00Z')).toBe('redemptionOnly');
    // 30 May 2026, 23:30 in Mexico City: the last redemption day.
    expect(await stateAt('2026-05-31T05:30:00Z')).toBe('redemptionOnly');
    expect(await stateAt('2026-05-31T06:30:00Z')).toBe('ended');
    expect(await stateAt('2026-11-26T12:00:00Z')).toBe('ended');
  });

  it('answers the record in the reader’s language, and whether their country takes part', async () => {
    await signInAt('2025-10-01T12:00:00Z');
    const visitor = site.visitor();
    const seen = await freeGift(visitor);
    expect(seen).toMatchObject({
      code: 'free-gift',
      countryCodes: ['MX', 'BR'],
      timeZone: 'America/Mexico_City',
      startsOn: null,
      purchaseEndsOn: '2025-12-31',
      redemptionEndsOn: '2026-05-30',
      state: 'purchaseOpen',
      eligible: null,
    });
    expect(seen.title).toMatch(/costume/);
    expect((await freeGift(visitor, { cookie: 'fz_locale=ru' })).title).toMatch(/костюм/);
    expect((await freeGift(visitor, { 'x-country': 'BR' })).eligible).toBe(true);
    expect((await freeGift(visitor, { 'x-country': 'DE' })).eligible).toBe(false);
    // A member's account country (Mexico) wins over the proxy's header.
    const fan = await (await site.member({ country: 'MX' })).client();
    expect((await freeGift(fan, { 'x-country': 'DE' })).eligible).toBe(true);
    expect((await freeGift(member, { 'x-country': 'BR' })).eligible).toBe(false);
    const missing = await visitor.get('/api/promotions/no-such-promotion');
    expect([missing.statusCode, missing.body.code]).toEqual([404, 'PROMOTION_NOT_FOUND']);
  });

  it('operators create, list and change promotions; the page follows at once', async () => {
    await signInAt('2026-03-10T12:00:00Z');
    const input = {
      code: 'spring-buds',
      countryCodes: ['in', 'BD'],
      title: { en: 'Free earbuds case', ru: 'Чехол для наушников в подарок' },
      body: { en: 'Buy earbuds, get a case.' },
      timeZone: 'Asia/Kolkata',
      startsOn: '2026-04-01',
      purchaseEndsOn: '2026-04-30',
      redemptionEndsOn: '2026-05-31',
    };
    const created = (await admin.api('POST', '/api/admin/promotions', input)).body.data as PromotionAdmin;
    expect(created).toMatchObject({ code: 'spring-buds', countryCodes: ['IN', 'BD'], state: 'upcoming' });
    expect((await admin.api('POST', '/api/admin/promotions', input)).body.code).toBe('PROMOTION_CODE_TAKEN');
    const { code: _code, ...update } = input;
    const changed = (
      await admin.api('PUT', '/api/admin/promotions/spring-buds', { ...update, startsOn: null })
    ).body.data as PromotionAdmin;
    expect(changed.state).toBe('purchaseOpen');
    expect((await freeGift(member)).state).toBe('redemptionOnly');
    const page = (await member.get('/api/promotions/spring-buds')).body.data as Promotion;
    // The member lives in India.
    expect(page).toMatchObject({ state: 'purchaseOpen', eligible: true, title: 'Free earbuds case' });
    const listed = (await admin.get('/api/admin/promotions')).body.data as PromotionAdmin[];
    expect(listed.map((promotion) => promotion.code)).toEqual(['spring-buds', 'free-gift']);
    expect(listed[1]!.title).toMatchObject({ en: expect.any(String), ar: expect.any(String) });
    expect((await admin.api('PUT', '/api/admin/promotions/nothing-here', update)).body.code).toBe(
      'PROMOTION_NOT_FOUND',
    );
  });

  it('refuses dates out of order, an unknown time zone or country, and members writing', async () => {
    await signInAt('2026-03-11T12:00:00Z');
    const base = {
      code: 'bad-dates',
      countryCodes: [],
      title: { en: 'Bad' },
      body: { en: 'Bad' },
      timeZone: 'UTC',
      startsOn: null,
      purchaseEndsOn: '2026-06-30',
      redemptionEndsOn: '2026-06-01',
    };
    const refusal = async (body: object) => {
      const answer = await admin.api('POST', '/api/admin/promotions', body);
      return [answer.statusCode, answer.body.code];
    };
    expect(await refusal(base)).toEqual([400, 'VALIDATION_FAILED']);
    const ordered = { ...base, redemptionEndsOn: '2026-07-31' };
    expect(await refusal({ ...ordered, startsOn: '2026-07-01' })).toEqual([400, 'VALIDATION_FAILED']);
    expect(await refusal({ ...ordered, timeZone: 'Mars/Olympus' })).toEqual([400, 'VALIDATION_FAILED']);
    expect(await refusal({ ...ordered, countryCodes: ['XX'] })).toEqual([400, 'VALIDATION_FAILED']);
    expect(await refusal({ ...ordered, code: 'Not A Code' })).toEqual([400, 'VALIDATION_FAILED']);
    await expectOperatorsOnly(
      site.app,
      [member, moderator],
      [
        ['GET', '/api/admin/promotions', undefined],
        ['POST', '/api/admin/promotions', ordered],
        ['PUT', '/api/admin/promotions/free-gift', { ...ordered, code: undefined }],
      ],
    );
    const bannedMember = await site.member();
    const banned = await bannedMember.client();
    await setBanned(site.app, bannedMember.username, true);
    expect((await banned.get('/api/admin/promotions')).body.code).toBe('USER_BANNED');
  });
});
