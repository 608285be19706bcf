import type { Board, PostDetail, PostInput } from '@fanzone/contract';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from '../src/browser.ts';
import { useSite } from '../src/fixtures.ts';
import { acceptCookies, callApiFromPage, logIn } from '../src/journeys.ts';

/** Calls the API from inside the page and answers its data; a refusal fails the journey. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = (await callApiFromPage<T>(page, method, path, body)).body;
  if (answer.status !== 'success')
    throw new Error(`${method} ${path}: ${answer.message ?? JSON.stringify(answer)}`);
  return answer.data;
}

/** A member's browser profile; on a phone the login happens on a desktop profile (the phone's
 * header has no Log in button) and its cookies are carried over. */
async function loggedIn(
  site: { browser: Browser; url: string },
  username: string,
  password: string,
  device: typeof desktop | typeof mobile = desktop,
) {
  const { context, page } = await openPage(site.browser, site.url, desktop);
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, username, password);
  if (device === desktop) return { context, page };
  const storageState = await context.storageState();
  await context.close();
  const phone = await site.browser.newContext({ ...device, baseURL: site.url, storageState });
  const phonePage = await phone.newPage();
  await phonePage.goto('/');
  return { context: phone, page: phonePage };
}

describe('reading and reacting', () => {
  // Many comments are written in a row below: the posting allowance is raised for this site.
  const site = useSite('in', { POSTING_RATE_LIMIT_PER_MINUTE: '1000' });
  const state = {} as {
    post: PostDetail;
    board: Pick<Board, 'id'>;
    commentId: string;
    replyId: string;
    replyToReplyId: string;
    fanId: string;
  };

  it('a visitor opens a demo post from Recommended: labels, clamped pictures, comments with replies', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/');
    await acceptCookies(page);
    const feed = page.getByTestId('feed-recommended');
    const card = feed.locator('article', { hasText: 'Golden hour at the lake' });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByTestId('post-label-featured').isVisible()).toBe(true);
    expect(await card.getByTestId('post-label-tier').textContent()).toBe('11-20 likes');
    // priya_clicks is a Camera Club Editor (type L): the ordinary verified badge.
    expect(await card.getByTestId('verified-badge').getAttribute('data-style')).toBe('ordinary');
    const sizes = await card
      .locator('.post-image')
      .evaluateAll((images) =>
        images.map((image) => [image.getBoundingClientRect().width, image.getBoundingClientRect().height]),
      );
    expect(sizes.length).toBeGreaterThan(0);
    for (const [width, height] of sizes) {
      expect(width).toBeGreaterThanOrEqual(160);
      expect(width).toBeLessThanOrEqual(220);
      expect(height).toBeGreaterThanOrEqual(160);
      expect(height).toBeLessThanOrEqual(220);
    }
    await card.getByRole('heading').click();
    await expect
      .poll(() => page.getByTestId('post-title').textContent())
      .toContain('Golden hour at the lake');
    await expect
      .poll(() => page.getByTestId('comment-list').textContent())
      .toContain('The colours are unreal');
    expect(await page.getByTestId('comment-list').textContent()).toContain('Portrait mode with the 3x lens.');
    // The author's reply wears the post author label.
    expect(await page.getByTestId('comment-list').getByTestId('post-author-label').count()).toBeGreaterThan(
      0,
    );
    expect(await page.getByTestId('comment-login').isVisible()).toBe(true);
    await context.close();
  });

  it('an author publishes a post with a poll (through the API, the publish pages are not part of this journey)', async () => {
    // arjun.tech: a demo member whom `fan` does not follow yet, below the level that may edit.
    const { context, page } = await loggedIn(site, 'arjun.tech', 'fanzone-fan');
    const boards = await api<Board[]>(page, 'GET', '/api/forum/list');
    const board = boards
      .flatMap((main) => [main, ...main.children])
      .find((candidate) => candidate.name === 'Nova 12 Pro')!;
    const input: PostInput = {
      kind: 'post',
      boardId: board.id,
      sectionId: board.sections.find((section) => !section.closed)?.id ?? null,
      category: 'photography',
      title: 'Night shots with the periscope lens',
      contentHtml:
        '<p>The periscope lens at night is <strong>astonishing</strong>.</p><script>alert(1)</script>',
      tags: ['night'],
      commentVisibility: 'everyone',
      poll: {
        title: 'Which mode do you use most?',
        type: 'text',
        multiple: false,
        options: [
          { label: 'Night', imageUrl: null },
          { label: 'Portrait', imageUrl: null },
        ],
        deadline: Math.floor(Date.now() / 1000) + 7 * 24 * 3600,
      },
    };
    state.post = await api<PostDetail>(page, 'POST', '/api/posts', input);
    state.board = board;
    expect(state.post.contentHtml).not.toContain('<script');
    await context.close();
  });

  it('a member opens the post, likes, favourites, follows the author, comments, replies and votes (desktop)', async () => {
    const { context, page } = await loggedIn(site, 'fan', 'fanzone-fan');
    state.fanId = (await api<{ id: string }>(page, 'GET', '/api/account/profile')).id;
    await page.goto(`/post-details/${state.post.id}`);
    await expect
      .poll(() => page.getByTestId('post-title').textContent())
      .toContain('Night shots with the periscope lens');
    expect(await page.getByTestId('post-content').innerHTML()).toContain('<strong>astonishing</strong>');
    const author = page.getByTestId('post').getByTestId('author');
    expect(await author.textContent()).toContain('arjun.tech');
    expect(await author.getByTestId('verified-badge').count()).toBe(0);
    expect(await author.getByTestId('author-level').textContent()).toBe('Lv.2');
    expect(await page.getByTestId('post-label-poll').isVisible()).toBe(true);

    // Like and favourite: pressed at once, kept after a reload.
    const like = page.getByTestId('post').getByTestId('post-like');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('post').getByTestId('post-like-count').textContent()).toBe('1');
    const favourite = page.getByTestId('post').getByTestId('post-favourite');
    await favourite.click();
    await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe('true');

    // Follow the author from the post.
    const follow = page.getByTestId('author-follow');
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');

    // An empty comment is refused before it is sent, then a real one appears.
    const composer = page.getByTestId('comment-composer');
    await composer.getByTestId('comment-field').fill('   \n  ');
    await composer.getByTestId('comment-submit').click();
    await expect
      .poll(() => composer.getByTestId('comment-problem').textContent())
      .toBe("Reply content can't be empty");
    await composer.getByTestId('comment-field').fill('Stunning colours in the dark!');
    await composer.getByTestId('comment-submit').click();
    const list = page.getByTestId('comment-list');
    await expect.poll(() => list.textContent()).toContain('Stunning colours in the dark!');
    await expect.poll(() => page.getByTestId('comments-total').textContent()).toBe('1');
    state.commentId = (await list.locator('[data-comment-id]').first().getAttribute('data-comment-id'))!;

    // Reply to the comment, then reply to that reply: it names whom it answers.
    const thread = page.getByTestId(`comment-thread-${state.commentId}`);
    await thread.getByTestId('comment-reply').first().click();
    await thread.getByTestId('reply-composer').getByTestId('comment-field').fill('Thanks, it was handheld');
    await thread.getByTestId('reply-composer').getByTestId('comment-submit').click();
    const replies = page.getByTestId(`replies-${state.commentId}`);
    await expect.poll(() => replies.textContent()).toContain('Thanks, it was handheld');
    state.replyId = (await replies.locator('[data-comment-id]').first().getAttribute('data-comment-id'))!;
    await replies.getByTestId(`comment-${state.replyId}`).getByTestId('comment-reply').click();
    await thread.getByTestId('reply-composer').getByTestId('comment-field').fill('Even better!');
    await thread.getByTestId('reply-composer').getByTestId('comment-submit').click();
    await expect.poll(() => replies.locator('[data-comment-id]').count()).toBe(2);
    state.replyToReplyId = (await replies
      .locator('[data-comment-id]')
      .nth(1)
      .getAttribute('data-comment-id'))!;
    await expect
      .poll(() =>
        replies.getByTestId(`comment-${state.replyToReplyId}`).getByTestId('comment-reply-to').textContent(),
      )
      .toContain('reply to @fan');

    // Replies count in the total, as on the server.
    await expect.poll(() => page.getByTestId('comments-total').textContent()).toBe('3');

    // The third comment of the day finished a daily mission: its congratulation popup comes up; skip it.
    const congrats = page.getByTestId('congrats-dialog');
    await expect.poll(() => congrats.textContent()).toContain('Write 3 comments today');
    // Esc closes a dialog once it is open (shown), not while it is still being drawn.
    await congrats.waitFor();
    await page.keyboard.press('Escape');
    await congrats.waitFor({ state: 'detached' });

    // A comment of one's own can be deleted after confirming.
    await composer.getByTestId('comment-field').fill('Oops, wrong post');
    await composer.getByTestId('comment-submit').click();
    await expect.poll(() => page.getByTestId('comments-total').textContent()).toBe('4');
    const oops = list.locator('[data-testid^="comment-thread-"]', { hasText: 'Oops, wrong post' });
    await oops.getByTestId('comment-delete').click();
    await page.getByTestId('comment-delete-confirm').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => list.textContent()).not.toContain('Oops, wrong post');
    await expect.poll(() => page.getByTestId('comments-total').textContent()).toBe('3');

    // Like the comment.
    const commentLike = page.getByTestId(`comment-${state.commentId}`).getByTestId('comment-like');
    await commentLike.first().click();
    await expect.poll(() => commentLike.first().getAttribute('aria-pressed')).toBe('true');

    // Vote: results and 'You have already voted'.
    const poll = page.getByTestId('poll');
    await poll.getByText('Night').click();
    await poll.getByTestId('poll-vote').click();
    await expect.poll(() => page.getByTestId('poll-note').textContent()).toBe('You have already voted');
    expect(await page.getByTestId('poll').getAttribute('data-state')).toBe('voted');
    expect(await page.getByTestId('poll-results').textContent()).toContain('100%');

    // After a reload everything is still there.
    await page.reload();
    await expect
      .poll(() => page.getByTestId('post').getByTestId('post-like').getAttribute('aria-pressed'))
      .toBe('true');
    expect(await page.getByTestId('post').getByTestId('post-favourite').getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByTestId('author-follow').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('poll').getAttribute('data-state')).toBe('voted');
    await context.close();
  });

  it('the post shows in Following (after following its author), Recommended, its board and favourites', async () => {
    const { context, page } = await loggedIn(site, 'fan', 'fanzone-fan');
    const card = `post-card-${state.post.id}`;
    await page.goto('/?tab=following');
    await expect.poll(() => page.getByTestId('feed-following').getByTestId(card).isVisible()).toBe(true);
    expect(await page.getByTestId(card).getByTestId('post-like').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('tab', { name: 'Recommended' }).click();
    await expect.poll(() => page.getByTestId('feed-recommended').getByTestId(card).isVisible()).toBe(true);

    await page.goto(`/board/detail/${state.board.id}`);
    await expect.poll(() => page.getByTestId('board-post-list').getByTestId(card).isVisible()).toBe(true);
    await page.getByTestId('board-sort-new').click();
    await expect.poll(() => page.getByTestId('board-sort-new').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByTestId('board-post-list').getByTestId(card).isVisible()).toBe(true);

    await page.goto('/personal/favourites');
    await expect.poll(() => page.getByTestId('my-favourites').getByTestId(card).isVisible()).toBe(true);
    await page.goto('/personal/comments');
    await expect
      .poll(() => page.getByTestId('my-comments').textContent())
      .toContain('Stunning colours in the dark!');
    await context.close();
  });

  it('?comment= scrolls to and marks a comment; /post-list shows its thread; missing ones say so', async () => {
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto(`/post-details/${state.post.id}?comment=${state.replyToReplyId}`);
    const target = page.getByTestId(`comment-${state.replyToReplyId}`).first();
    await expect.poll(() => target.getAttribute('aria-current')).toBe('true');

    await page.goto(`/post-list?comment=${state.commentId}`);
    const thread = page.getByTestId('comment-thread');
    await expect.poll(() => thread.textContent()).toContain('Stunning colours in the dark!');
    await expect.poll(() => page.getByTestId('thread-replies').textContent()).toContain('Even better!');

    // A comment beyond the first page is fetched on its own, shown on top and marked; the rest
    // of the list loads near the bottom.
    const { context: writer, page: writing } = await loggedIn(site, 'moderator', 'fanzone-moderator');
    const written: string[] = [];
    for (let index = 1; index <= 21; index += 1) {
      const created = await api<{ id: string }>(writing, 'POST', `/api/posts/${state.post.id}/comments`, {
        content: `Moderator note ${index}`,
        images: [],
      });
      written.push(created.id);
    }
    await writer.close();
    const last = written[written.length - 1]!;
    await page.goto(`/post-details/${state.post.id}?comment=${last}`);
    const linked = page.getByTestId('linked-comment');
    await expect.poll(() => linked.textContent()).toContain('Moderator note 21');
    expect(await linked.getByTestId(`comment-${last}`).getAttribute('aria-current')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => page.getByTestId('comment-list').textContent(), { timeout: 10_000 })
      .toContain('Moderator note 20');
    expect(await page.getByTestId(`comment-${last}`).count()).toBe(1);

    await page.goto('/post-list?comment=987654321');
    await expect
      .poll(() => page.getByTestId('thread-not-found').textContent())
      .toContain('The page number does not exist');
    await page.goto('/post-details/987654321');
    await expect
      .poll(() => page.getByTestId('post-not-found').textContent())
      .toContain('The page number does not exist');

    // A visitor sees the login prompt in Following.
    await page.goto('/?tab=following');
    await expect.poll(() => page.getByTestId('following-login').isVisible()).toBe(true);
    await context.close();
  });

  it('on a phone a member reads the feeds, takes back a like from a card and opens the post', async () => {
    const { context, page } = await loggedIn(site, 'fan', 'fanzone-fan', mobile);
    await expect.poll(() => page.getByTestId('tab-bar').isVisible()).toBe(true);
    const card = page.getByTestId('feed-recommended').getByTestId(`post-card-${state.post.id}`);
    await expect.poll(() => card.isVisible()).toBe(true);
    const like = card.getByTestId('post-like');
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => card.getByTestId('post-like-count').textContent()).toBe('0');
    await card.getByRole('heading').click();
    await page.waitForURL((url) => url.pathname === `/post-details/${state.post.id}`);
    await expect
      .poll(() => page.getByTestId('post').getByTestId('post-like').getAttribute('aria-pressed'))
      .toBe('false');
    await expect.poll(() => page.getByTestId('comment-list').textContent()).toContain('Stunning colours');
    await page.goto('/feeds');
    await expect
      .poll(() => page.getByTestId('feed-following').getByTestId(`post-card-${state.post.id}`).isVisible())
      .toBe(true);
    await context.close();
  });

  it('on a phone the author sees why editing is off, blocks and unblocks a member, and deletes the post', async () => {
    const { context, page } = await loggedIn(site, 'arjun.tech', 'fanzone-fan', mobile);
    await page.goto(`/post-details/${state.post.id}`);
    await expect.poll(() => page.getByTestId('post-title').textContent()).toContain('Night shots');
    expect(await page.getByTestId('author-follow').count()).toBe(0);
    // A level 2 author may not edit yet (spec §5: level 3).
    await expect
      .poll(() => page.getByTestId('post-edit-hint').textContent())
      .toBe('Editing your own thread needs level 3');
    expect(await page.getByTestId('post-edit').count()).toBe(0);
    // Comments by others carry the post author label only on the author's own.
    await expect.poll(() => page.getByTestId('comment-list').textContent()).toContain('Stunning colours');

    // Block the commenter from their profile; the blacklist lists them; unblock again.
    const fanId = state.fanId;
    await page.goto(`/user/${fanId}/posts`);
    await page.getByTestId('block-user').click();
    await page.getByTestId('block-confirm').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByTestId('block-user').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByText('Block success').isVisible()).toBe(true);
    await page.goto('/personal/settings');
    await expect.poll(() => page.getByTestId('blocked-list').textContent()).toContain('fan');
    await page.getByTestId(`unblock-${fanId}`).click();
    await expect.poll(() => page.getByTestId('blocked-empty').isVisible()).toBe(true);

    // Delete the post; its address then says it was deleted.
    await page.goto(`/post-details/${state.post.id}`);
    await page.getByTestId('post-delete').click();
    await page.getByTestId('post-delete-confirm').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/post-details/'));
    await page.goto(`/post-details/${state.post.id}`);
    await expect
      .poll(() => page.getByTestId('post-deleted').textContent())
      .toContain('Thread has been deleted');
    await context.close();
  });
});
