import type { ReactNode } from 'react';
import { Suspense, lazy, useCallback, useState } from 'react';
import type { ChooseCountryOptions } from './CountryChooserContext.ts';
import { CountryChooserContext } from './CountryChooserContext.ts';

const CountryChooserDialog = lazy(() => import('./CountryChooserDialog.tsx'));

/** Hosts the one country chooser popup of the app; its code loads when first opened. */
export function CountryChooserProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ChooseCountryOptions | null>(null);
  const open = useCallback((options: ChooseCountryOptions = {}) => setRequest(options), []);
  return (
    <CountryChooserContext.Provider value={open}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <CountryChooserDialog options={request} onClose={() => setRequest(null)} />
        </Suspense>
      ) : null}
    </CountryChooserContext.Provider>
  );
}
