import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/useTestApp.ts';

describe('site calls in the China build', () => {
  // The demo community for its site settings (filing numbers).
  const site = useTestApp({
    region: 'cn',
    demoData: true,
    env: {
      COUNTRY_HEADER: 'cf-ipcountry',
      ECHATSOFT_PC_URL:
        'https://chat.example.com/pc?user={user}&ts={timestamp}&sig={signature}&lang={locale}',
      ECHATSOFT_MOBILE_URL: 'https://chat.example.com/m?user={user}&ts={timestamp}&sig={signature}',
      ECHATSOFT_SECRET: 'chat-secret',
    },
  });

  it('reports health with the database and bus in use', async () => {
    const answer = await site.visitor().get('/api/health');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({ ok: true, degraded: [] });
  });

  it('lists the countries of the region with names in the reader language', async () => {
    const answer = await site.visitor().get('/api/constant/active-country-list');
    expect(answer.body.data).toEqual([{ code: 'CN', name: '中国' }]);
  });

  it('finds the continent from the trusted country header, else the region default', async () => {
    const fromFrance = site.visitor({ 'cf-ipcountry': 'fr' });
    expect((await fromFrance.get('/api/constant/country')).body.data).toEqual({
      countryCode: 'FR',
      continent: { code: 'EU' },
    });
    const unknown = site.visitor({ 'cf-ipcountry': 'ZZ' });
    expect((await unknown.get('/api/constant/country')).body.data).toEqual({
      countryCode: null,
      continent: { code: 'AS' },
    });
    const forgedOtherHeader = site.visitor({ 'x-country': 'FR' });
    expect((await forgedOtherHeader.get('/api/constant/country')).body.data).toEqual({
      countryCode: null,
      continent: { code: 'AS' },
    });
  });

  it('has no country chooser in China and gives the single country', async () => {
    expect((await site.visitor().get('/api/constant/active-country')).body.data).toEqual({
      active: false,
      countryCode: 'CN',
    });
  });

  it('follows the gray-mode community setting', async () => {
    const visitor = site.visitor();
    expect((await visitor.get('/api/constant/gray-mode')).body.data).toEqual({ enabled: false });
    const setGrayMode = (value: string) =>
      site.app.deps.database.withConnection((c) =>
        c.query(
          "INSERT INTO community_settings (key, value) VALUES ('grayMode', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
          [value],
        ),
      );
    await setGrayMode('true');
    expect((await visitor.get('/api/constant/gray-mode')).body.data).toEqual({ enabled: true });
    // A value of the wrong type is ignored rather than breaking every page.
    await setGrayMode('"yes"');
    expect((await visitor.get('/api/constant/gray-mode')).body.data).toEqual({ enabled: false });
    await setGrayMode('false');
  });

  it('lists every regional site with its language, EU and PH marked hidden', async () => {
    const sites = (await site.visitor().get('/api/language')).body.data as {
      code: string;
      hidden: boolean;
      language: string;
    }[];
    expect(sites.map((site) => site.code)).toEqual([
      'CN',
      'IN',
      'ID',
      'EU',
      'EG',
      'RU',
      'GLOBAL',
      'BD',
      'PH',
    ]);
    expect(sites.filter((site) => site.hidden).map((site) => site.code)).toEqual(['EU', 'PH']);
    expect(sites.find((site) => site.code === 'RU')?.language).toMatch(/русский/i);
  });

  it('gives the public config with China filing numbers', async () => {
    const config = (await site.visitor().get('/api/site/config')).body.data as Record<string, unknown>;
    expect(config).toMatchObject({
      region: 'cn',
      locale: 'zh-CN',
      communityName: 'Fanzone',
      privateLetter: false,
    });
    expect((config.filingNumbers as unknown[]).length).toBe(2);
  });

  it('signs the customer-service address for a logged-in member, per platform', async () => {
    const member = await (await site.member()).client();
    const my = (await member.get('/api/account/profile')).body.data as { id: string };
    const pc = (await member.get('/api/account/echatsoft-chat-url?platform=pc')).body.data as { url: string };
    const url = new URL(pc.url);
    expect(url.pathname).toBe('/pc');
    expect(url.searchParams.get('user')).toBe(my.id);
    const expected = crypto
      .createHmac('sha256', 'chat-secret')
      .update(`${my.id}.${url.searchParams.get('ts')}`)
      .digest('hex');
    expect(url.searchParams.get('sig')).toBe(expected);
    expect(url.searchParams.get('lang')).toBe('zh-CN');
    const mobile = (await member.get('/api/account/echatsoft-chat-url?platform=mobile')).body.data as {
      url: string;
    };
    expect(new URL(mobile.url).pathname).toBe('/m');
    expect((await member.get('/api/account/echatsoft-chat-url?platform=tv')).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('asks a visitor to log in before opening customer service', async () => {
    const answer = await site.visitor().get('/api/account/echatsoft-chat-url?platform=pc');
    expect(answer.statusCode).toBe(401);
    expect(answer.body.code).toBe('LOGIN_REQUIRED');
  });

  it('says clearly that WeChat sharing is not set up, and validates the address', async () => {
    const visitor = site.visitor();
    const answer = await visitor.get(
      `/api/wechat/jssdk-config?url=${encodeURIComponent('https://fanzone.example/post-details/1')}`,
    );
    expect(answer.statusCode).toBe(503);
    expect(answer.body.code).toBe('NOT_CONFIGURED');
    expect((await visitor.get('/api/wechat/jssdk-config?url=not-a-url')).body.code).toBe('VALIDATION_FAILED');
  });

  it('stores the three consent logs, with the member when logged in', async () => {
    const made = await site.member();
    const member = site.visitor({ 'cf-ipcountry': 'DE', 'user-agent': 'consent-test' });
    await member.login(made.username, made.password);
    expect((await member.api('POST', '/api/account/log/cookieprivacy/accept')).body).toEqual({
      status: 'success',
      data: { recorded: true },
    });
    expect(
      (
        await member.api('POST', '/api/account/log/cookieprivacymanage/done', {
          flags: [true, true, false, true],
        })
      ).statusCode,
    ).toBe(200);
    const visitor = site.visitor({ 'user-agent': 'consent-test' });
    expect((await visitor.api('POST', '/api/account/log/visit/accept')).statusCode).toBe(200);
    const rows = await site.app.deps.database.withConnection((c) =>
      c.query<{ kind: string; user_id: string | null; flags: unknown; country_code: string | null }>(
        "SELECT kind, user_id, flags, country_code FROM consent_logs WHERE user_agent = 'consent-test' ORDER BY id",
      ),
    );
    expect(rows.map((row) => row.kind)).toEqual(['cookie_accept', 'cookie_manage', 'visit_accept']);
    expect(rows[0]!.user_id).not.toBeNull();
    expect(rows[0]!.country_code).toBe('DE');
    expect(rows[1]!.flags).toEqual([true, true, false, true]);
    expect(rows[2]!.user_id).toBeNull();
  });

  it('refuses consent flags that turn the necessary cookies off', async () => {
    const answer = await site.visitor().api('POST', '/api/account/log/cookieprivacymanage/done', {
      flags: [false, true, true, true],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses writes without the CSRF header', async () => {
    const answer = await site.visitor().api('POST', '/api/account/log/visit/accept', undefined, {
      csrf: false,
    });
    expect(answer.statusCode).toBe(403);
  });

  it('answers unknown API paths with the error envelope', async () => {
    const answer = await site.visitor().get('/api/no-such-call');
    expect(answer.statusCode).toBe(404);
    expect(answer.body.status).toBe('error');
  });

  it('serves the OpenAPI description generated from the contract', async () => {
    const response = await site.visitor().request('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const spec = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/account/profile',
        '/api/constant/country',
        '/api/account/country/{code}',
      ]),
    );
  });
});

describe('site calls in the Russia build', () => {
  const site = useTestApp({
    region: 'ru',
    env: { ECHATSOFT_PC_URL: 'https://chat.example.com/?u={user}', ECHATSOFT_SECRET: 's' },
  });

  it('refuses customer service outside China and India', async () => {
    const member = await (await site.member()).client();
    const answer = await member.get('/api/account/echatsoft-chat-url?platform=pc');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toMatchObject({
      code: 'FEATURE_OFF',
      message: 'Эта функция недоступна в вашем регионе',
    });
  });
});

describe('site calls in the EU build', () => {
  const site = useTestApp({ region: 'eu' });

  it('offers the European countries in the EU build, named in English', async () => {
    const countries = (await site.visitor().get('/api/constant/active-country-list')).body.data as {
      code: string;
      name: string;
    }[];
    expect(countries).toContainEqual({ code: 'DE', name: 'Germany' });
    expect((await site.visitor().get('/api/constant/active-country')).body.data).toEqual({
      active: true,
      countryCode: null,
    });
  });
});
