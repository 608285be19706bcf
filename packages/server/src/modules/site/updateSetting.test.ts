import type { RewardSummary } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

describe("operators' community settings", () => {
  const site = useTestApp({ region: 'in', env: { TRUST_PROXY: '1' } });
  const signedIn = async (role: 'member' | 'moderator' | 'admin') => (await site.member({ role })).client();
  let admin: TestClient;
  beforeAll(async () => {
    admin = await signedIn('admin');
  });

  it('lets only admins change settings', async () => {
    const body = { value: true };
    expect((await site.visitor().api('PUT', '/api/admin/settings/grayMode', body)).statusCode).toBe(401);
    for (const role of ['moderator', 'member'] as const) {
      const answer = await (await signedIn(role)).api('PUT', '/api/admin/settings/grayMode', body);
      expect([answer.statusCode, answer.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await site.visitor().get('/api/constant/gray-mode')).body.data).toEqual({ enabled: false });
  });

  it('shows operators every setting with its current value, and nobody else', async () => {
    await admin.api('PUT', '/api/admin/settings/reportsToHide', { value: 5 });
    const all = (await admin.get('/api/admin/settings')).body.data as Record<string, unknown>;
    expect(all).toMatchObject({ reportsToHide: 5, approveFirstPosts: 0, watchedWords: [], report: true });
    expect((await site.visitor().get('/api/admin/settings')).statusCode).toBe(401);
    expect((await (await signedIn('moderator')).get('/api/admin/settings')).body.code).toBe('FORBIDDEN');
  });

  it("checks a value with the setting's own schema and applies it at once", async () => {
    const fan = await signedIn('member');
    const refused = await admin.api('PUT', '/api/admin/settings/growthLevels', { value: [0, 100, 50] });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'body.value': 'must start at 0 and rise' },
    });
    const wrongType = await admin.api('PUT', '/api/admin/settings/makeUpChancesPerWeek', { value: 'two' });
    expect(wrongType.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'body.value': expect.any(String) },
    });
    const nested = await admin.api('PUT', '/api/admin/settings/filingNumbers', {
      value: [{ text: 'ICP 1', href: 'javascript:alert(1)' }],
    });
    expect(nested.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'body.value.0.href': expect.any(String) },
    });
    expect(((await fan.get('/api/account/rewards')).body.data as RewardSummary).nextLevelGrowthValue).toBe(
      50,
    );

    const changed = await admin.api('PUT', '/api/admin/settings/growthLevels', { value: [0, 20, 40] });
    expect(changed.body.data).toEqual({ key: 'growthLevels', value: [0, 20, 40] });
    expect(((await fan.get('/api/account/rewards')).body.data as RewardSummary).nextLevelGrowthValue).toBe(
      20,
    );

    expect((await admin.api('PUT', '/api/admin/settings/grayMode', { value: true })).body.data).toEqual({
      key: 'grayMode',
      value: true,
    });
    expect((await site.visitor().get('/api/constant/gray-mode')).body.data).toEqual({ enabled: true });
  });

  it('knows only its own settings', async () => {
    for (const key of ['noSuchSetting', 'constructor', '__proto__', 'toString']) {
      const answer = await admin.api('PUT', `/api/admin/settings/${key}`, { value: 1 });
      expect([answer.statusCode, answer.body.code]).toEqual([404, 'SETTING_NOT_FOUND']);
    }
    expect((await admin.api('PUT', `/api/admin/settings/${'k'.repeat(61)}`, { value: 1 })).statusCode).toBe(
      400,
    );
    expect((await admin.api('PUT', '/api/admin/settings/grayMode', {})).statusCode).toBe(400);
  });
});
