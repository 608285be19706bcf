import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoute, negotiateLocale } from '@fanzone/contract';
import { App } from './app/App.tsx';
import { preloadFirstView } from './app/routing/pages.ts';
import { loadPublicConfig, siteFromConfig } from './platform/config.ts';
import { createQueryClient } from './platform/queryClient.ts';
import { StartFailed } from './app/startup/StartFailed.tsx';
import { onCompleteMission } from './platform/api.ts';
import { completionInbox } from './features/gamification/completionInbox.ts';
import { bindSessionToApi } from './features/identity/session.ts';
import { applyDocumentLocale, initI18n } from './i18n/index.ts';
import { shellNamespaces } from './i18n/namespaces.ts';
import './styles/base.css';
import './styles/layout.css';
import './styles/widgets.css';

/** Config (embedded, or fetched in dev) → language → render. Nothing is shown before that. */
async function start(container: HTMLElement) {
  const root = createRoot(container);
  let config;
  try {
    config = await loadPublicConfig();
  } catch (error) {
    console.error('[start] no site config', error);
    const locale = negotiateLocale(navigator.languages.join(','));
    applyDocumentLocale(locale);
    await initI18n(locale, ['common']);
    root.render(<StartFailed />);
    return;
  }
  applyDocumentLocale(config.locale);
  const route = matchRoute(window.location.pathname);
  const pageNamespaces = route ? preloadFirstView(route.name) : [];
  await initI18n(config.locale, [...shellNamespaces, ...pageNamespaces]);
  const queryClient = createQueryClient();
  bindSessionToApi(queryClient);
  // Every answer that completes missions feeds the congratulation popup (spec §4, §7).
  onCompleteMission(completionInbox.put);
  root.render(
    <StrictMode>
      <App site={siteFromConfig(config, navigator.userAgent)} queryClient={queryClient} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
