import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

describe('identity: login through the embedded OpenID Connect provider', () => {
  const site = useTestApp({ region: 'in', demoData: true });

  it('answers 401 with the catalogue message when nobody is logged in', async () => {
    const visitor = site.visitor();
    const answer = await visitor.get('/api/account/profile');
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toEqual({ status: 'error', code: 'LOGIN_REQUIRED', message: 'Please log in' });
  });

  it('gives the app key and the entry points of the provider', async () => {
    const answer = await site.visitor().get('/api/auth/appkey');
    expect(answer.body.data).toEqual({
      appKey: 'fanzone-web',
      loginUrl: '/api/auth/login',
      registerUrl: '/api/auth/login?screen=register',
      accountUrl: '/idp/account',
    });
  });

  it('registers, comes back logged in to the page it started from, and shows the member', async () => {
    const member = site.visitor();
    const landed = await member.register(
      'new_fan',
      'new.fan@example.com',
      'a-long-password',
      '/search?keyword=camera',
    );
    expect(landed).toBe('/search?keyword=camera');

    const profile = await member.get('/api/account/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.body.data).toMatchObject({
      username: 'new_fan',
      countryCode: 'IN',
      isBlocked: false,
      editorGroupState: [],
      grayState: 'N',
      role: 'member',
    });
    const my = profile.body.data as { id: string; avatar: string };
    expect(my.id).toMatch(/^\d+$/);
    const avatar = await member.request('GET', my.avatar);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-security-policy']).toContain('sandbox');

    const account = await member.get('/api/idp/account');
    expect(account.body.data).toMatchObject({ username: 'new_fan', email: 'new.fan@example.com' });
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and stores only its hash', async () => {
    const member = site.visitor();
    const { uid } = await member.startLogin('/');
    const answer = await member.api('POST', `/api/idp/interaction/${uid}/login`, {
      login: 'fan',
      password: 'fanzone-fan',
    });
    const callback = new URL((answer.body.data as { redirectTo: string }).redirectTo);
    const hop = await member.request('GET', callback.pathname + callback.search);
    const back = await member.request('GET', String(hop.headers.location));
    const setCookie = ([] as string[])
      .concat(back.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('fz_session='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const token = member.jar.get('fz_session')!;
    const stored = await site.app.deps.database.withConnection((c) =>
      c.query<{ token_hash: string }>('SELECT token_hash FROM sessions'),
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('logs in a demo member by username or e-mail and shows editor groups', async () => {
    const moderator = site.visitor();
    await moderator.login('moderator@fanzone.example', 'fanzone-moderator');
    const profile = await moderator.get('/api/account/profile');
    expect(profile.body.data).toMatchObject({
      username: 'moderator',
      role: 'moderator',
      editorGroupState: [
        { name: 'Community Moderator', type: 'K', status: 'active' },
        { name: 'Camera Club Editor', type: 'L', status: 'active' },
      ],
    });
  });

  it("refuses a taken username with the spec's message, whatever the letter case or letter width", async () => {
    // Full-width ｆａｎ reads as fan: a lookalike of a member's name would let its owner pass for them.
    for (const lookalike of ['FAN', 'ｆａｎ', 'Ｆａｎ']) {
      const someone = site.visitor();
      const { uid } = await someone.startLogin('/', 'register');
      const answer = await someone.api('POST', `/api/idp/interaction/${uid}/register`, {
        username: lookalike,
        email: 'other@example.com',
        password: 'a-long-password',
      });
      expect(answer.statusCode, lookalike).toBe(409);
      expect(answer.body.code).toBe('USERNAME_TAKEN');
      expect(answer.body.message).toBe('Sorry, Username Already Taken. Please Choose Another');
    }
  });

  it('refuses a taken e-mail and invalid fields, naming the fields', async () => {
    const someone = site.visitor();
    const { uid } = await someone.startLogin('/', 'register');
    const taken = await someone.api('POST', `/api/idp/interaction/${uid}/register`, {
      username: 'brand_new',
      email: 'FAN@fanzone.example',
      password: 'a-long-password',
    });
    expect(taken.body.code).toBe('EMAIL_TAKEN');
    const invalid = await someone.api('POST', `/api/idp/interaction/${uid}/register`, {
      username: '<script>',
      email: 'not-an-email',
      password: 'short',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(invalid.body.fields ?? {})).toEqual(
      expect.arrayContaining(['body.username', 'body.email', 'body.password']),
    );
  });

  it('answers a wrong password and an unknown member alike', async () => {
    const someone = site.visitor();
    const { uid } = await someone.startLogin('/');
    const wrong = await someone.api('POST', `/api/idp/interaction/${uid}/login`, {
      login: 'fan',
      password: 'not-the-password',
    });
    const unknown = await someone.api('POST', `/api/idp/interaction/${uid}/login`, {
      login: 'nobody',
      password: 'whatever-it-is',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('never sends the browser to another site after login', async () => {
    const member = site.visitor();
    const { uid } = await member.startLogin('//evil.example/steal');
    const answer = await member.api('POST', `/api/idp/interaction/${uid}/login`, {
      login: 'fan',
      password: 'fanzone-fan',
    });
    const landed = await member.finishInteraction((answer.body.data as { redirectTo: string }).redirectTo);
    expect(landed).toBe('/');
    expect((await member.get('/api/account/profile')).statusCode).toBe(200);
  });

  it('refuses an interaction that does not belong to this browser', async () => {
    const victim = site.visitor();
    const { uid } = await victim.startLogin('/');
    const attacker = site.visitor();
    const answer = await attacker.api('POST', `/api/idp/interaction/${uid}/login`, {
      login: 'fan',
      password: 'fanzone-fan',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe('LOGIN_FAILED');
  });

  it('ignores a forged or unknown session cookie', async () => {
    const forger = site.visitor({ cookie: 'fz_session=forged-token-value' });
    expect((await forger.get('/api/account/profile')).statusCode).toBe(401);
  });

  it('logs out only with the CSRF header, then forgets the session and offers the provider logout', async () => {
    const member = site.visitor();
    await member.login('fan', 'fanzone-fan');
    const forged = await member.api('POST', '/api/auth/logout', undefined, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.body.code).toBe('CSRF_HEADER_MISSING');
    expect((await member.get('/api/account/profile')).statusCode).toBe(200);

    const token = member.jar.get('fz_session')!;
    const logout = await member.api('POST', '/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    const providerLogoutUrl = (logout.body.data as { providerLogoutUrl: string }).providerLogoutUrl;
    // The provider's page still ends where the web app sends it, though its session is already gone.
    const providerPage = await member.navigate(
      new URL(providerLogoutUrl).pathname + new URL(providerLogoutUrl).search,
    );
    expect(providerPage.response.statusCode).toBe(200);
    expect(providerPage.response.body).toContain('/oidc/session/end/confirm');
    expect((logout.body.data as { providerLogoutUrl: string }).providerLogoutUrl).toMatch(
      /^http:\/\/localhost:3000\/oidc\/session\/end\?/,
    );
    expect((await member.get('/api/account/profile')).statusCode).toBe(401);
    const replay = site.visitor({ cookie: `fz_session=${token}` });
    expect((await replay.get('/api/account/profile')).statusCode).toBe(401);
  });
});

describe('identity: logout ends the provider session too', () => {
  const site = useTestApp({ region: 'in', demoData: true });

  /** Where starting a login again ends: the provider's login page, or straight back on the forum. */
  const loginAgain = async (client: TestClient) => (await client.navigate('/api/auth/login?url=%2F')).url;

  const providerRecordsOf = async (model: string) =>
    (
      await site.app.deps.database.withConnection((c) =>
        c.query<{ count: number }>('SELECT count(*)::int AS count FROM idp_oidc_payloads WHERE model = $1', [
          model,
        ]),
      )
    )[0]!.count;

  it('asks for the password after a logout that never opened the provider page', async () => {
    const browser = site.visitor();
    await browser.login('fan', 'fanzone-fan');
    // Without a logout the provider remembers the browser: a new login completes silently.
    expect(await loginAgain(browser)).toBe('/');
    expect((await browser.get('/api/account/profile')).statusCode).toBe(200);
    const grantsBefore = await providerRecordsOf('Grant');

    // An app holding only the forum session logs out through the API, as app clients do.
    const appClient = site.visitor();
    appClient.jar.store(`fz_session=${browser.jar.get('fz_session')!}; Path=/`);
    expect((await appClient.api('POST', '/api/auth/logout')).statusCode).toBe(200);

    expect(await loginAgain(browser)).toMatch(/^\/idp\/login\//);
    expect((await browser.get('/api/idp/account')).statusCode).toBe(401);
    expect(await providerRecordsOf('Grant')).toBe(grantsBefore - 1);
  });

  it("leaves another browser's provider session alone", async () => {
    const mine = site.visitor();
    const theirs = site.visitor();
    await mine.login('fan', 'fanzone-fan');
    await theirs.login('fan', 'fanzone-fan');
    expect((await mine.api('POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(await loginAgain(mine)).toMatch(/^\/idp\/login\//);
    expect(await loginAgain(theirs)).toBe('/');
    expect((await theirs.get('/api/idp/account')).statusCode).toBe(200);
    expect((await theirs.get('/api/account/profile')).statusCode).toBe(200);
  });
});

describe('identity: abuse', () => {
  const site = useTestApp({ region: 'in', demoData: true });

  it('limits login attempts from one address', async () => {
    const guesser = site.visitor();
    const { uid } = await guesser.startLogin('/');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push(
        // A name each: guesses at one account are delayed on their own (passwordGuessing.test.ts).
        (
          await guesser.api('POST', `/api/idp/interaction/${uid}/login`, {
            login: `guessed_name_${attempt}`,
            password: `guess-${attempt}`,
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('identity: country and badge', () => {
  const site = useTestApp({ region: 'eu', demoData: true });

  it('lets a member pick a country this region offers, and refuses others clearly', async () => {
    const member = site.visitor();
    await member.login('fan', 'fanzone-fan');
    const chosen = await member.api('PUT', '/api/account/country/de');
    expect(chosen.statusCode).toBe(200);
    expect((chosen.body.data as { countryCode: string }).countryCode).toBe('DE');
    expect((await member.get('/api/constant/active-country')).body.data).toEqual({
      active: true,
      countryCode: 'DE',
    });

    const elsewhere = await member.api('PUT', '/api/account/country/US');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body.code).toBe('COUNTRY_NOT_ACTIVE');
    const unknown = await member.api('PUT', '/api/account/country/XX');
    expect(unknown.body.code).toBe('UNKNOWN_COUNTRY');
    const malformed = await member.api('PUT', '/api/account/country/DEU');
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
    expect((await member.get('/api/account/profile')).body.data).toMatchObject({ countryCode: 'DE' });
  });

  it('needs a login to change country', async () => {
    const visitor = site.visitor();
    expect((await visitor.api('PUT', '/api/account/country/DE')).statusCode).toBe(401);
  });

  it("counts only today's visit on the Me badge of a new member", async () => {
    const member = site.visitor();
    await member.register('badge_fan', 'badge@example.com', 'a-long-password');
    expect((await member.get('/api/account/badge')).body.data).toEqual({
      newFollowerCount: 0,
      // Signing in finished the daily visit mission; its reward waits for the claim.
      waitAwardMissionCount: 1,
      unreadDraftsCount: 0,
      echatSoftMessageCount: 0,
    });
    expect((await site.visitor().get('/api/account/badge')).statusCode).toBe(401);
  });
});
