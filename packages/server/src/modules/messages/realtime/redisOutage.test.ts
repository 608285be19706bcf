import type { ChatMessage, PostSummary } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, letterOf, openSocket, sendText, switchLettersOn } from '../../../../test/letters.ts';
import { redisProxy } from '../../../../test/redisProxy.ts';
import { signedIn } from '../../../../test/rewards.ts';
import { createTestApp, testDatabase } from '../../../../test/testApp.ts';
import { TestClient } from '../../../../test/testClient.ts';

const scaled = testDatabase === 'postgres' && !!process.env.TEST_REDIS_URL;
/** No request may wait on a dead Redis: the slowest may be no slower than this beyond Redis up. */
const slackMs = 500;

describe.runIf(scaled)(
  'when Redis goes away (PostgreSQL + Redis, Redis behind a proxy the test cuts)',
  () => {
    let proxy: Awaited<ReturnType<typeof redisProxy>>;
    let app: FastifyInstance;
    let baseUrl: string;

    beforeAll(async () => {
      proxy = await redisProxy(process.env.TEST_REDIS_URL!);
      app = await createTestApp({ region: 'global', demoData: true, redisUrl: proxy.url });
      baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      await switchLettersOn(app);
    });
    afterAll(async () => {
      await app?.close();
      await proxy?.close();
    });

    it('keeps answering reads and writes at once, then delivers what was sent meanwhile once it is back', async () => {
      const sender = await signedIn(app, 'maria_lens');
      const receiver = await signedIn(app, 'budi_gamer');
      const visitor = new TestClient(app);
      const [senderId, receiverId] = [await idOf(sender), await idOf(receiver)];
      const [post] = (await visitor.get('/api/feeds/recommended')).body.data as PostSummary[];
      const tab = await openSocket(baseUrl, { cookie: receiver.cookieHeader() });
      await tab.nextEvent('ready');

      /** A mixed crowd at once: visitors reading, members reading their feeds and badges, commenting. */
      const crowd = async () => {
        const timed = async (request: () => Promise<{ statusCode: number }>) => {
          const started = performance.now();
          const answer = await request();
          return { status: answer.statusCode, ms: performance.now() - started };
        };
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, index) => {
            switch (index % 5) {
              case 0:
                return timed(() => visitor.get(`/api/posts/${post!.id}`));
              case 1:
                return timed(() => visitor.get('/api/forum/list'));
              case 2:
                return timed(() => sender.get('/api/feeds/following'));
              case 3:
                return timed(() => receiver.get('/api/message/badge'));
              default:
                return timed(() =>
                  sender.api('POST', `/api/posts/${post!.id}/comments`, {
                    content: `Still here ${index}`,
                    images: [],
                  }),
                );
            }
          }),
        );
        return {
          failed: answers.filter((answer) => answer.status !== 200),
          slowestMs: Math.max(...answers.map((answer) => answer.ms)),
        };
      };
      const baseline = await crowd();
      expect(baseline.failed).toEqual([]);

      let sent: ChatMessage | undefined;
      await proxy.cut();
      try {
        await expect
          .poll(async () => (await visitor.get('/api/health')).body.data, { timeout: 10_000 })
          .toMatchObject({ ok: true, degraded: ['bus', 'rateLimits'] });

        const outage = await crowd();
        expect(outage.failed).toEqual([]);
        // Measured against the same crowd with Redis up: the outage adds no wait (it once added 3.5 s each).
        expect(outage.slowestMs).toBeLessThan(baseline.slowestMs + slackMs);

        // A letter sent meanwhile is stored; its event could not go out.
        sent = letterOf(await sendText(sender, receiverId, 'Sent while Redis was away'));
        expect(sent.content).toBe('Sent while Redis was away');
      } finally {
        await proxy.restore();
      }
      // The node tells its sockets to resynchronise, and the resync finds the letter.
      await tab.nextEvent('ready', 15_000);
      const missed = (await receiver.get(`/api/private-letter/message-new/${senderId}?messageId=0`)).body
        .data as ChatMessage[];
      expect(missed.map((letter) => letter.idString)).toContain(sent!.idString);
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
