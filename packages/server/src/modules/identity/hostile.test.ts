import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/useTestApp.ts';

/** Attacks found in review, each kept as a test next to the rule it breaks. */
describe('hostile requests', () => {
  // The demo community for its boards, one of them an EU edition.
  const site = useTestApp({ region: 'in', demoData: true, env: { RATE_LIMIT_PER_MINUTE: '1000' } });
  let fan: { username: string; password: string };
  beforeAll(async () => {
    fan = await site.member();
  });

  it('applies the CSRF guard to API paths written with percent-encoding', async () => {
    const member = site.visitor();
    await member.login(fan.username, fan.password);
    for (const url of ['/%61pi/account/country/IN', '/api/account/country/IN']) {
      const answer = await member.api('PUT', url, undefined, { csrf: false });
      expect(answer.statusCode, url).toBe(403);
    }
    expect((await member.api('POST', '/%61pi/auth/logout', undefined, { csrf: false })).statusCode).toBe(403);
    expect((await member.get('/api/account/profile')).statusCode).toBe(200);
  });

  it.each(['/%09/evil.example/x', '/%0a/evil.example', '/\\evil.example', '//evil.example'])(
    'never redirects off the site after login for %s',
    async (target) => {
      const member = site.visitor();
      const { uid } = await member.startLogin(decodeURIComponent(target));
      const answer = await member.api('POST', `/api/idp/interaction/${uid}/login`, {
        login: fan.username,
        password: fan.password,
      });
      expect(await member.finishInteraction((answer.body.data as { redirectTo: string }).redirectTo)).toBe(
        '/',
      );
    },
  );

  it('sends a callback without its transaction home, ignoring any url it carries', async () => {
    const response = await site
      .visitor()
      .request('GET', '/api/auth/callback-login?url=/%09/evil.example/x&code=x&state=y');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it("does not count the forum's own calls to its provider against the visitor's rate limit", async () => {
    const member = site.visitor();
    const remaining = async () =>
      Number((await member.request('GET', '/api/health')).headers['x-ratelimit-remaining']);
    const before = await remaining();
    const sentBefore = member.requestCount;
    await member.login(fan.username, fan.password);
    const after = await remaining();
    // Only the browser's own requests count (less the two with stricter limits of their own: the login
    // start and the password check); the in-process token and userinfo calls do not.
    expect(before - after).toBe(member.requestCount - sentBefore - 2);
  });

  it('answers an id beyond 64 bits as invalid, not as a server error', async () => {
    const answer = await site.visitor().get('/api/forum/9999999999999999999');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
  });

  it('ignores a chosen country this region does not offer', async () => {
    const boards = (await site.visitor().get('/api/forum/list')).body.data as {
      children: { id: string; euProduct: boolean }[];
    }[];
    const euEdition = boards[0]!.children.find((board) => board.euProduct)!;
    expect((await site.visitor().get(`/api/forum/${euEdition.id}?country=DE`)).statusCode).toBe(403);
  });

  it('refuses to follow a board closed to the member country, but lets anyone leave', async () => {
    const boards = (await site.visitor().get('/api/forum/list')).body.data as {
      children: { id: string; euProduct: boolean }[];
    }[];
    const euEdition = boards[0]!.children.find((board) => board.euProduct)!;
    const member = await (await site.member()).client();
    expect((await member.api('PUT', `/api/forum/${euEdition.id}/follow`)).body.code).toBe(
      'SECTION_NOT_OPEN_TO_COUNTRY',
    );
    expect((await member.api('DELETE', `/api/forum/${euEdition.id}/follow`)).statusCode).toBe(200);
  });
});

describe('storage outage', () => {
  const site = useTestApp({
    region: 'in',
    env: {
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'down',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    },
  });

  it('still logs a new member in when the avatar cannot be stored', async () => {
    const member = site.visitor();
    await member.register('no_avatar_yet', 'noavatar@example.com', 'a-long-password');
    const profile = await member.get('/api/account/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.body.data).toMatchObject({ username: 'no_avatar_yet', avatar: '' });
  });
});
