import { AsyncLocalStorage } from 'node:async_hooks';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { Query } from '@tanstack/react-query';
import { dehydrate } from '@tanstack/react-query';
import type { ServerRenderInput, ServerRenderer } from '@fanzone/contract';
import { dayKey, matchRoute } from '@fanzone/contract';
import { App } from '../app/App.tsx';
import { preloadFirstView } from '../app/routing/pages.ts';
import { i18nForPage } from '../i18n/index.ts';
import { shellNamespaces } from '../i18n/namespaces.ts';
import { BrowserOnlyCall, answerGetsOnServer } from '../platform/api.ts';
import { siteFromConfig } from '../platform/config.ts';
import { buildDocumentTitle } from '../platform/title.ts';
import { askFirstView } from './firstViewQueries.ts';
import { pageStyles } from './pageStyles.ts';
import { createDrawnParts } from './drawnParts.ts';
import { DrawnPartsContext } from '../ui/drawnOnce.ts';
import { createQueryClient } from '../platform/queryClient.ts';
import { profileQueryOptions } from '../features/identity/queries.ts';
import type { ServerRenderState } from '../platform/serverRenderState.ts';

/**
 * The web app rendered on the server (issue 12): the page's markup arrives in the first response, so
 * it is readable before any script runs and crawlers read it; the browser then takes it over with the
 * same data (`platform/serverRenderState.ts`) and asks the API nothing again.
 *
 * A render is a few passes of the same tree: each pass creates the queries the components ask for,
 * the queries nobody has answered yet are answered in-process (`ServerRenderInput.ask`), and the
 * next pass draws with their data, until a pass asks for nothing new. The last pass is the page.
 * What a page's first view reads is asked before the first pass (`firstViewQueries.ts`), so for
 * the pages drawn most that pass is the only one.
 */

/**
 * Passes at most: a page asks in waves (the shell's and the page's own calls, then calls that depend
 * on those, a board's sections after the board).
 */
const maxPasses = 4;

/** What preact-render-to-string writes before a part that suspended during the pass. */
const suspendedMarker = '<!--$s-->';

/** Whose request a GET made during a render belongs to (renders of different readers overlap). */
const rendering = new AsyncLocalStorage<ServerRenderInput['ask']>();

answerGetsOnServer(async (url) => {
  const ask = rendering.getStore();
  const answer = ask ? await ask(url) : undefined;
  return answer && { status: answer.status, body: JSON.parse(answer.json) as unknown };
});

/**
 * A query a pass created and nothing has answered (and that may run: `enabled` is not false), or one
 * a component started itself (a page asking its next calls beside its first): the next pass waits
 * for both. Asking a query that is on its way again joins it.
 */
function waiting(query: Query, browserOnly: Set<string>): boolean {
  if (query.state.fetchStatus === 'fetching') return true;
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (browserOnly.has(query.queryHash)) return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The namespaces the render's `useTranslation` calls asked for (react-i18next notes them on the instance). */
function usedNamespaces(i18n: object): string[] | undefined {
  const { reportNamespaces } = i18n as { reportNamespaces?: { getUsedNamespaces(): string[] } };
  return reportNamespaces?.getUsedNamespaces();
}

/** Parts drawn once and reused by every page this renderer draws (`ui/drawnOnce.ts`). */
const drawnParts = createDrawnParts();

export const renderPage: ServerRenderer = (input) => rendering.run(input.ask, () => render(input));

async function render(input: ServerRenderInput) {
  const pathname = new URL(input.url, 'http://page').pathname;
  const route = matchRoute(pathname);
  const page = route ? preloadFirstView(route.name) : undefined;
  const queryClient = createQueryClient({ onServer: true });
  const site = siteFromConfig(input.config, input.userAgent, () => input.cookies);
  // Every page waits for the profile; what the page reads is asked beside it (firstViewQueries.ts),
  // so the first pass draws the page.
  const firstView = queryClient.prefetchQuery(profileQueryOptions()).then(() =>
    Promise.all(
      askFirstView(queryClient, {
        route,
        url: new URL(input.url, 'http://page'),
        layout: input.layout,
        // The day the calendar shows first, as CheckInView reckons it before the status arrives.
        today: { day: dayKey(new Date(), site.region.timeZone), timeZone: site.region.timeZone },
        member: queryClient.getQueryData(profileQueryOptions().queryKey) ?? undefined,
      }),
    ),
  );
  const [i18n] = await Promise.all([
    i18nForPage(input.config.locale, [...shellNamespaces, ...(page?.namespaces ?? [])]),
    page?.loaded,
    firstView,
  ]);
  // The components are typed with React's types and run by Preact (vite.config.ts), here as in the browser.
  const app = (
    <DrawnPartsContext.Provider value={drawnParts}>
      <App
        site={site}
        queryClient={queryClient}
        i18n={i18n}
        firstLayout={input.layout}
        location={input.url}
      />
    </DrawnPartsContext.Provider>
  ) as unknown as VNode;
  // Queries the browser alone makes (`BrowserOnlyCall`) are put back to waiting and left so.
  const browserOnly = new Set<string>();
  let html = await renderToStringAsync(app);
  let passes = 1;
  for (; passes < maxPasses; passes += 1) {
    const unanswered = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => waiting(query, browserOnly));
    // A lazy component first met in this pass suspended, and its markup sits between Suspense
    // markers, which the browser's takeover does not adopt (it drew the part again beside the old
    // one): one more pass draws it plainly, now that its chunk is loaded (once per chunk and process).
    if (unanswered.length === 0 && !html.includes(suspendedMarker)) break;
    await Promise.all(unanswered.map((query) => query.fetch().catch(() => undefined)));
    for (const query of unanswered) {
      if (!(query.state.error instanceof BrowserOnlyCall)) continue;
      browserOnly.add(query.queryHash);
      query.reset();
    }
    html = await renderToStringAsync(app);
  }
  const state: ServerRenderState = {
    layout: input.layout,
    namespaces: usedNamespaces(i18n) ?? [...shellNamespaces],
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' }),
  };
  queryClient.clear();
  const title = buildDocumentTitle(
    i18n.t,
    route?.name ?? 'home',
    input.config.communityName,
    site.region.titleSuffix,
    input.entityTitle,
  );
  // `<` escaped: no text in the data can close the element it travels in.
  return {
    html,
    state: JSON.stringify(state).replace(/</g, '\\u003c'),
    title,
    head: pageStyles(route?.name),
    passes,
  };
}
