import type { TcpProxy } from '@fanzone/testkit';
import { tcpProxy } from '@fanzone/testkit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { createTestApp, joinTestApp, testDatabase } from '../../../test/testApp.ts';
import { TestClient } from '../../../test/testClient.ts';

/** A client calling from `address` (the test apps believe one proxy hop). */
const from = (app: FastifyInstance, address: string) =>
  new TestClient(app, { headers: { 'x-forwarded-for': address } });

let lastAddress = 0;
/** A client from an address no other test used: guesses spread over many addresses. */
const fromNewAddress = (app: FastifyInstance) => from(app, `198.51.100.${(lastAddress += 1)}`);

/** One password check in a login started afresh; the client keeps the interaction to finish it. */
async function tryPassword(client: TestClient, login: string, password: string) {
  const { uid } = await client.startLogin('/');
  const answer = await client.api('POST', `/api/idp/interaction/${uid}/login`, { login, password });
  return { ...answer, retryAfter: answer.response.headers['retry-after'] };
}

/** What a guesser learns from one answer. */
const seen = (answer: Awaited<ReturnType<typeof tryPassword>>) => ({
  status: answer.statusCode,
  body: answer.body,
  retryAfter: answer.retryAfter,
});

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

describe('password guessing: the per-account delay', () => {
  const clock = manualClock(new Date());
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ region: 'in', demoData: true, clock, env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('delays the right password after five wrong ones from five addresses, then lets the owner in', async () => {
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await tryPassword(fromNewAddress(app), 'fan', `guess-${guess}`)).statusCode).toBe(401);
    }
    const owner = fromNewAddress(app);
    const refused = await tryPassword(owner, 'fan', 'fanzone-fan');
    expect(refused.statusCode).toBe(429);
    expect(refused.body.code).toBe('LOGIN_DELAYED');
    expect(refused.body.message).toBe(
      'Too many wrong passwords for this account. To keep it safe, please try again in 1:00 (minutes:seconds)',
    );
    expect(refused.retryAfter).toBe('60');
    // A refused check is not a failure: waiting out the delay is enough, however often one tried.
    clock.advanceSeconds(30);
    expect((await tryPassword(owner, 'fan', 'fanzone-fan')).retryAfter).toBe('30');

    clock.advanceSeconds(30);
    const allowed = await tryPassword(owner, 'fan', 'fanzone-fan');
    expect(allowed.statusCode).toBe(200);
    await owner.finishInteraction((allowed.body.data as { redirectTo: string }).redirectTo);
    expect((await owner.get('/api/account/profile')).body.data).toMatchObject({ username: 'fan' });

    // The right password forgot the failures: the next wrong one is an ordinary wrong password.
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await tryPassword(fromNewAddress(app), 'fan', `again-${guess}`)).statusCode).toBe(401);
    }
    expect((await tryPassword(fromNewAddress(app), 'FAN@fanzone.example', 'x-guess')).body.code).toBe(
      'LOGIN_DELAYED',
    );
  });

  it('doubles the delay with each further wrong password, up to fifteen minutes', async () => {
    for (let guess = 0; guess < 5; guess += 1) await tryPassword(fromNewAddress(app), 'arjun.tech', 'wrong');
    const waits: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const refused = await tryPassword(fromNewAddress(app), 'arjun.tech', 'wrong');
      expect(refused.body.code).toBe('LOGIN_DELAYED');
      waits.push(String(refused.retryAfter));
      clock.advanceSeconds(Number(refused.retryAfter));
      expect((await tryPassword(fromNewAddress(app), 'arjun.tech', 'wrong')).statusCode).toBe(401);
    }
    expect(waits).toEqual(['60', '120', '240', '480', '900', '900']);
  });

  it('answers guesses at a name without an account exactly as at a member', async () => {
    const answersFor = async (login: string) => {
      const answers = [];
      for (let guess = 0; guess < 7; guess += 1) {
        answers.push(seen(await tryPassword(fromNewAddress(app), login, `guess-${guess}`)));
        clock.advanceSeconds(1);
      }
      return answers;
    };
    const member = await answersFor('moderator');
    clock.advanceSeconds(3600);
    const nobody = await answersFor('no_such_member');
    expect(nobody).toEqual(member);
    expect(member.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('password guessing: a browser known to the account', () => {
  const clock = manualClock(new Date());
  let app: FastifyInstance;
  const knownDeviceCookie = (client: TestClient) => client.jar.get('fz_known_device');
  /** Wrong guesses from many addresses until strangers' checks at the account are delayed. */
  const keepDelayed = async (login: string) => {
    for (let guess = 0; guess < 6; guess += 1)
      await tryPassword(fromNewAddress(app), login, `guess-${guess}`);
  };

  beforeAll(async () => {
    app = await createTestApp({ region: 'in', demoData: true, clock, env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it("lets the owner's browser in at once while strangers stay delayed", async () => {
    const owner = fromNewAddress(app);
    expect((await tryPassword(owner, 'fan', 'fanzone-fan')).statusCode).toBe(200);
    expect(knownDeviceCookie(owner)).toBeTruthy();
    await keepDelayed('fan');
    expect((await tryPassword(fromNewAddress(app), 'fan', 'x-guess')).body.code).toBe('LOGIN_DELAYED');

    expect((await tryPassword(fromNewAddress(app), 'fan', 'fanzone-fan')).body.code).toBe('LOGIN_DELAYED');
    const welcomed = await tryPassword(owner, 'fan', 'fanzone-fan');
    expect(welcomed.statusCode).toBe(200);
    await owner.finishInteraction((welcomed.body.data as { redirectTo: string }).redirectTo);
    expect((await owner.get('/api/account/profile')).body.data).toMatchObject({ username: 'fan' });
    // The owner's success did not forget the strangers' guesses.
    expect((await tryPassword(fromNewAddress(app), 'fan', 'fanzone-fan')).body.code).toBe('LOGIN_DELAYED');
  });

  it('slows a stolen known-device cookie with a count of its own', async () => {
    const thief = fromNewAddress(app);
    const owner = fromNewAddress(app);
    expect((await tryPassword(owner, 'moderator', 'fanzone-moderator')).statusCode).toBe(200);
    thief.jar.store(`fz_known_device=${knownDeviceCookie(owner)!}; Path=/api/idp/interaction/`);
    for (let guess = 0; guess < 5; guess += 1)
      expect((await tryPassword(thief, 'moderator', `guess-${guess}`)).statusCode).toBe(401);
    expect((await tryPassword(thief, 'moderator', 'guess-5')).body.code).toBe('LOGIN_DELAYED');
  });

  it('gives a forged cookie or one of another account no pass', async () => {
    await keepDelayed('fan');
    const moderatorsBrowser = fromNewAddress(app);
    clock.advanceSeconds(3600);
    expect((await tryPassword(moderatorsBrowser, 'moderator', 'fanzone-moderator')).statusCode).toBe(200);
    await keepDelayed('fan');
    expect((await tryPassword(moderatorsBrowser, 'fan', 'fanzone-fan')).body.code).toBe('LOGIN_DELAYED');

    const fansBrowser = fromNewAddress(app);
    clock.advanceSeconds(3600);
    expect((await tryPassword(fansBrowser, 'fan', 'fanzone-fan')).statusCode).toBe(200);
    const [accountId, deviceId, signature] = knownDeviceCookie(fansBrowser)!.split('.') as [
      string,
      string,
      string,
    ];
    await keepDelayed('fan');
    const forger = fromNewAddress(app);
    const otherDevice = `${deviceId.slice(1)}${deviceId[0] === 'A' ? 'B' : 'A'}`;
    forger.jar.store(`fz_known_device=${accountId}.${otherDevice}.${signature}; Path=/api/idp/interaction/`);
    expect((await tryPassword(forger, 'fan', 'fanzone-fan')).body.code).toBe('LOGIN_DELAYED');
    expect((await tryPassword(fansBrowser, 'fan', 'fanzone-fan')).statusCode).toBe(200);
  });

  it('logs in a member whose registered name has full-width letters, typed as registered', async () => {
    const owner = fromNewAddress(app);
    await owner.register('ｎｏｖａｆａｎ', 'fullwidth@example.com', 'a-long-password');
    expect(await fromNewAddress(app).login('ｎｏｖａｆａｎ', 'a-long-password')).toBe('/');
    expect(await fromNewAddress(app).login(' ＮＯＶＡＦＡＮ ', 'a-long-password')).toBe('/');
    expect((await tryPassword(fromNewAddress(app), 'ｎｏｖａｆａｎ', 'x-guess')).statusCode).toBe(401);
  });

  it('counts a full-width or upper-case variant of a login on its account', async () => {
    await keepDelayed('moderator');
    expect((await tryPassword(fromNewAddress(app), 'ＭＯＤＥＲＡＴＯＲ', 'x-guess')).body.code).toBe(
      'LOGIN_DELAYED',
    );
    expect((await tryPassword(fromNewAddress(app), ' Moderator ', 'x-guess')).body.code).toBe(
      'LOGIN_DELAYED',
    );
  });
});

describe.skipIf(testDatabase !== 'postgres')('password guessing across app nodes', () => {
  const clock = manualClock(new Date());
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await createTestApp({ region: 'in', demoData: true, clock, env: { TRUST_PROXY: '1' } });
    second = await joinTestApp(first, { clock });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts wrong passwords sent to either node together', async () => {
    for (let guess = 0; guess < 3; guess += 1)
      expect((await tryPassword(fromNewAddress(first), 'fan', `one-${guess}`)).statusCode).toBe(401);
    for (let guess = 0; guess < 2; guess += 1)
      expect((await tryPassword(fromNewAddress(second), 'fan', `two-${guess}`)).statusCode).toBe(401);
    expect((await tryPassword(fromNewAddress(first), 'fan', 'fanzone-fan')).body.code).toBe('LOGIN_DELAYED');
    expect((await tryPassword(fromNewAddress(second), 'fan', 'fanzone-fan')).body.code).toBe('LOGIN_DELAYED');
    clock.advanceSeconds(60);
    expect((await tryPassword(fromNewAddress(second), 'fan', 'fanzone-fan')).statusCode).toBe(200);
  });
});

describe.skipIf(testDatabase !== 'postgres' || !process.env.TEST_REDIS_URL)(
  'password guessing while Redis is away',
  () => {
    const clock = manualClock(new Date());
    let proxy: TcpProxy;
    let app: FastifyInstance;

    beforeAll(async () => {
      proxy = await tcpProxy(process.env.TEST_REDIS_URL!);
      app = await createTestApp({
        region: 'in',
        demoData: true,
        clock,
        redisUrl: proxy.url,
        env: { TRUST_PROXY: '1' },
      });
    });
    afterAll(async () => {
      await proxy?.restore().catch(() => undefined);
      await app?.close();
      await proxy?.close();
    });

    it("goes on answering and delaying from this node's own count", async () => {
      await proxy.cut();
      await expect
        .poll(async () => (await new TestClient(app).get('/api/health')).body.data, { timeout: 10_000 })
        .toMatchObject({ degraded: expect.arrayContaining(['rateLimits']) });
      for (let guess = 0; guess < 5; guess += 1)
        expect((await tryPassword(fromNewAddress(app), 'fan', `guess-${guess}`)).statusCode).toBe(401);
      expect((await tryPassword(fromNewAddress(app), 'fan', 'fanzone-fan')).body.code).toBe('LOGIN_DELAYED');
      clock.advanceSeconds(60);
      expect((await tryPassword(fromNewAddress(app), 'fan', 'fanzone-fan')).statusCode).toBe(200);
    });
  },
);
