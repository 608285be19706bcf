import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/useTestApp.ts';
import { fakeWebDist } from '../../../test/webDist.ts';

/** The server's side of the shell: which paths get the app, which redirect, what is embedded. */
describe('HTML shell and language switch', () => {
  const dist = fakeWebDist(
    {
      index: '<!doctype html><html lang="en"><head><!--fanzone-config--></head><body>forum</body></html>',
      account: '<!doctype html><html lang="en"><head><!--fanzone-config--></head><body>account</body></html>',
    },
    { 'index-abc123.js': 'console.log(1)' },
  );

  const site = useTestApp({ region: 'eg', webDistDir: dist.dir });
  afterAll(() => dist.remove());

  it.each([
    '/',
    '/search',
    '/board/detail',
    '/board/detail/12',
    '/post-details/5?comment=9',
    '/personal/message',
    '/user/7/medals',
    '/ugc-certification',
    '/pp/1.0.2',
    '/check-in/3',
  ])('serves the app for %s with the config embedded and the right direction', async (url) => {
    const response = await site.visitor().request('GET', url);
    // This community is empty: a post or board the address names is missing (the app says so).
    const namesMissingEntity = /^\/(board\/detail|post-details)\/\d+/.test(url);
    expect(response.statusCode).toBe(namesMissingEntity ? 404 : 200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    const json = /<script type="application\/json" id="fanzone-config">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(JSON.parse(json!)).toMatchObject({ region: 'eg', locale: 'ar' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each([
    ['/no/such/page', '/'],
    ['/pp/v1', '/'],
    ['/board', '/product'],
    ['/personal', '/personal/posts'],
  ])('redirects %s to %s', async (url, target) => {
    const response = await site.visitor().request('GET', url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(target);
  });

  it('serves the account pages from their own entry', async () => {
    const response = await site.visitor().request('GET', '/idp/account');
    expect(response.body).toContain('account');
  });

  it('serves hashed assets with long caching', async () => {
    const response = await site.visitor().request('GET', '/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('switches language with /{site code}/ and keeps it for later pages', async () => {
    const browser = site.visitor();
    const response = await browser.request('GET', '/ru/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const home = await browser.request('GET', '/');
    expect(home.body).toContain('<html lang="ru" dir="ltr">');
    expect((await browser.get('/api/account/profile')).body.message).toBe('Пожалуйста, войдите');
  });

  it('embeds a setting holding replacement patterns literally', async () => {
    await site.app.deps.database.withConnection((c) =>
      c.query(
        "INSERT INTO community_settings (key, value) VALUES ('communityName', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
        [JSON.stringify("Fans $` $' $& club")],
      ),
    );
    const response = await site.visitor().request('GET', '/');
    const json = /<script type="application\/json" id="fanzone-config">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(JSON.parse(json!).communityName).toBe("Fans $` $' $& club");
  });

  it('embeds config safely even when a setting holds markup', async () => {
    await site.app.deps.database.withConnection((c) =>
      c.query(
        "INSERT INTO community_settings (key, value) VALUES ('communityName', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
        [JSON.stringify('</script><script>alert(1)</script>')],
      ),
    );
    const response = await site.visitor().request('GET', '/');
    expect(response.body).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="fanzone-config">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(JSON.parse(json!).communityName).toBe('</script><script>alert(1)</script>');
  });
});
