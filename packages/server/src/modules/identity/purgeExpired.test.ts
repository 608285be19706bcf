import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../../platform/clock.ts';
import { createTestApp } from '../../../test/testApp.ts';
import { TestClient } from '../../../test/testClient.ts';

describe('purging expired identity records', () => {
  const clock = manualClock(new Date());
  let app: FastifyInstance;
  const count = (table: string) =>
    app.deps.database.withConnection(async (c) =>
      Number((await c.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n),
    );

  beforeAll(async () => {
    app = await createTestApp({ region: 'in', demoData: true, clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it('removes sessions and abandoned logins once expired, and only those', async () => {
    const member = new TestClient(app);
    await member.login('fan', 'fanzone-fan');
    await new TestClient(app).startLogin('/');
    expect(await count('sessions')).toBe(1);
    const providerRecords = await count('idp_oidc_payloads');
    expect(providerRecords).toBeGreaterThan(0);

    expect(await app.jobs.purgeExpired.runNow()).toBe(true);
    expect(await count('sessions')).toBe(1);
    expect(await count('idp_oidc_payloads')).toBe(providerRecords);

    clock.advanceSeconds(31 * 86_400);
    expect(await app.jobs.purgeExpired.runNow()).toBe(true);
    expect(await count('sessions')).toBe(0);
    expect(await count('idp_oidc_payloads')).toBe(0);
    expect((await member.get('/api/account/profile')).statusCode).toBe(401);
  });
});
