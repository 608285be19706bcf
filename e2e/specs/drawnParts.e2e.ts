import { loginOverHttp } from '@fanzone/testkit';
import { describe, expect, it } from 'vitest';
import { useSite } from '../src/fixtures.ts';

/**
 * The server draws a post card once and reuses its markup on later pages (web `ui/drawnOnce.ts`):
 * a reader's own marks must still be their own. The journeys' servers also check every reuse
 * against the card drawn afresh (not in production), and a page that fails to draw fails its
 * journey, so any journey that draws a card twice proves the key; this one proves the marks.
 */
describe('cards drawn once', () => {
  const site = useSite('global');

  /** The Like button of one post's card in a drawn page, as the server sent it. */
  async function likeButtonOf(postId: string, boardId: string, cookie?: string) {
    const page = await fetch(`${site.url}/board/detail/${boardId}`, {
      headers: cookie ? { cookie } : {},
    });
    const html = await page.text();
    const start = html.indexOf(`data-testid="post-card-${postId}"`);
    expect(start, 'the card is in the drawn page').toBeGreaterThan(0);
    const card = html.slice(start, html.indexOf('</article>', start));
    const button = /<button[^>]*data-testid="post-like"[^>]*>/.exec(card)?.[0] ?? '';
    return {
      pressed: /aria-pressed="true"/.test(button),
      count: /post-like-count">([^<]*)</.exec(card)?.[1],
    };
  }

  it("shows each reader their own Like on a card another reader's page drew first", async () => {
    const boards = (await (await fetch(`${site.url}/api/forum/list`)).json()) as { data: { id: string }[] };
    const boardId = boards.data[0]!.id;
    // The board page's first page lists by latest reply.
    const list = (await (await fetch(`${site.url}/api/forum/${boardId}/posts?sort=reply`)).json()) as {
      data: { id: string; liked: boolean; board: { id: string } }[];
    };
    const post = list.data.find((candidate) => !candidate.liked)!;
    // A visitor's page draws the card first: not liked.
    const before = await likeButtonOf(post.id, post.board.id);
    expect(before.pressed).toBe(false);

    const fan = await loginOverHttp(site.url, 'fan', 'fanzone-fan');
    const liked = await fetch(`${site.url}/api/posts/${post.id}/like`, {
      method: 'PUT',
      headers: { cookie: fan, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(liked.status).toBe(200);

    const fans = await likeButtonOf(post.id, post.board.id, fan);
    expect(fans.pressed).toBe(true);
    // The visitor's card, drawn again after the fan's, is still not liked by them.
    const visitors = await likeButtonOf(post.id, post.board.id);
    expect(visitors.pressed).toBe(false);
    expect(visitors.count).toBe(fans.count);
    expect((await likeButtonOf(post.id, post.board.id, fan)).pressed).toBe(true);
  });
});
