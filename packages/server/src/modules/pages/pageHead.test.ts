import type { PostDetail } from '@fanzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../test/factories.ts';
import { createPost } from '../../../test/factories.ts';
import { demoBoards } from '../../../test/forum.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { fakeWebDist } from '../../../test/webDist.ts';

/**
 * What a page's first response carries: the answers to its first calls (so the browser asks for
 * nothing) and what it says of itself to crawlers and link previews, with a missing or hidden post
 * answering 404 and never its title.
 */
describe('pages as crawlers and link previews see them', () => {
  const dist = fakeWebDist();
  // The demo community for its boards and for posts with pictures.
  const site = useTestApp({
    region: 'global',
    demoData: true,
    webDistDir: dist.dir,
    env: { REGIONAL_SITES: 'cn=https://club.example.cn/, eg=https://eg.example.com' },
  });
  let post: PostDetail;
  let hidden: PostDetail;
  let boardOf: Awaited<ReturnType<typeof demoBoards>>;
  /** The author of `post`, who signs in again in several tests. */
  let fan: Member;
  let moderator: TestClient;

  beforeAll(async () => {
    fan = await site.member();
    moderator = await (await site.member({ role: 'moderator' })).client();
    boardOf = await demoBoards(moderator);
    post = await createPost(await fan.client(), {
      title: 'Night shots "quoted" & <b>bold</b> </script><script>alert(1)</script>',
      contentHtml: '<p>Long exposure at dusk on the pier, tripod and all.</p>',
    });
    hidden = await createPost(moderator, {
      board: boardOf("Moderators' lounge"),
      title: 'Ban wave planned for Friday',
    });
  });
  afterAll(() => dist.remove());

  const page = (client: TestClient, url: string) => client.request('GET', url);
  const answersIn = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="fanzone-answers">(.*?)<\/script>/.exec(html)![1]!,
    ) as Record<string, { status: number; body: { status: string; data?: unknown; code?: string } }>;
  const metaOf = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

  it("carries a post's title, text, picture and address for previews, escaped", async () => {
    const response = await page(site.visitor(), `/post-details/${post.id}?comment=3`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const escapedTitle =
      'Night shots &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    expect(html).toContain(`<title>${escapedTitle} - Fanzone</title>`);
    expect(metaOf(html, 'og:title')).toBe(escapedTitle);
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'description')).toContain('Long exposure at dusk on the pier');
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'og:url')).toBe(`http://localhost:3000/post-details/${post.id}`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/post-details/${post.id}" />`);
    expect(html).not.toContain('noindex');
    // Nothing in the post's text closes an element early.
    expect(html.match(/<script>alert/g)).toBeNull();
  });

  it("shows a post's cover, else its first picture, at its size, by its full address", async () => {
    const feed = (await site.visitor().get('/api/feeds/recommended')).body.data as PostDetail[];
    const pictured = feed.find((candidate) => candidate.cover ?? candidate.images[0])!;
    const picture = (pictured.cover ?? pictured.images[0])!;
    const html = (await page(site.visitor(), `/post-details/${pictured.id}`)).body;
    expect(metaOf(html, 'og:image')).toBe(new URL(picture.url, 'http://localhost:3000/').href);
    expect(metaOf(html, 'og:image:width')).toBe(String(picture.width));
    expect(metaOf(html, 'og:image:height')).toBe(String(picture.height));
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('carries the answers to the first calls exactly as the API gives them to the same reader', async () => {
    const visitor = site.visitor();
    const answers = answersIn((await page(visitor, `/post-details/${post.id}`)).body);
    // Asked without a device's hints: drawn for a desktop, whose header shows the site's links.
    expect(Object.keys(answers)).toEqual([
      '/api/account/profile',
      '/api/constant/gray-mode',
      '/api/website-navigation',
      `/api/posts/${post.id}`,
      `/api/posts/${post.id}/comments?sort=oldest`,
    ]);
    expect(answers['/api/account/profile']).toMatchObject({ status: 401, body: { code: 'LOGIN_REQUIRED' } });
    const direct = await visitor.get(`/api/posts/${post.id}`);
    expect(answers[`/api/posts/${post.id}`]).toEqual({ status: 200, body: direct.body });

    const fanClient = await fan.client();
    const own = await page(fanClient, `/post-details/${post.id}`);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    const mine = answersIn(own.body);
    expect(mine['/api/account/profile']!.body.data).toMatchObject({ username: fan.username });
    // A member's page carries their red dots as well (the render then waits for no call of its own).
    for (const dot of ['/api/account/badge', '/api/message/badge'])
      expect(mine[dot], dot).toEqual({ status: 200, body: (await fanClient.get(dot)).body });
    expect((mine[`/api/posts/${post.id}`]!.body.data as PostDetail).isAuthor).toBe(true);
  });

  it('answers 404 for a post in a hidden board and never shows its title, but shows it to staff', async () => {
    const response = await page(site.visitor(), `/post-details/${hidden.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Ban wave');
    expect(metaOf(response.body, 'robots')).toBe('noindex');
    expect(response.headers['cache-control']).toBe('no-cache');

    const staff = await page(moderator, `/post-details/${hidden.id}`);
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain('<title>Ban wave planned for Friday - Fanzone</title>');
    expect(staff.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 404 for a post that does not exist or was removed', async () => {
    expect((await page(site.visitor(), '/post-details/999999')).statusCode).toBe(404);
    const author = await fan.client();
    const gone = await createPost(author, { title: 'Soon gone' });
    await author.api('DELETE', `/api/posts/${gone.id}`);
    const response = await page(site.visitor(), `/post-details/${gone.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Soon gone');
  });

  it("names a board and a member by their own names, and hides a hidden board's", async () => {
    const board = boardOf('Nova 12');
    const boardPage = await page(site.visitor(), `/board/detail/${board.id}`);
    expect(boardPage.statusCode).toBe(200);
    expect(boardPage.body).toContain('<title>Nova 12 - Fanzone</title>');
    expect(boardPage.body).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Nova 12" href="http://localhost:3000/board/${board.id}/feed.atom" />`,
    );
    expect(Object.keys(answersIn(boardPage.body))).toContain(`/api/forum/${board.id}/posts?sort=reply`);

    const lounge = await page(site.visitor(), `/board/detail/${boardOf("Moderators' lounge").id}`);
    expect(lounge.statusCode).toBe(404);
    expect(lounge.body).not.toContain('lounge');

    const member = await page(site.visitor(), `/user/${post.author.id}/posts`);
    expect(member.body).toContain(`<title>${fan.username} - Fanzone</title>`);
    expect(metaOf(member.body, 'og:type')).toBe('profile');
  });

  it('describes other pages by the community and keeps personal pages out of search results', async () => {
    const policy = await page(site.visitor(), '/privacy-policy');
    expect(policy.body).toContain('<title>Fanzone</title>');
    expect(metaOf(policy.body, 'description')).toContain('community');
    expect(policy.body).not.toContain('noindex');
    const reader = site.visitor();
    await page(reader, '/ru/');
    const russian = await page(reader, '/product');
    expect(metaOf(russian.body, 'description')).toContain('Сообщество');
    expect(metaOf(russian.body, 'og:locale')).toBe('ru');
    const drafts = await page(site.visitor(), '/personal/drafts');
    expect(metaOf(drafts.body, 'robots')).toBe('noindex');
    expect(drafts.body).not.toContain('hreflang');
  });

  it('names the same page on every regional build by hreflang, posts and boards being each its own', async () => {
    const policy = (await page(site.visitor(), '/privacy-policy/')).body;
    const alternates = [
      ...policy.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g),
    ].map((match) => `${match[1]} ${match[2]}`);
    expect(alternates).toEqual([
      'zh-CN https://club.example.cn/privacy-policy',
      'ar-EG https://eg.example.com/privacy-policy',
      'x-default http://localhost:3000/privacy-policy',
      'en http://localhost:3000/privacy-policy',
    ]);
    expect((await page(site.visitor(), `/post-details/${post.id}`)).body).not.toContain('hreflang');
  });
});
