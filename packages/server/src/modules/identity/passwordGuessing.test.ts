import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/testApp.ts';
import { TestClient } from '../../../test/testClient.ts';

/** A client calling from `address` (the test apps believe one proxy hop). */
const from = (app: FastifyInstance, address: string) =>
  new TestClient(app, { headers: { 'x-forwarded-for': address } });

describe('password guessing: the per-address limit', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({
      region: 'in',
      demoData: true,
      env: { TRUST_PROXY: '1', LOGIN_RATE_LIMIT_PER_MINUTE: '10' },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts password checks per address, whatever members’ sessions come along', async () => {
    const address = '203.0.113.10';
    const sessions: string[] = [];
    for (const [login, password] of [
      ['fan', 'fanzone-fan'],
      ['moderator', 'fanzone-moderator'],
      ['arjun.tech', 'fanzone-fan'],
    ] as const) {
      const member = from(app, address);
      await member.login(login, password);
      sessions.push(member.jar.get('fz_session')!);
    }
    // Three of the address's ten checks are spent; each stolen session must not bring ten more.
    let checked = 0;
    for (const [index, session] of sessions.entries()) {
      const attacker = from(app, address);
      attacker.jar.store(`fz_session=${session}; Path=/`);
      const { uid } = await attacker.startLogin('/');
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const answer = await attacker.api('POST', `/api/idp/interaction/${uid}/login`, {
          login: `stranger_${index}_${attempt}`,
          password: `guess-${attempt}`,
        });
        if (answer.statusCode === 429) expect(answer.body.code).toBe('RATE_LIMITED');
        else checked += 1;
      }
    }
    expect(checked).toBe(7);
  });

  it('counts register attempts per address too, and another address has its own count', async () => {
    const address = '203.0.113.20';
    const tryRegister = async (client: TestClient, uid: string, attempt: number) =>
      (
        await client.api('POST', `/api/idp/interaction/${uid}/register`, {
          username: 'fan',
          email: `taken${attempt}@example.com`,
          password: 'a-long-password',
        })
      ).statusCode;
    const visitor = from(app, address);
    const visit = await visitor.startLogin('/', 'register');
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await tryRegister(visitor, visit.uid, attempt)).toBe(409);

    const member = from(app, address);
    await member.login('fan', 'fanzone-fan');
    const attacker = from(app, address);
    attacker.jar.store(`fz_session=${member.jar.get('fz_session')!}; Path=/`);
    const { uid } = await attacker.startLogin('/', 'register');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1)
      statuses.push(await tryRegister(attacker, uid, attempt));
    expect(statuses.filter((status) => status !== 429)).toHaveLength(5);

    const neighbour = from(app, '203.0.113.21');
    expect(await neighbour.login('fan', 'fanzone-fan')).toBe('/');
  });
});
