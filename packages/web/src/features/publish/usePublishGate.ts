import type { My, Publisher } from '@fanzone/contract';
import { publishGate } from '@fanzone/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSite } from '../../platform/config.ts';
import { useChooseCountry } from '../country/CountryChooserContext.ts';
import { startLogin } from '../identity/login.ts';
import { useMy } from '../identity/queries.ts';
import { toastErrorCode } from '../../platform/errors.ts';

/** The member as the contract's publish gate sees them: their account, as the server does. */
export function publisherOf(my: My | null | undefined): Publisher {
  return { signedIn: !!my, isBlocked: !!my?.isBlocked, countryCode: my?.countryCode ?? null };
}

/**
 * Goes to a publishing page through the contract's publish gate (the server's own): visitors log in
 * first, a banned member is told so (spec §6), and in Europe a member whose account names no country
 * chooses one first (spec §4), after which the chooser continues to the page.
 */
export function usePublishGate() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { region } = useSite();
  const my = useMy();
  const chooseCountry = useChooseCountry();
  return useCallback(
    (target: string) => {
      const refusal = publishGate(publisherOf(my), region);
      if (refusal === 'LOGIN_REQUIRED') void startLogin(queryClient);
      else if (refusal === 'USER_BANNED') void toastErrorCode(refusal);
      // The chooser updates the member's account, then goes on to the page.
      else if (refusal === 'COUNTRY_REQUIRED') chooseCountry({ target });
      else navigate(target);
    },
    [my, region, queryClient, chooseCountry, navigate],
  );
}
