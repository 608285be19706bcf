import { serverRenderStateElementId } from '@fanzone/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/useTestApp.ts';
import { fakeWebDist } from '../../../test/webDist.ts';

/**
 * A stand-in for the web build's renderer (the real one is proved by the browser journeys, which run
 * on the real build): it draws what it was given and what its calls answered, so each input the
 * server passes shows in the page. `/board/detail/666` fails, as a broken render would.
 */
const renderer = `
export async function renderPage(input) {
  if (input.url.startsWith('/board/detail/666')) throw new Error('the renderer broke');
  const profile = await input.ask('/api/account/profile');
  // A call the first view does not answer (a phone's page shows no desktop header links).
  if (input.url.includes('late=1')) await input.ask('/api/website-navigation');
  const who = JSON.parse(profile.json);
  const name = who.status === 'success' ? who.data.username : 'visitor';
  return {
    html: '<p data-layout="' + input.layout + '" data-url="' + input.url + '">drawn for ' + name +
      (input.cookies.includes('cookie-privacy-accept') ? ', notice answered' : '') + '</p>',
    state: JSON.stringify({ layout: input.layout }),
    title: (input.entityTitle ?? 'A page') + ' as the app names it',
    head: '<link rel="stylesheet" href="/assets/page.css">',
    passes: 2,
  };
}
`;

const phone = 'Mozilla/5.0 (Linux; Android 12; Pixel 6) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const laptop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('pages drawn on the server', () => {
  const dist = fakeWebDist({}, {}, renderer);
  // The demo community, so that the pages drawn have a board and a post to name.
  const site = useTestApp({
    region: 'global',
    demoData: true,
    webDistDir: dist.dir,
    env: { READ_CACHE_SECONDS: '30' },
  });
  afterAll(() => dist.remove());

  const visit = (url: string, headers: Record<string, string> = {}) =>
    site.visitor().request('GET', url, { headers });
  const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];

  it('puts the drawn markup in the root and its state beside the config, for the address asked', async () => {
    const page = await visit('/board/detail/2?sort=hot', { 'user-agent': phone });
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe(
      '<p data-layout="mobile" data-url="/board/detail/2?sort=hot">drawn for visitor</p>',
    );
    expect(page.body).toContain(`<script type="application/json" id="${serverRenderStateElementId}">`);
    // The tab's title is the app's own for the page (with the entity the head names).
    expect(page.body).toMatch(/<title>[^<]+ as the app names it<\/title>/);
    expect(page.body).toContain('<link rel="stylesheet" href="/assets/page.css"><script');
    // The calls the render did not make (the board and its posts) still travel with the page.
    expect(page.body).toContain('"/api/forum/2"');
    expect(page.body).not.toContain('"/api/account/profile"');
    // How it was drawn, for whoever looks at the response.
    expect(page.headers['server-timing']).toMatch(
      /^render;dur=[\d.]+;desc="2 passes", asked-while-drawing;desc="0 calls"$/,
    );
  });

  it('tells how many calls the render had to make itself, beyond those answered before it', async () => {
    const answeredFirst = await visit('/product?late=1', { 'user-agent': laptop });
    expect(answeredFirst.headers['server-timing']).toContain('asked-while-drawing;desc="0 calls"');
    const late = await visit('/product?late=1', { 'user-agent': phone });
    expect(late.headers['server-timing']).toContain('asked-while-drawing;desc="1 call"');
    expect(rootOf(late.body)).toContain('drawn for visitor');
  });

  it('draws the layout the device hints at, and keeps one visitor copy per layout and notice answer', async () => {
    const hinted = await visit('/product', { 'user-agent': laptop, 'sec-ch-ua-mobile': '?1' });
    expect(rootOf(hinted.body)).toContain('data-layout="mobile"');
    const desktop = await visit('/product', { 'user-agent': laptop });
    expect(rootOf(desktop.body)).toContain('data-layout="desktop"');
    expect(desktop.headers.vary).toContain('User-Agent');
    const answered = await visit('/product', { 'user-agent': laptop, cookie: 'cookie-privacy-accept=1' });
    expect(rootOf(answered.body)).toContain('notice answered');
    expect(rootOf((await visit('/product', { 'user-agent': laptop })).body)).not.toContain('notice answered');
  });

  it("draws a member's page with their own answers, in their response only", async () => {
    const member = await site.member();
    const fan = await member.client();
    const own = await fan.request('GET', '/post-details/1', { headers: { 'user-agent': phone } });
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(rootOf(own.body)).toContain(`drawn for ${member.username}`);
    const visitor = await visit('/post-details/1', { 'user-agent': phone });
    expect(rootOf(visitor.body)).toContain('drawn for visitor');
    expect(visitor.body).not.toContain(`drawn for ${member.username}`);
  });

  describe('on a node that may draw no page at once', () => {
    const busy = useTestApp({
      region: 'global',
      webDistDir: dist.dir,
      env: { SERVER_RENDER_MAX_IN_FLIGHT: '0' },
    });

    it("sends members' pages undrawn beyond the pages a node draws at once, never visitors'", async () => {
      const fan = await (await busy.member()).client();
      const own = await fan.request('GET', '/product');
      expect(rootOf(own.body)).toBe('');
      expect(own.body).toContain('"/api/account/profile"');
      const visitor = await busy.visitor().request('GET', '/product');
      expect(rootOf(visitor.body)).toContain('drawn for visitor');
    });
  });

  it('sends the shell with the answers when the render fails', async () => {
    const page = await visit('/board/detail/666');
    expect(rootOf(page.body)).toBe('');
    expect(page.body).not.toContain(serverRenderStateElementId);
    expect(page.body).toContain('"/api/account/profile"');
  });
});
