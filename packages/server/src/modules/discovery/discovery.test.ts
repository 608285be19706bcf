import type { PostDetail } from '@fanzone/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../test/factories.ts';
import { demoBoards } from '../../../test/forum.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';

/** robots.txt, the sitemap and board feeds: what a crawler finds, and nothing a visitor may not see. */
describe('discovery by crawlers and feed readers', () => {
  // Three posts per file, so the demo community's posts take several files.
  const site = useTestApp({ region: 'global', demoData: true, env: { SITEMAP_POSTS_PER_FILE: '3' } });
  let moderator: TestClient;
  let boardOf: Awaited<ReturnType<typeof demoBoards>>;
  let hidden: PostDetail;
  let removed: PostDetail;
  let visible: PostDetail;
  const crawler = () => site.visitor();
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

  beforeAll(async () => {
    moderator = await (await site.member({ role: 'moderator' })).client();
    const fan = await (await site.member()).client();
    boardOf = await demoBoards(moderator);
    hidden = await createPost(moderator, { board: boardOf("Moderators' lounge"), title: 'Staff only' });
    removed = await createPost(fan, { title: 'Taken back' });
    await fan.api('DELETE', `/api/posts/${removed.id}`);
    visible = await createPost(fan, { title: 'Sunset & <friends> "at" the pier\u0007' });
  });

  it("keeps crawlers off the API, the account pages and members' and apps' pages, and names the sitemap", async () => {
    const response = await crawler().request('GET', '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const rules = response.body.split('\n');
    for (const closed of [
      '/api/',
      '/idp/',
      '/oidc/',
      '/personal/drafts',
      '/publish/post',
      '/android/about-us',
    ])
      expect(rules).toContain(`Disallow: ${closed}`);
    expect(rules).not.toContain('Disallow: /');
    expect(rules).not.toContain('Disallow: /personal/about-us');
    // An app-only page under a public one is closed by its own pattern, not by the public one's prefix.
    expect(rules).toContain('Disallow: /post-details/*/h5');
    expect(rules.filter((rule) => rule.startsWith('Disallow: /*'))).toEqual([]);
    expect(rules).not.toContain('Disallow: /post-details/');
    expect(rules).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('pages through every post a visitor may open, and no other, one file per range of ids', async () => {
    const index = await crawler().request('GET', '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const files = locsOf(index.body);
    expect(files.slice(0, 2)).toEqual([
      'http://localhost:3000/sitemaps/pages.xml',
      'http://localhost:3000/sitemaps/boards.xml',
    ]);
    const postFiles = files.slice(2);
    expect(postFiles.length).toBe(Math.ceil(Number(visible.id) / 3));

    const listed: string[] = [];
    for (const file of postFiles) {
      const page = await crawler().request('GET', new URL(file).pathname);
      expect(page.statusCode).toBe(200);
      const locs = locsOf(page.body);
      expect(locs.length).toBeLessThanOrEqual(3);
      listed.push(...locs);
    }
    const address = (post: PostDetail) => `http://localhost:3000/post-details/${post.id}`;
    expect(listed).toContain(address(visible));
    expect(listed).not.toContain(address(hidden));
    expect(listed).not.toContain(address(removed));
    // Every post the visitor's own Recommended shows is in it.
    const feed = (await crawler().get('/api/feeds/recommended')).body.data as PostDetail[];
    for (const post of feed) expect(listed).toContain(address(post));
    expect(new Set(listed).size).toBe(listed.length);

    const past = await crawler().request('GET', `/sitemaps/posts-${postFiles.length + 1}.xml`);
    expect(past.statusCode).toBe(404);
    expect((await crawler().request('GET', '/sitemaps/posts-0.xml')).statusCode).toBe(404);
    expect((await crawler().request('GET', '/sitemaps/../../etc/passwd')).statusCode).not.toBe(200);
  });

  it("lists the site's own public pages and the boards a visitor may open", async () => {
    const pages = locsOf((await crawler().request('GET', '/sitemaps/pages.xml')).body);
    expect(pages).toContain('http://localhost:3000/');
    expect(pages).toContain('http://localhost:3000/privacy-policy');
    expect(pages).not.toContain('http://localhost:3000/personal/drafts');
    expect(pages.some((page) => page.includes(':'.concat('id')))).toBe(false);

    const boards = locsOf((await crawler().request('GET', '/sitemaps/boards.xml')).body);
    expect(boards).toContain(`http://localhost:3000/board/detail/${boardOf('Nova 12').id}`);
    expect(boards).not.toContain(`http://localhost:3000/board/detail/${boardOf("Moderators' lounge").id}`);
  });

  it('gives each board an Atom feed of its newest posts, escaped, and none for a hidden board', async () => {
    const board = boardOf('Nova 12');
    const response = await crawler().request('GET', `/board/${board.id}/feed.atom`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/atom+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const xml = response.body;
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<title>Nova 12 - Fanzone</title>');
    const firstEntry = /<entry>(.*?)<\/entry>/.exec(xml)![1]!;
    expect(firstEntry).toContain('<title>Sunset &amp; &lt;friends&gt; &quot;at&quot; the pier</title>');
    expect(firstEntry).toContain(`<id>http://localhost:3000/post-details/${visible.id}</id>`);
    expect(xml).not.toContain('Taken back');
    expect(xml).not.toContain('\u0007');

    // A member's own view never reaches a feed that any cache may keep.
    const lounge = await moderator.request('GET', `/board/${boardOf("Moderators' lounge").id}/feed.atom`);
    expect(lounge.statusCode).toBe(404);
    expect(lounge.body).not.toContain('Staff only');
    expect((await crawler().request('GET', '/board/99999999/feed.atom')).statusCode).toBe(404);
    expect((await crawler().request('GET', '/board/abc/feed.atom')).statusCode).toBe(404);
  });
});
