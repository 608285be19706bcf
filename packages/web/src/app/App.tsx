import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, StaticRouter } from 'react-router';
import { LinkNavigation } from '../ui/Link.tsx';
import type { PageLayout } from '@fanzone/contract';
import type { Site } from '../platform/config.ts';
import { SiteContext } from '../platform/config.ts';
import { Shell } from './layout/Shell.tsx';
import { EuGate } from './startup/EuGate.tsx';
import { ProfileGate } from './startup/ProfileGate.tsx';
import { CountryChooserProvider } from '../features/country/CountryChooserProvider.tsx';
import { Toaster } from '../ui/Toaster.tsx';
import { FirstLayoutContext } from '../ui/useLayout.ts';

type AppProps = {
  site: Site;
  queryClient: QueryClient;
  i18n: I18n;
  firstLayout: PageLayout;
  /** On the server: the address rendered (the browser follows its own). */
  location?: string;
};

/** The browser's router, or on the server one fixed on the address being rendered. */
function Router({ location, children }: { location?: string; children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
}

/**
 * Providers (config, translations, queries, router, first layout) and the start sequence: EU
 * statement → profile → shell. The browser and the server render this same tree.
 */
export function App({ site, queryClient, i18n, firstLayout, location }: AppProps) {
  return (
    <SiteContext.Provider value={site}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <FirstLayoutContext.Provider value={firstLayout}>
            <Router location={location}>
              <LinkNavigation>
                <EuGate>
                  <ProfileGate>
                    <CountryChooserProvider>
                      <Shell />
                    </CountryChooserProvider>
                  </ProfileGate>
                </EuGate>
                <Toaster />
              </LinkNavigation>
            </Router>
          </FirstLayoutContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </SiteContext.Provider>
  );
}
