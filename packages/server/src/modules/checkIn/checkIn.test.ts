import type { CheckInDayStatus, CheckInStatus, MissionView } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock } from '../../platform/clock.ts';

// India (UTC+5:30). Monday 16 November 2026 starts the ISO week; local midnight is 18:30 UTC.
const noonOf = (day: string) => Date.parse(`${day}T06:30:00Z`) / 1000;
const localTime = (day: string, time: string) => new Date(Date.parse(`${day}T${time}+05:30`));
const appAgent = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) FanzoneCommunity/3.2.0' };

describe('check-in: days in the region, streaks, make-ups and the app-only rule', () => {
  const clock = manualClock(localTime('2026-11-18', '10:00:00'));
  const site = useTestApp({ region: 'in', clock });

  /** A new member, who has never checked in, signed in from the brand's app. */
  async function inApp() {
    const made = await site.member();
    const member = site.visitor(appAgent);
    await member.login(made.username, made.password);
    return member;
  }
  const statusOf = async (member: TestClient) =>
    (await member.api('POST', '/api/check-in/status')).body.data as CheckInStatus;
  const historyOf = async (member: TestClient, start: string, end: string) =>
    (await member.get(`/api/check-in/history?start=${noonOf(start)}&end=${noonOf(end)}`)).body.data as Record<
      string,
      CheckInDayStatus
    >;

  it('is only possible in the app unless operators open it on the web', async () => {
    clock.set(localTime('2026-11-18', '10:00:00'));
    const onWeb = await (await site.member()).client();
    expect(await statusOf(onWeb)).toMatchObject({ available: false, checkedInToday: false });
    const refused = await onWeb.api('POST', '/api/check-in');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'CHECK_IN_APP_ONLY',
      message: 'Check-in is only possible in the app',
    });
    expect((await statusOf(onWeb)).totalDays).toBe(0);

    // An operator opens check-in on the web.
    const operator = await (await site.member({ role: 'admin' })).client();
    const openOnWeb = (value: boolean) => operator.api('PUT', '/api/admin/settings/checkInOnWeb', { value });
    expect((await openOnWeb(true)).statusCode).toBe(200);
    try {
      expect((await onWeb.api('POST', '/api/check-in')).body.data).toMatchObject({
        available: true,
        checkedInToday: true,
      });
    } finally {
      await openOnWeb(false);
    }
    expect(await statusOf(onWeb)).toMatchObject({ available: false, checkedInToday: true });

    const visitor = site.visitor(appAgent);
    expect((await visitor.api('POST', '/api/check-in')).statusCode).toBe(401);
  });

  it('checks in once a day, even for twenty concurrent taps, and completes the daily mission once', async () => {
    clock.set(localTime('2026-11-18', '10:00:00'));
    const member = await inApp();
    const taps = await Promise.all(Array.from({ length: 20 }, () => member.api('POST', '/api/check-in')));
    expect(taps.every((tap) => tap.statusCode === 200)).toBe(true);
    const completions = taps.flatMap((tap) => tap.body.completeMission ?? []);
    expect(completions.map((mission) => [mission.growthValue, mission.goldCoins])).toEqual([[5, 5]]);
    expect(await statusOf(member)).toMatchObject({ checkedInToday: true, streakDays: 1, totalDays: 1 });
    const daily = ((await member.get('/api/mission/my-missions')).body.data as MissionView[]).find(
      (mission) => mission.title === 'Check in today',
    );
    expect(daily).toMatchObject({ progress: 1, status: 'awaiting_award', isTypeB: true });
  });

  it('starts a new day at midnight in the region and keeps the streak across it', async () => {
    const member = await inApp();
    clock.set(localTime('2026-11-18', '23:59:30'));
    await member.api('POST', '/api/check-in');
    clock.advanceSeconds(29);
    expect((await member.api('POST', '/api/check-in')).body.completeMission).toBeUndefined();
    expect(await statusOf(member)).toMatchObject({ totalDays: 1, streakDays: 1 });

    clock.advanceSeconds(2); // 00:00:01 on the 19th
    expect(await statusOf(member)).toMatchObject({
      today: noonOf('2026-11-19'),
      checkedInToday: false,
      streakDays: 1,
    });
    const next = await member.api('POST', '/api/check-in');
    expect(next.body.completeMission?.map((mission) => mission.growthValue)).toEqual([5]);
    expect(await statusOf(member)).toMatchObject({ checkedInToday: true, streakDays: 2, totalDays: 2 });

    // A day without check-in ends the streak.
    clock.set(localTime('2026-11-21', '09:00:00'));
    expect(await statusOf(member)).toMatchObject({ streakDays: 0, totalDays: 2 });
    await member.api('POST', '/api/check-in');
    expect((await statusOf(member)).streakDays).toBe(1);
  });

  it("answers each day's status for a range, keyed by its noon", async () => {
    const member = await inApp();
    clock.set(localTime('2026-11-17', '08:00:00'));
    await member.api('POST', '/api/check-in');
    clock.set(localTime('2026-11-19', '08:00:00'));
    // The home strip: four days before today to two after.
    expect(await historyOf(member, '2026-11-15', '2026-11-21')).toEqual({
      [noonOf('2026-11-15')]: 'missed',
      [noonOf('2026-11-16')]: 'make_up',
      [noonOf('2026-11-17')]: 'checked_in',
      [noonOf('2026-11-18')]: 'make_up',
      [noonOf('2026-11-19')]: 'today',
      [noonOf('2026-11-20')]: 'upcoming',
      [noonOf('2026-11-21')]: 'upcoming',
    });
    // Any instant of a day names it: local midnight and the last second.
    const lastSecond = noonOf('2026-11-17') + 12 * 3600 - 1;
    const oneDay = await member.get(
      `/api/check-in/history?start=${noonOf('2026-11-17') - 12 * 3600}&end=${lastSecond}`,
    );
    expect(oneDay.body.data).toEqual({ [noonOf('2026-11-17')]: 'checked_in' });

    const tooLong = await member.get(
      `/api/check-in/history?start=${noonOf('2026-09-01')}&end=${noonOf('2026-09-01') + limits.checkIn.historyMaxDays * 86_400}`,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.code).toBe('CHECK_IN_RANGE_INVALID');
    const backwards = await member.get(
      `/api/check-in/history?start=${noonOf('2026-11-19')}&end=${noonOf('2026-11-18')}`,
    );
    expect(backwards.body.code).toBe('CHECK_IN_RANGE_INVALID');
    expect((await member.get('/api/check-in/history?start=abc&end=1')).statusCode).toBe(400);
  });

  it("makes up a missed day of this week with the week's chance, then only with a card", async () => {
    const member = await inApp();
    // Check in Monday to Friday except Tuesday and Wednesday; Tuesday is made up with the week's chance.
    for (const day of ['2026-11-16', '2026-11-19', '2026-11-20']) {
      clock.set(localTime(day, '09:00:00'));
      await member.api('POST', '/api/check-in');
    }
    clock.set(localTime('2026-11-21', '09:00:00'));
    await member.api('POST', '/api/check-in');
    expect(await statusOf(member)).toMatchObject({ makeUpChancesLeft: 1, makeUpCards: 0, streakDays: 3 });

    const madeUp = await member.api('POST', '/api/check-in/make-up', { day: noonOf('2026-11-17') });
    expect(madeUp.statusCode).toBe(200);
    // The fifth day of the week finishes the weekly mission (which gives a make-up card).
    expect(madeUp.body.completeMission?.map((mission) => mission.goldCoins)).toEqual([5, 10]);
    expect(madeUp.body.data).toMatchObject({ makeUpChancesLeft: 0, totalDays: 5 });
    // Making up the same day again spends nothing.
    expect(
      (await member.api('POST', '/api/check-in/make-up', { day: noonOf('2026-11-17') })).statusCode,
    ).toBe(200);

    const noCard = await member.api('POST', '/api/check-in/make-up', { day: noonOf('2026-11-18') });
    expect(noCard.statusCode).toBe(409);
    expect(noCard.body).toMatchObject({
      code: 'MAKE_UP_NO_CARD',
      message:
        'You have not obtained the re-check-in card, please go to the task center to get a re-check-in card',
    });

    const weekly = ((await member.get('/api/mission/my-missions')).body.data as MissionView[]).find(
      (mission) => mission.title === 'Check in on 5 days this week',
    )!;
    const award = await member.api('POST', '/api/mission/award', { id: weekly.id });
    expect(award.body.data).toMatchObject({ makeUpCards: 1 });

    const chanceGone = await member.api('POST', '/api/check-in/make-up', { day: noonOf('2026-11-18') });
    expect(chanceGone.body).toMatchObject({
      code: 'MAKE_UP_CHANCE_USED_UP',
      message: 'The make-up check-in chance for this week is used up. Please use the make-up check-in card.',
    });
    expect((await statusOf(member)).makeUpCards).toBe(1);
    const withCard = await member.api('POST', '/api/check-in/make-up', {
      day: noonOf('2026-11-18'),
      useCard: true,
    });
    expect(withCard.body.data).toMatchObject({ makeUpCards: 0, streakDays: 6, totalDays: 6 });
    expect(await historyOf(member, '2026-11-16', '2026-11-22')).toMatchObject({
      [noonOf('2026-11-17')]: 'made_up',
      [noonOf('2026-11-18')]: 'made_up',
      [noonOf('2026-11-21')]: 'checked_in',
      [noonOf('2026-11-22')]: 'upcoming',
    });
  });

  it('refuses make-ups of today, the future and last week, and resets the chance with the new week', async () => {
    const member = await inApp();
    clock.set(localTime('2026-11-22', '23:59:59')); // Sunday, the week's last second
    for (const day of ['2026-11-22', '2026-11-23', '2026-11-15']) {
      const refused = await member.api('POST', '/api/check-in/make-up', { day: noonOf(day) });
      expect(refused.statusCode).toBe(400);
      expect(refused.body.code).toBe('MAKE_UP_DAY_INVALID');
    }
    expect((await historyOf(member, '2026-11-16', '2026-11-16'))[noonOf('2026-11-16')]).toBe('make_up');

    clock.advanceSeconds(1); // Monday 23rd: last week's days are simply missed now
    expect((await historyOf(member, '2026-11-16', '2026-11-16'))[noonOf('2026-11-16')]).toBe('missed');
    expect((await member.api('POST', '/api/check-in/make-up', { day: noonOf('2026-11-22') })).body.code).toBe(
      'MAKE_UP_DAY_INVALID',
    );
    clock.set(localTime('2026-11-25', '12:00:00'));
    expect((await statusOf(member)).makeUpChancesLeft).toBe(1);
  });

  it('lets two concurrent make-ups share no chance', async () => {
    const member = await inApp();
    clock.set(localTime('2026-11-26', '12:00:00')); // Thursday of the week of the 23rd
    const [first, second] = await Promise.all([
      member.api('POST', '/api/check-in/make-up', { day: noonOf('2026-11-23') }),
      member.api('POST', '/api/check-in/make-up', { day: noonOf('2026-11-24') }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first.body.code, second.body.code]).toContain('MAKE_UP_NO_CARD');
    expect(await statusOf(member)).toMatchObject({ totalDays: 1, makeUpChancesLeft: 0 });
  });
});
