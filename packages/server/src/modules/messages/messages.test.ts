import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/testApp.ts';
import { TestClient } from '../../../test/testClient.ts';
import { insertNotification, markAllRead } from './messages.queries.ts';

describe('message badge', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ region: 'global', demoData: true });
  });
  afterAll(async () => {
    await app.close();
  });

  it('needs a login', async () => {
    expect((await new TestClient(app).get('/api/message/badge')).statusCode).toBe(401);
  });

  it('counts unread notifications per type and names the newest type', async () => {
    const member = new TestClient(app);
    await member.register('badge_reader', 'reader@example.com', 'a-long-password');
    const my = (await member.get('/api/account/profile')).body.data as { id: string };
    const userId = BigInt(my.id);
    expect((await member.get('/api/message/badge')).body.data).toEqual({
      likeMessageCount: 0,
      commentMessageCount: 0,
      systemMessageCount: 0,
      latestUnreadType: null,
    });

    const base = Date.now();
    const at = (seconds: number) => new Date(base + seconds * 1000);
    await insertNotification(app.deps.db, { userId, type: 'like', createdAt: at(1) });
    await insertNotification(app.deps.db, { userId, type: 'like', createdAt: at(2) });
    await insertNotification(app.deps.db, { userId, type: 'system', createdAt: at(3) });
    await insertNotification(app.deps.db, { userId, type: 'comment', createdAt: at(0) });
    expect((await member.get('/api/message/badge')).body.data).toEqual({
      likeMessageCount: 2,
      commentMessageCount: 1,
      systemMessageCount: 1,
      latestUnreadType: 'system',
    });

    await markAllRead(app.deps.db, userId, at(10));
    expect((await member.get('/api/message/badge')).body.data).toMatchObject({
      likeMessageCount: 0,
      latestUnreadType: null,
    });
  });

  it("shows the demo fan's unread notifications", async () => {
    const fan = new TestClient(app);
    await fan.login('fan', 'fanzone-fan');
    expect((await fan.get('/api/message/badge')).body.data).toEqual({
      likeMessageCount: 1,
      commentMessageCount: 1,
      systemMessageCount: 1,
      latestUnreadType: 'comment',
    });
  });
});
