import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumHint, findChromium } from './chromium.mjs';

/** Debian's Chromium with the flags this workplace needs (no sandbox as root, no background traffic). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(chromiumHint);
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export const desktop = { viewport: { width: 1280, height: 900 } };
export const mobile = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Nova 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};

/** A fresh browser profile (no cookies, no storage) at the server's address. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  device: typeof desktop | typeof mobile = desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...device, baseURL });
  const page = await context.newPage();
  return { context, page };
}
