import type { PostDetail, SubBoard } from '@fanzone/contract';
import { cookieConsentNames } from '@fanzone/contract';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile, openPage } from './browser.ts';
import { answerDeadlineMs, loginOverHttp, submitLoginForm } from '@fanzone/testkit';

/**
 * Waits until the app has started: its script has taken the page over (a page the server drew shows
 * before its buttons answer) and the shell or page shows (nothing does before the profile loads).
 */
export async function appStarted(page: Page) {
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await page
    .locator('[data-testid="page-title"], [data-testid="desktop-header"], [data-testid="mobile-header"]')
    .first()
    .waitFor();
}

/** Accepts the cookie notice so that it does not cover what a test looks at. */
export async function acceptCookies(page: Page) {
  await appStarted(page);
  const accept = page.getByTestId('cookie-accept');
  if (await accept.isVisible()) {
    await accept.click();
    await page.getByTestId('cookie-notice').waitFor({ state: 'detached' });
  }
}

/** Logs in through the real provider pages and returns to where the journey started. */
export async function logIn(page: Page, login: string, password: string) {
  await page.getByTestId('login-button').first().click();
  await page.waitForURL(/\/idp\/login\//);
  await submitLoginForm(page, login, password);
  await page.waitForURL(
    (url) =>
      !url.pathname.startsWith('/idp/') &&
      !url.pathname.startsWith('/oidc/') &&
      !url.pathname.startsWith('/api/'),
  );
}

export async function currentDirection(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

export async function expectTitle(page: Page, title: string) {
  await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(title);
}

type Site = { browser: Browser; url: string };

/**
 * Signs a fresh browser profile in through the real OpenID Connect flow, over HTTP
 * (`loginOverHttp`), with the cookie notice accepted: a journey about something else starts as a
 * returning member does, without drawing the home and login pages first. Journeys about logging
 * in go through the provider's pages (`logIn`).
 */
async function signIn(context: BrowserContext, url: string, login: string, password: string) {
  const session = await loginOverHttp(url, login, password);
  const separator = session.indexOf('=');
  await context.addCookies([
    {
      name: session.slice(0, separator),
      value: session.slice(separator + 1),
      url,
      httpOnly: true,
      sameSite: 'Lax',
    },
    { name: cookieConsentNames.accept, value: '1', url, sameSite: 'Lax' },
  ]);
}

/** A demo member signed in on a fresh desktop profile, at home. */
export async function memberOnDesktop(site: Site, login: string, password = 'fanzone-fan') {
  const { context, page } = await openPage(site.browser, site.url, desktop);
  await signIn(context, site.url, login, password);
  await page.goto('/');
  await appStarted(page);
  return { context, page };
}

/**
 * A demo member signed in on a phone (390 px), on the home page once it has started: the console's
 * journeys run there, the narrowest screen operators use.
 */
export async function memberOnPhone(site: Site, login: string, password = 'fanzone-fan') {
  const { context, page } = await openPage(site.browser, site.url, mobile);
  await signIn(context, site.url, login, password);
  await page.goto('/');
  await appStarted(page);
  return { context, page };
}

/** A demo member signed in on another device (a phone, a brand app's web view), on a blank page. */
export async function memberOnDevice(
  site: Site,
  device: BrowserContextOptions,
  login: string,
  password = 'fanzone-fan',
) {
  const context = await site.browser.newContext({ ...device, baseURL: site.url });
  await signIn(context, site.url, login, password);
  return { context, page: await context.newPage() };
}

/** An API answer as the page's own fetch saw it: the HTTP status and the envelope. */
export type PageApiAnswer<T> = {
  status: number;
  body: { status: string; data: T; code?: string; message?: string };
};

/**
 * Calls the API from inside the page, as whoever is logged in there (its cookies, the CSRF header).
 * A call without an answer in testkit's `answerDeadlineMs` fails, named, instead of running into the
 * journey's timeout.
 */
export async function callApiFromPage<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<PageApiAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body, answerDeadlineMs }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(answerDeadlineMs),
      }).catch((error: unknown) => {
        throw new Error(`${method} ${path} had no answer within ${answerDeadlineMs / 1000} s`, {
          cause: error,
        });
      });
      return { status: response.status, body: (await response.json()) as PageApiAnswer<never>['body'] };
    },
    { method, path, body, answerDeadlineMs },
  );
}

type ListedBoard = SubBoard & { children: SubBoard[] };

/** A board by its English name, as the page's own session sees the list. */
export async function boardNamed(page: Page, name: string): Promise<SubBoard> {
  const list = (await callApiFromPage<ListedBoard[]>(page, 'GET', '/api/forum/list')).body.data;
  const board = list.flatMap((main) => [main, ...main.children]).find((entry) => entry.name === name);
  if (!board) throw new Error(`no board named ${name}`);
  return board;
}

/**
 * Publishes a plain post as the page's member, in the named board's first open section, through the
 * API the publish page calls (journeys about what happens to a post after start from here).
 */
export async function publishThrough(
  page: Page,
  { boardName = 'Nova 12', title, contentHtml }: { boardName?: string; title: string; contentHtml: string },
): Promise<PostDetail> {
  const board = await boardNamed(page, boardName);
  const answer = await callApiFromPage<PostDetail>(page, 'POST', '/api/posts', {
    kind: 'post',
    title,
    contentHtml,
    boardId: board.id,
    sectionId: board.sections.find((section) => !section.closed)!.id,
    category: 'photography',
    tags: [],
    cover: null,
    attachments: [],
    commentVisibility: 'everyone',
    poll: null,
    bugReport: null,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/**
 * A first post may finish missions, whose congratulation popups come one after another: Esc skips
 * each (only once it is shown: a dialog still being drawn does not take keys) until none is left.
 */
export async function skipCongratulations(page: Page) {
  const congrats = page.getByTestId('congrats-dialog');
  await congrats.waitFor({ timeout: 3_000 }).catch(() => undefined);
  await expect
    .poll(async () => {
      if (await congrats.isVisible()) await page.keyboard.press('Escape');
      return congrats.count();
    })
    .toBe(0);
}

/** Private letters are off in the build defaults (spec §9): an operator switches them on. */
export async function switchLettersOn(site: Site) {
  const admin = await memberOnDesktop(site, 'admin', 'fanzone-admin');
  const answer = await callApiFromPage(admin.page, 'PUT', '/api/admin/settings/privateLetter', {
    value: true,
  });
  expect(answer.status).toBe(200);
  await admin.context.close();
}
