import { describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

describe('purging expired identity records', () => {
  const clock = manualClock(new Date());
  const site = useTestApp({ region: 'in', clock });
  const count = (table: string) =>
    site.app.deps.database.withConnection(async (c) =>
      Number((await c.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n),
    );

  it('removes sessions and abandoned logins once expired, and only those', async () => {
    const member = await (await site.member()).client();
    await site.visitor().startLogin('/');
    expect(await count('sessions')).toBe(1);
    const providerRecords = await count('idp_oidc_payloads');
    expect(providerRecords).toBeGreaterThan(0);

    expect(await site.app.jobs.purgeExpired.runNow()).toBe(true);
    expect(await count('sessions')).toBe(1);
    expect(await count('idp_oidc_payloads')).toBe(providerRecords);

    clock.advanceSeconds(31 * 86_400);
    expect(await site.app.jobs.purgeExpired.runNow()).toBe(true);
    expect(await count('sessions')).toBe(0);
    expect(await count('idp_oidc_payloads')).toBe(0);
    expect((await member.get('/api/account/profile')).statusCode).toBe(401);
  });
});
