import type { Browser, BrowserContext, BrowserServer, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { serverRenderStateElementId } from '@fanzone/contract';
import { chromiumHint, findJourneyBrowser } from './chromium.mjs';

/**
 * Chromium's headless shell (chromium.mjs) with the flags this workplace needs: no sandbox as root,
 * no background traffic.
 */
function launchOptions() {
  const executablePath = findJourneyBrowser();
  if (!executablePath) throw new Error(chromiumHint);
  return {
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
  };
}

/** One Chromium for the whole run (preparedSites.ts), which each spec file connects to. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

/**
 * The run's Chromium, connected to from a spec file. Each test opens contexts of its own (no cookies
 * or storage shared); closing this connection closes the contexts the file opened.
 */
export async function connectBrowser(wsEndpoint: string): Promise<Browser> {
  const browser = await chromium.connect(wsEndpoint);
  // Every page of every context waits, after loading, for the app to take over what the server drew.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) context.on('page', awaitTakeOver);
    return context;
  };
  return browser;
}

/**
 * A page the server drew looks ready before its script has taken it over, and its buttons do
 * nothing until then; a journey, quicker than any reader, would click them. After `goto` and
 * `reload` of a drawn page (`#fanzone-rendered`), wait for the app's mark (`main.tsx`; the account
 * pages set it too, for a members-only page that sends the reader to log in at once).
 */
function awaitTakeOver(page: Page) {
  const afterLoad = async <T>(response: T): Promise<T> => {
    if (await page.locator(`#${serverRenderStateElementId}`).count())
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => afterLoad(await goto(url, options));
  page.reload = async (options) => afterLoad(await reload(options));
}

export const desktop = { viewport: { width: 1280, height: 900 } };
export const mobile = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Nova 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};
/** A phone inside the brand's app: its web view names the app in the user agent (spec §1). */
export const inBrandApp = { ...mobile, userAgent: `${mobile.userAgent} FanzoneCommunity/3.2.0` };

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
