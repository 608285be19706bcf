import { tcpProxy } from '@fanzone/testkit';
import type { ChatMessage, PostSummary } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, letterOf, openSocket, sendText, switchLettersOn } from '../../../../test/letters.ts';
import { signedIn } from '../../../../test/rewards.ts';
import { createTestApp, testDatabase } from '../../../../test/testApp.ts';
import { TestClient } from '../../../../test/testClient.ts';
import { uploadsPerMinute } from '../../site/uploads/uploads.routes.ts';

const scaled = testDatabase === 'postgres' && !!process.env.TEST_REDIS_URL;
/**
 * No request may wait on a dead Redis (it once added 3.5 s to every one). The same crowd with Redis
 * up is the yardstick; a shared test machine's load can double any figure, so the outage may take up
 * to twice the yardstick's median and p99, plus these margins. The median's is the sharp one: a wait
 * on Redis in every request (its client gives up after 250 ms) would move the median past it; the
 * p99's only catches waits of seconds, since other suites running beside this one move the tail.
 */
const medianSlackMs = 100;
const p99SlackMs = 1_000;
/** The outage: Redis away for about 12 s while the crowd goes on. */
const outageSeconds = 12;
/** Requests in flight at any moment during the load. */
const crowdSize = 10;

describe.runIf(scaled)(
  'when Redis goes away (PostgreSQL + Redis, Redis behind a proxy the test cuts)',
  () => {
    let proxy: Awaited<ReturnType<typeof tcpProxy>>;
    let app: FastifyInstance;
    let baseUrl: string;

    beforeAll(async () => {
      proxy = await tcpProxy(process.env.TEST_REDIS_URL!);
      app = await createTestApp({
        region: 'global',
        demoData: true,
        redisUrl: proxy.url,
        // The crowd comes from one address and one commenter; the general limits are not what is
        // tried here (the upload call's is, below).
        env: { RATE_LIMIT_PER_MINUTE: '1000000', POSTING_RATE_LIMIT_PER_MINUTE: '1000000' },
      });
      baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      await switchLettersOn(app);
    });
    afterAll(async () => {
      await app?.close();
      await proxy?.close();
    });

    it('keeps answering reads and writes at once under load, limits per node, then delivers what was sent meanwhile', async () => {
      const sender = await signedIn(app, 'maria_lens');
      const receiver = await signedIn(app, 'budi_gamer');
      const visitor = new TestClient(app);
      const [senderId, receiverId] = [await idOf(sender), await idOf(receiver)];
      const [post] = (await visitor.get('/api/feeds/recommended')).body.data as PostSummary[];
      const tab = await openSocket(baseUrl, { cookie: receiver.cookieHeader() });
      await tab.nextEvent('ready');

      /** One request of a mixed crowd: visitors reading, members reading their feeds and badges, commenting. */
      const request = (turn: number) => {
        switch (turn % 5) {
          case 0:
            return visitor.get(`/api/posts/${post!.id}`);
          case 1:
            return visitor.get('/api/forum/list');
          case 2:
            return sender.get('/api/feeds/following');
          case 3:
            return receiver.get('/api/message/badge');
          default:
            return sender.api('POST', `/api/posts/${post!.id}/comments`, {
              content: `Still here (${turn})`,
              images: [],
            });
        }
      };
      /**
       * The crowd for the given time: each of its members sends the next request as soon as the last
       * is answered (a closed loop, so a busy shared machine slows it down instead of piling up a
       * backlog that would be measured as if Redis had caused it).
       */
      const crowdFor = async (seconds: number, meanwhile?: () => Promise<void>) => {
        const answers: { status: number; ms: number }[] = [];
        const until = performance.now() + seconds * 1000;
        let turn = 0;
        const member = async () => {
          while (performance.now() < until) {
            const started = performance.now();
            const answer = await request(turn++);
            answers.push({ status: answer.statusCode, ms: performance.now() - started });
          }
        };
        await Promise.all([...Array.from({ length: crowdSize }, member), meanwhile?.()]);
        const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
        return {
          requests: answers.length,
          failed: answers.filter((answer) => answer.status !== 200),
          p50Ms: sorted[Math.floor(sorted.length * 0.5)]!,
          p99Ms: sorted[Math.floor(sorted.length * 0.99)]!,
        };
      };
      const baseline = await crowdFor(4);
      expect(baseline.failed).toEqual([]);

      const sent: ChatMessage[] = [];
      await proxy.cut();
      try {
        await expect
          .poll(async () => (await visitor.get('/api/health')).body.data, { timeout: 10_000 })
          .toMatchObject({ ok: true, degraded: ['bus', 'rateLimits'] });

        // Letters go on being written during the outage: stored, though their events cannot go out.
        const writeLetters = async () => {
          for (let index = 1; index <= 3; index++) {
            await new Promise((resolve) => setTimeout(resolve, (outageSeconds * 1000) / 4));
            sent.push(letterOf(await sendText(sender, receiverId, `Sent while Redis was away, ${index}`)));
          }
        };
        const outage = await crowdFor(outageSeconds, writeLetters);
        expect(outage.requests).toBeGreaterThan(500);
        expect(outage.failed).toEqual([]);
        const figures = JSON.stringify({ baseline, outage });
        expect(outage.p50Ms, figures).toBeLessThan(2 * baseline.p50Ms + medianSlackMs);
        expect(outage.p99Ms, figures).toBeLessThan(2 * baseline.p99Ms + p99SlackMs);
        expect(sent.map((letter) => letter.content)).toEqual([
          'Sent while Redis was away, 1',
          'Sent while Redis was away, 2',
          'Sent while Redis was away, 3',
        ]);

        // Limits still hold, counted by this node alone: the upload call's 30 a minute, then 429.
        const attempts = [];
        for (let index = 0; index <= uploadsPerMinute; index++)
          attempts.push((await receiver.api('POST', '/api/upload/private-letter-img', {})).statusCode);
        expect(attempts.slice(0, uploadsPerMinute)).not.toContain(429);
        expect(attempts.at(-1)).toBe(429);
      } finally {
        await proxy.restore();
      }
      // The node tells its sockets to resynchronise, and the resync finds the letter.
      await tab.nextEvent('ready', 15_000);
      const missed = (await receiver.get(`/api/private-letter/message-new/${senderId}?messageId=0`)).body
        .data as ChatMessage[];
      expect(missed.map((letter) => letter.idString)).toEqual(
        expect.arrayContaining(sent.map((letter) => letter.idString)),
      );
      await expect
        .poll(async () => (await visitor.get('/api/health')).body.data, { timeout: 10_000 })
        .toMatchObject({ degraded: [] });
      // Live again: the next letter arrives over the socket.
      const next = letterOf(await sendText(sender, receiverId, 'And this one live'));
      expect((await tab.nextEvent('letter.new')).letter).toEqual(next);
      tab.socket.close();
    });
  },
);
