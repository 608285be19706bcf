import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import type { Site } from '../platform/config.ts';
import { SiteContext } from '../platform/config.ts';
import { Shell } from './layout/Shell.tsx';
import { EuGate } from './startup/EuGate.tsx';
import { ProfileGate } from './startup/ProfileGate.tsx';
import { CountryChooserProvider } from '../features/country/CountryChooserProvider.tsx';
import { Toaster } from '../ui/Toaster.tsx';

/** Providers (config, queries, router) and the start sequence: EU statement → profile → shell. */
export function App({ site, queryClient }: { site: Site; queryClient: QueryClient }) {
  return (
    <SiteContext.Provider value={site}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <EuGate>
            <ProfileGate>
              <CountryChooserProvider>
                <Shell />
              </CountryChooserProvider>
            </ProfileGate>
          </EuGate>
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>
    </SiteContext.Provider>
  );
}
