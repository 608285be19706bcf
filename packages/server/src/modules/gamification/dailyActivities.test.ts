import type { MissionCompletion, MissionView } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { rewardsAppOptions } from '../../../test/rewards.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { manualClock } from '../../platform/clock.ts';

const visitTitle = 'Visit the community today';
const browseTitle = 'Browse the brand page for 15 seconds';

describe('daily visit and brand-page missions', () => {
  // Noon in India (the region of this app).
  const clock = manualClock(new Date('2026-11-20T06:30:00Z'));
  const site = useTestApp(rewardsAppOptions(clock));

  const missionOf = async (client: TestClient, title: string) =>
    ((await client.get('/api/mission/my-missions')).body.data as MissionView[]).find(
      (mission) => mission.title === title,
    )!;
  const awaitingCount = async (client: TestClient) =>
    ((await client.get('/api/mission/type-count')).body.data as { count: number }).count;
  const activityCount = (username: string, activity: string) =>
    site.app.deps.database.withConnection(
      async (connection) =>
        (
          await connection.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM member_activities
             WHERE activity = $2 AND user_id = (SELECT id FROM users WHERE username = $1)`,
            [username, activity],
          )
        )[0]!.count,
    );
  const startBrowse = async (client: TestClient) => {
    const answer = await client.api('POST', '/api/mission/browse/start');
    expect(answer.statusCode).toBe(200);
    return answer.body.data as { ticket: string; seconds: number };
  };
  const finishBrowse = (client: TestClient, ticket: string) =>
    client.api('POST', '/api/mission/browse/finish', { ticket });

  describe('logging in', () => {
    it("finishes today's visit once, however often the member logs in that day", async () => {
      const fan = await site.signedIn('fan');
      expect(await missionOf(fan, visitTitle)).toMatchObject({ progress: 1, status: 'awaiting_award' });
      expect(await awaitingCount(fan)).toBe(1);
      const again = await site.signedIn('fan');
      expect(await missionOf(again, visitTitle)).toMatchObject({ progress: 1, status: 'awaiting_award' });
      expect(await awaitingCount(again)).toBe(1);
      expect(await activityCount('fan', 'login')).toBe(1);
    });

    it('counts concurrent logins of one member once', async () => {
      // As many password checks at once as one account is allowed before the guessing delay
      // (LOGIN_FAILURES_BEFORE_DELAY): checks beyond it that are still running count against it.
      const browsers = await Promise.all(
        Array.from({ length: site.app.deps.config.loginGuessing.failuresBeforeDelay }, () =>
          site.signedIn('maria_lens'),
        ),
      );
      expect(await activityCount('maria_lens', 'login')).toBe(1);
      expect(await missionOf(browsers.at(-1)!, visitTitle)).toMatchObject({
        progress: 1,
        status: 'awaiting_award',
      });
      expect(await awaitingCount(browsers[0]!)).toBe(1);
    });

    it('starts again the next day in the region', async () => {
      const fan = await site.signedIn('fan');
      const visit = await missionOf(fan, visitTitle);
      expect((await fan.api('POST', '/api/mission/award', { id: visit.id })).statusCode).toBe(200);
      expect(await missionOf(fan, visitTitle)).toMatchObject({ status: 'awarded' });

      clock.set(new Date('2026-11-20T18:29:00Z')); // 23:59 in India: still the same day
      expect(await missionOf(await site.signedIn('fan'), visitTitle)).toMatchObject({ status: 'awarded' });
      clock.set(new Date('2026-11-20T18:31:00Z')); // 00:01 the next day in India
      const nextDay = await site.signedIn('fan');
      expect(await missionOf(nextDay, visitTitle)).toMatchObject({ progress: 1, status: 'awaiting_award' });
      expect(await activityCount('fan', 'login')).toBe(2);
    });
  });

  describe('browsing the brand page', () => {
    it('needs a login', async () => {
      expect((await site.visitor().api('POST', '/api/mission/browse/start')).statusCode).toBe(401);
      expect((await finishBrowse(site.visitor(), 'x')).statusCode).toBe(401);
    });

    it('counts once the browse time has passed on the server, then not again that day', async () => {
      const member = await site.signedIn('priya_clicks');
      const { ticket, seconds } = await startBrowse(member);
      expect(seconds).toBe(limits.browseTaskSeconds);

      const tooSoon = await finishBrowse(member, ticket);
      expect(tooSoon.statusCode).toBe(409);
      expect(tooSoon.body).toMatchObject({
        code: 'BROWSE_TOO_SOON',
        message: 'Keep browsing for 15 seconds to finish the task',
        values: { seconds: 15 },
      });
      clock.advanceSeconds(10.5);
      expect((await finishBrowse(member, ticket)).body).toMatchObject({ values: { seconds: 5 } });
      clock.advanceSeconds(4.4);
      expect((await finishBrowse(member, ticket)).body).toMatchObject({ values: { seconds: 1 } });
      clock.advanceSeconds(0.1);

      const finished = await finishBrowse(member, ticket);
      expect(finished.statusCode).toBe(200);
      expect(finished.body.data).toEqual({ counted: true });
      expect(finished.body.completeMission).toEqual([
        { missionId: expect.any(String), growthValue: 2, goldCoins: 2, medal: null, isGetReward: false },
      ]);
      expect(await missionOf(member, browseTitle)).toMatchObject({ progress: 1, status: 'awaiting_award' });

      // The same ticket again, or a new one, the same day: nothing more.
      const repeat = await finishBrowse(member, ticket);
      expect(repeat.body.data).toEqual({ counted: false });
      expect(repeat.body.completeMission).toBeUndefined();
      const second = await startBrowse(member);
      clock.advanceSeconds(limits.browseTaskSeconds);
      expect((await finishBrowse(member, second.ticket)).body.data).toEqual({ counted: false });
      expect(await activityCount('priya_clicks', 'page.browsed')).toBe(1);
    });

    it('counts twenty concurrent finishes once', async () => {
      const member = await site.signedIn('lukas_de');
      const tickets = await Promise.all(Array.from({ length: 20 }, () => startBrowse(member)));
      clock.advanceSeconds(limits.browseTaskSeconds);
      const answers = await Promise.all(tickets.map(({ ticket }) => finishBrowse(member, ticket)));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(answers.filter((answer) => (answer.body.data as { counted: boolean }).counted)).toHaveLength(1);
      const completions = answers.flatMap(
        (answer) => (answer.body.completeMission ?? []) as MissionCompletion[],
      );
      expect(completions).toHaveLength(1);
      expect(await activityCount('lukas_de', 'page.browsed')).toBe(1);
    });

    it('refuses forged tickets, tickets of another member and tickets left for over an hour', async () => {
      const member = await site.signedIn('budi_gamer');
      const other = await site.signedIn('sofia-es');
      const { ticket } = await startBrowse(member);
      const theirs = (await startBrowse(other)).ticket;
      clock.advanceSeconds(limits.browseTaskSeconds);
      const [userId, issuedAt, signature] = ticket.split('.') as [string, string, string];
      const otherUserId = theirs.split('.')[0]!;
      const forged = [
        `${userId}.${issuedAt}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
        `${otherUserId}.${issuedAt}.${signature}`,
        `${userId}.${Number(issuedAt) - 60_000}.${signature}`,
        `${userId}.${issuedAt}`,
        'not a ticket',
        theirs,
      ];
      for (const candidate of forged) {
        const answer = await finishBrowse(member, candidate);
        expect([answer.statusCode, answer.body.code]).toEqual([400, 'BROWSE_TICKET_INVALID']);
      }
      for (const body of [{ ticket: '' }, { ticket: 'x'.repeat(501) }, {}]) {
        const answer = await member.api('POST', '/api/mission/browse/finish', body);
        expect([answer.statusCode, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }

      clock.advanceSeconds(3600 - limits.browseTaskSeconds + 1);
      const stale = await finishBrowse(member, ticket);
      expect([stale.statusCode, stale.body.code]).toEqual([400, 'BROWSE_TICKET_INVALID']);
      // An hour to the second is still a browse in progress.
      const lastChance = await startBrowse(other);
      clock.advanceSeconds(3600);
      expect((await finishBrowse(other, lastChance.ticket)).body.data).toEqual({ counted: true });
      expect(await activityCount('budi_gamer', 'page.browsed')).toBe(0);
    });

    it('starts again the next day in the region', async () => {
      clock.set(new Date(clock.now().getTime() + 24 * 3600 * 1000));
      const member = await site.signedIn('priya_clicks');
      const { ticket } = await startBrowse(member);
      clock.advanceSeconds(limits.browseTaskSeconds);
      expect((await finishBrowse(member, ticket)).body.data).toEqual({ counted: true });
      expect(await activityCount('priya_clicks', 'page.browsed')).toBe(2);
    });
  });
});
