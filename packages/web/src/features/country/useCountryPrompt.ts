import { useEffect, useRef } from 'react';
import { useSite } from '../../platform/config.ts';
import { useMy } from '../identity/queries.ts';
import { useActiveCountry } from '../site/queries.ts';
import { useChooseCountry } from './CountryChooserContext.ts';
import { readStoredCountry, storeCountry } from './countryStore.ts';

/**
 * Where members choose a country (Europe, global), a visitor without a stored choice is asked once
 * per page load; a member's account country is remembered locally without asking.
 */
export function useCountryPrompt(): void {
  const { region, inApp } = useSite();
  const my = useMy();
  const choose = useChooseCountry();
  const asked = useRef(false);
  const wanted = region.countryChooser && !inApp && readStoredCountry() === null;
  const { data } = useActiveCountry(wanted);
  useEffect(() => {
    if (!wanted || !data?.active || asked.current) return;
    asked.current = true;
    if (my?.countryCode) storeCountry(my.countryCode);
    else choose({ callback: () => undefined });
  }, [wanted, data, my, choose]);
}
