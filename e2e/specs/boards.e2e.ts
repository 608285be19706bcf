import type { Board } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { desktop, mobile, openPage } from '../src/browser.ts';
import { useSharedSite } from '../src/fixtures.ts';
import { acceptCookies, logIn } from '../src/journeys.ts';

describe('boards', () => {
  const site = useSharedSite('eu');

  async function boardList(): Promise<Board[]> {
    const answer = (await (await fetch(`${site.url}/api/forum/list`)).json()) as { data: Board[] };
    return answer.data;
  }

  it('lists the product lines with their sub boards on /product', async () => {
    const boards = await boardList();
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/product');
    await page.getByTestId('country-chooser').waitFor();
    await page.getByTestId('country-DE').click();
    const list = page.getByTestId('board-list');
    await expect.poll(() => list.isVisible()).toBe(true);
    for (const board of boards)
      expect(await page.getByTestId(`board-card-${board.id}`).textContent()).toContain(board.name);
    expect(await list.textContent()).toContain('Nova 12 Pro');
    expect(await list.textContent()).not.toContain("Moderators' lounge");
    await context.close();
  });

  it('opens a board, follows it after logging in, and keeps the count', async () => {
    const series = (await boardList())[0]!;
    const { context, page } = await openPage(site.browser, site.url, desktop);
    await page.goto('/');
    await page.getByTestId('country-chooser').waitFor();
    await page.getByTestId('country-DE').click();
    await acceptCookies(page);
    await logIn(page, 'fan', 'fanzone-fan');
    await page.goto(`/board/detail/${series.id}`);
    const header = page.getByTestId('board-header');
    await expect.poll(() => header.textContent()).toContain('Nova 12 Series');
    expect(await page.getByTestId('board-sections').textContent()).toContain('Camera');
    const follow = page.getByTestId('board-follow');
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => page.getByTestId('board-follow').getAttribute('aria-pressed')).toBe('true');
    const after = (
      await page.evaluate(
        async (id) => (await (await fetch(`/api/forum/${id}`)).json()) as { data: { followerCount: number } },
        series.id,
      )
    ).data;
    expect(after.followerCount).toBe(1);
    await context.close();
  });

  it("tells a visitor from a country the board is closed to, in the spec's words", async () => {
    const euEdition = (await boardList())[0]!.children.find((board) => board.euProduct)!;
    const { context, page } = await openPage(site.browser, site.url, mobile);
    await page.goto('/');
    await page.getByTestId('country-chooser').waitFor();
    await page.getByTestId('country-SE').click();
    await page.goto(`/board/detail/${euEdition.id}`);
    await expect
      .poll(() => page.getByTestId('board-not-open').textContent())
      .toContain('This section is not open to your country');
    await page.goto('/board/detail/987654');
    await expect.poll(() => page.getByTestId('board-not-found').isVisible()).toBe(true);
    await context.close();
  });
});
