import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { createTestApp } from '../../../test/testApp.ts';
import { TestClient } from '../../../test/testClient.ts';

describe('session lifetime', () => {
  const clock = manualClock(new Date());
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({
      region: 'in',
      demoData: true,
      clock,
      env: { SESSION_TTL_DAYS: '30', SESSION_MAX_DAYS: '180' },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('slides with use, but ends at the maximum lifetime however often it is used', async () => {
    const member = new TestClient(app);
    await member.login('fan', 'fanzone-fan');
    for (let day = 20; day <= 160; day += 20) {
      clock.advanceSeconds(20 * 86_400);
      expect((await member.get('/api/account/profile')).statusCode, `day ${day}`).toBe(200);
    }
    clock.advanceSeconds(25 * 86_400);
    expect((await member.get('/api/account/profile')).statusCode).toBe(401);
  });

  it('ends after the idle lifetime without use', async () => {
    const member = new TestClient(app);
    await member.login('fan', 'fanzone-fan');
    clock.advanceSeconds(29 * 86_400);
    expect((await member.get('/api/account/profile')).statusCode).toBe(200);
    clock.advanceSeconds(31 * 86_400);
    expect((await member.get('/api/account/profile')).statusCode).toBe(401);
  });
});
