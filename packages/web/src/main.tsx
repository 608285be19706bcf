import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { render } from 'preact';
import type { VNode } from 'preact';
import { hydrate } from '@tanstack/react-query';
import { matchRoute, negotiateLocale } from '@fanzone/contract';
import { App } from './app/App.tsx';
import { preloadFirstView } from './app/routing/pages.ts';
import { loadPublicConfig, siteFromConfig } from './platform/config.ts';
import { createQueryClient } from './platform/queryClient.ts';
import { readServerRenderState } from './platform/serverRenderState.ts';
import { measureLayout } from './ui/useLayout.ts';
import { StartFailed } from './app/startup/StartFailed.tsx';
import { onCompleteMission } from './platform/api.ts';
import { completionInbox } from './features/gamification/completionInbox.ts';
import { bindSessionToApi } from './features/identity/session.ts';
import { applyDocumentLocale, initI18n } from './i18n/index.ts';
import { shellNamespaces } from './i18n/namespaces.ts';
import './styles/base.css';
import './styles/layout.css';
import './styles/widgets.css';

/**
 * Config (embedded, or fetched in dev) → language → render. A page the server drew is taken over:
 * the first render repeats the server's (same layout, translations and query answers) and Preact's
 * `render` adopts the markup already there, fixing only what differs. Otherwise the app draws it.
 */
async function start(container: HTMLElement) {
  let config;
  try {
    config = await loadPublicConfig();
  } catch (error) {
    console.error('[start] no site config', error);
    const locale = negotiateLocale(navigator.languages.join(','));
    applyDocumentLocale(locale);
    await initI18n(locale, ['common']);
    createRoot(container).render(<StartFailed />);
    return;
  }
  applyDocumentLocale(config.locale);
  const route = matchRoute(window.location.pathname);
  const page = route ? preloadFirstView(route.name) : undefined;
  const drawn = readServerRenderState(document);
  const namespaces = new Set([...shellNamespaces, ...(page?.namespaces ?? []), ...(drawn?.namespaces ?? [])]);
  const [i18n] = await Promise.all([initI18n(config.locale, [...namespaces]), drawn && page?.loaded]);
  const queryClient = createQueryClient();
  if (drawn) hydrate(queryClient, drawn.queries);
  bindSessionToApi(queryClient);
  // Every answer that completes missions feeds the congratulation popup (spec §4, §7).
  onCompleteMission(completionInbox.put);
  const app = (
    <StrictMode>
      <App
        site={siteFromConfig(config, navigator.userAgent, () => document.cookie)}
        queryClient={queryClient}
        i18n={i18n}
        firstLayout={drawn?.layout ?? measureLayout()}
      />
    </StrictMode>
  );
  // Typed with React's types, run by Preact (vite.config.ts): its core `render` keeps existing markup.
  if (drawn) render(app as unknown as VNode, container);
  else createRoot(container).render(app);
  // Handlers are attached now: a page the server drew looked ready before, but did not answer yet.
  document.documentElement.dataset.started = 'true';
}

const container = document.getElementById('root');
if (container) void start(container);
