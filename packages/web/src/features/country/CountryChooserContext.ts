import { createContext, useContext } from 'react';

/** After choosing: go to `target`, or run `callback`, or (neither) reload the page (spec §4). */
export type ChooseCountryOptions = { target?: string; callback?: (code: string) => void };

export const CountryChooserContext = createContext<((options?: ChooseCountryOptions) => void) | null>(null);

/** Opens the country chooser popup. */
export function useChooseCountry() {
  const open = useContext(CountryChooserContext);
  if (!open) throw new Error('useChooseCountry outside CountryChooserProvider');
  return open;
}
