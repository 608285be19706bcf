import type { CoinEntry, RewardSummary } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { coinBooks, grantsExpiredTwice, spendCoinsBehindTheServicesBack } from '../../../test/rewards.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock, unixSeconds } from '../../platform/clock.ts';
import { createCoinExpiry } from './coinExpiry.ts';

const secondMs = 1000;
const hourMs = 60 * 60 * secondMs;
const dayMs = 24 * hourMs;

/** Two calendar years later, computed here independently of the code under test. */
function twoYearsAfter(at: Date) {
  const later = new Date(at.getTime());
  later.setUTCFullYear(at.getUTCFullYear() + 2);
  return later;
}

describe('Coins expire two years after they were earned', () => {
  // Every step of this suite moves the clock forward only: the job remembers how far it got.
  const clock = manualClock(new Date('2026-11-20T06:30:00Z'));
  // The demo gives the operator; the members who earn and lose Coins are made for each test.
  const site = useTestApp({ region: 'in', demoData: true, clock });

  const summaryOf = async (client: TestClient) =>
    (await client.get('/api/account/rewards')).body.data as RewardSummary;
  const pointsOf = async (client: TestClient) =>
    (await client.get('/api/account/points')).body.data as CoinEntry[];
  /** Grants as an operator signed in at the current clock (sessions end when the clock jumps years). */
  const operator = async () => {
    const admin = await site.signedIn('admin');
    return (userId: string, coins: number, extra: { earnedAt?: number } = {}) =>
      grantAs(admin, userId, coins, extra);
  };
  const grantAs = async (admin: TestClient, userId: string, coins: number, extra: { earnedAt?: number }) => {
    const answer = await admin.api('POST', '/api/admin/rewards', {
      userId,
      coins,
      growthValue: 0,
      note: 'Meetup prize',
      ...extra,
    });
    expect(answer.statusCode).toBe(200);
    return answer.body.data as { coinBalance: number };
  };

  it("takes a grant back at the exact instant, at the member's own read, once however many reads race", async () => {
    const grant = await operator();
    const earnedAt = clock.now();
    const expiresAt = twoYearsAfter(earnedAt);
    const member = await site.member();
    await grant(member.id, 10);

    clock.set(new Date(expiresAt.getTime() - secondMs));
    let browser = await member.client();
    expect(await summaryOf(browser)).toMatchObject({
      coinBalance: 10,
      nextExpiry: { amount: 10, expiresAt: unixSeconds(expiresAt) },
    });
    expect(await pointsOf(browser)).toEqual([
      {
        id: expect.any(String),
        amount: 10,
        reason: 'operator',
        title: 'Meetup prize',
        earnedAt: unixSeconds(earnedAt),
        expiresAt: unixSeconds(expiresAt),
        expired: false,
      },
    ]);

    clock.set(expiresAt);
    browser = await member.client();
    const reads = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        browser.get(index % 2 ? '/api/account/rewards' : '/api/account/points'),
      ),
    );
    expect(reads.every((read) => read.statusCode === 200)).toBe(true);
    expect(await summaryOf(browser)).toMatchObject({ coinBalance: 0, nextExpiry: null });
    const [expiry, expiredGrant] = await pointsOf(browser);
    expect(expiry).toEqual({
      id: expect.any(String),
      amount: -10,
      reason: 'expiry',
      title: null,
      earnedAt: unixSeconds(expiresAt),
      expiresAt: null,
      expired: false,
    });
    expect(expiredGrant).toMatchObject({ amount: 10, expired: true });
    expect(await coinBooks(site.app, member.username)).toEqual({ balance: 0, ledger: 0, expiryLines: 1 });

    // The job finds nothing left to do, however often it runs.
    expect(await site.app.jobs.expireCoins.runNow()).toBe(true);
    expect(await site.app.jobs.expireCoins.runNow()).toBe(true);
    expect(await coinBooks(site.app, member.username)).toEqual({ balance: 0, ledger: 0, expiryLines: 1 });
  });

  it('expires the grants of members who read nothing, each once, however many runs race', async () => {
    const grant = await operator();
    const start = clock.now();
    const [first, second, third] = [await site.member(), await site.member(), await site.member()];
    await grant(first.id, 7);
    await grant(second.id, 5);
    await grant(third.id, 3);
    clock.set(new Date(start.getTime() + hourMs));
    await grant(second.id, 4);

    clock.set(new Date(twoYearsAfter(start).getTime() - secondMs));
    expect(await site.app.jobs.expireCoins.runNow()).toBe(true);
    for (const member of [first, second, third])
      expect((await coinBooks(site.app, member.username)).expiryLines).toBe(0);

    // Past every expiry. Independent runs (as on several nodes, no shared lock), in batches of one
    // and two grants so they interleave, together with the scheduled job.
    clock.set(new Date(twoYearsAfter(start).getTime() + hourMs));
    await Promise.all([
      createCoinExpiry(site.app.deps, 1)(),
      createCoinExpiry(site.app.deps, 2)(),
      createCoinExpiry(site.app.deps, 1)(),
      site.app.jobs.expireCoins.runNow(),
    ]);
    expect(await grantsExpiredTwice(site.app)).toEqual([]);
    expect(await coinBooks(site.app, first.username)).toEqual({ balance: 0, ledger: 0, expiryLines: 1 });
    expect(await coinBooks(site.app, second.username)).toEqual({ balance: 0, ledger: 0, expiryLines: 2 });
    expect(await coinBooks(site.app, third.username)).toEqual({ balance: 0, ledger: 0, expiryLines: 1 });
    expect(await createCoinExpiry(site.app.deps)()).toEqual({ lines: 0, taken: 0 });
  });

  it('never takes back more than the member still holds', async () => {
    const grant = await operator();
    const start = clock.now();
    const member = await site.member();
    await grant(member.id, 10);
    clock.set(new Date(start.getTime() + dayMs));
    await grant(member.id, 5);
    await spendCoinsBehindTheServicesBack(site.app, member.username, 12);

    // Both grants fall due in the same run: the first takes the 3 left, the second finds nothing
    // and still gets its (zero) line, so it is never looked at again.
    clock.set(new Date(twoYearsAfter(start).getTime() + 2 * dayMs));
    expect(await site.app.jobs.expireCoins.runNow()).toBe(true);
    const browser = await member.client();
    const expiries = (await pointsOf(browser)).filter((line) => line.reason === 'expiry');
    expect(expiries.map((line) => line.amount).sort()).toEqual([-3, 0]);
    expect(await coinBooks(site.app, member.username)).toEqual({ balance: 0, ledger: 0, expiryLines: 2 });
    expect(await summaryOf(browser)).toMatchObject({ coinBalance: 0, nextExpiry: null });
  });

  it('expires an operator grant dated back 23 months one month after it arrives', async () => {
    const grant = await operator();
    const now = clock.now();
    const earnedAt = new Date(now.getTime());
    earnedAt.setUTCMonth(earnedAt.getUTCMonth() - 23);
    const expiresAt = twoYearsAfter(earnedAt);
    expect(expiresAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(28 * dayMs);
    expect(expiresAt.getTime() - now.getTime()).toBeLessThanOrEqual(31 * dayMs);

    const member = await site.member();
    await grant(member.id, 8, { earnedAt: unixSeconds(earnedAt) });
    const browser = await member.client();
    expect(await pointsOf(browser)).toEqual([
      expect.objectContaining({
        amount: 8,
        earnedAt: unixSeconds(earnedAt),
        expiresAt: unixSeconds(expiresAt),
        expired: false,
      }),
    ]);

    clock.set(new Date(expiresAt.getTime() - secondMs));
    expect(await site.app.jobs.expireCoins.runNow()).toBe(true);
    expect(await coinBooks(site.app, member.username)).toEqual({ balance: 8, ledger: 8, expiryLines: 0 });

    clock.set(expiresAt);
    expect(await site.app.jobs.expireCoins.runNow()).toBe(true);
    expect(await coinBooks(site.app, member.username)).toEqual({ balance: 0, ledger: 0, expiryLines: 1 });
  });
});
