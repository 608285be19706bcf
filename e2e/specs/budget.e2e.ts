import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { limits } from '@fanzone/contract';
import type { Page } from 'playwright-core';
import { desktop, mobile, openPage } from '../src/browser.ts';
import { useSharedSite } from '../src/fixtures.ts';

/** ARCHITECTURE §9: what a page's first view may load of script, as the server sends it (brotli). */
const firstViewBudgetBytes = limits.firstViewScriptBytes;
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/web/dist');

/**
 * What the server sent for every script the page fetched: the build's brotli copy (the browser
 * accepts it), or the file itself where it is too small to have one.
 */
function scriptBytes(urls: string[]): number {
  return urls.reduce((total, url) => {
    const file = path.join(distDir, new URL(url).pathname);
    return total + fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
  }, 0);
}

/**
 * The scripts the page asked for before its content first showed. The moment is taken in the page,
 * when the content enters the DOM (a mutation observer, installed before the page's own scripts,
 * notes it before any later task runs), and only requests that started before it count: code that
 * loads afterwards (comments near the viewport, a dialog) is not the first view, however fast the
 * machine gets to it.
 */
async function firstViewScripts(page: Page, route: string, ready: string): Promise<string[]> {
  await page.addInitScript((selector: string) => {
    const marked = window as unknown as { firstViewShownAt?: number };
    const observer = new MutationObserver(() => {
      if (marked.firstViewShownAt === undefined && document.querySelector(selector)) {
        marked.firstViewShownAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, ready);
  await page.goto(route);
  const shown = await page.waitForFunction(
    () => (window as unknown as { firstViewShownAt?: number }).firstViewShownAt,
  );
  const shownAt = (await shown.jsonValue()) as number;
  return page.evaluate(
    ({ before }) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter(
          (entry) =>
            entry.initiatorType !== 'fetch' &&
            new URL(entry.name).pathname.startsWith('/assets/') &&
            entry.name.endsWith('.js') &&
            entry.startTime <= before,
        )
        .map((entry) => entry.name),
    { before: shownAt },
  );
}

describe('first-view JavaScript budget', () => {
  const site = useSharedSite('global');

  for (const [name, device] of [
    ['desktop', desktop],
    ['phone', mobile],
  ] as const) {
    it(`keeps home, a board and a post within ${firstViewBudgetBytes / 1024} KB on ${name}`, async () => {
      const feed = (await (await fetch(`${site.url}/api/feeds/recommended`)).json()) as {
        data: { id: string; board: { id: string } }[];
      };
      const post = feed.data[0]!;
      const pages = [
        ['/', '.post-card'],
        [`/board/detail/${post.board.id}`, '.post-card'],
        [`/post-details/${post.id}`, '[data-testid="post"]'],
      ] as const;
      for (const [route, ready] of pages) {
        const { context, page } = await openPage(site.browser, site.url, device);
        const scripts = await firstViewScripts(page, route, ready);
        const bytes = scriptBytes(scripts);
        if (process.env.BUDGET_DETAIL)
          for (const url of scripts)
            console.info(`  ${new URL(url).pathname} ${(scriptBytes([url]) / 1024).toFixed(1)} KB`);
        console.info(`first view of ${route} on ${name}: ${(bytes / 1024).toFixed(1)} KB brotli`);
        expect(bytes).toBeLessThanOrEqual(firstViewBudgetBytes);
        await context.close();
      }
    });
  }
});
