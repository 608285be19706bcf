import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSite } from '../../app/config.ts';
import { useChooseCountry } from '../country/CountryChooserContext.ts';
import { readStoredCountry } from '../country/countryStore.ts';
import { startLogin } from '../identity/login.ts';
import { useMy } from '../identity/queries.ts';
import { toastErrorCode } from '../../app/errors.ts';

/**
 * Goes to a publishing page: visitors log in first (spec §6); a banned member is told so (spec §6);
 * in Europe a country must be chosen first (spec §4), after which the chooser continues to the page.
 */
export function usePublishGate() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { region } = useSite();
  const my = useMy();
  const chooseCountry = useChooseCountry();
  return useCallback(
    (target: string) => {
      if (!my) {
        void startLogin(queryClient);
        return;
      }
      if (my.isBlocked) {
        void toastErrorCode('USER_BANNED');
        return;
      }
      if (region.features.requireCountryToPublish && !my.countryCode && !readStoredCountry()) {
        chooseCountry({ target });
        return;
      }
      navigate(target);
    },
    [my, region, queryClient, chooseCountry, navigate],
  );
}
