import { describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

describe('session lifetime', () => {
  const clock = manualClock(new Date());
  const site = useTestApp({ region: 'in', clock, env: { SESSION_TTL_DAYS: '30', SESSION_MAX_DAYS: '180' } });

  it('slides with use, but ends at the maximum lifetime however often it is used', async () => {
    const member = await (await site.member()).client();
    for (let day = 20; day <= 160; day += 20) {
      clock.advanceSeconds(20 * 86_400);
      expect((await member.get('/api/account/profile')).statusCode, `day ${day}`).toBe(200);
    }
    clock.advanceSeconds(25 * 86_400);
    expect((await member.get('/api/account/profile')).statusCode).toBe(401);
  });

  it('ends after the idle lifetime without use', async () => {
    const member = await (await site.member()).client();
    clock.advanceSeconds(29 * 86_400);
    expect((await member.get('/api/account/profile')).statusCode).toBe(200);
    clock.advanceSeconds(31 * 86_400);
    expect((await member.get('/api/account/profile')).statusCode).toBe(401);
  });
});
