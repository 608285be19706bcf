import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchData, isUnauthorized } from '../../platform/api.ts';
import { siteEndpoints } from '../../platform/endpoints.ts';
import { reportApiError } from '../../platform/errors.ts';
import { openInNewWindow } from '../../ui/openWindow.ts';
import { startLogin } from '../identity/login.ts';
import { useMy } from '../identity/queries.ts';

/**
 * Customer Service (China and India builds): the chat address for this member opens in a new window;
 * a visitor, or a 401 answer, starts login instead (spec §8).
 */
export function useCustomerService(platform: 'pc' | 'mobile') {
  const queryClient = useQueryClient();
  const my = useMy();
  return useCallback(() => {
    if (!my) {
      void startLogin(queryClient);
      return;
    }
    const address = fetchData(siteEndpoints.echatsoftChatUrl, { query: { platform } }).then(
      ({ url }) => url,
      (error: unknown) => {
        if (isUnauthorized(error)) void startLogin(queryClient);
        else reportApiError(error);
        throw error;
      },
    );
    openInNewWindow(address);
  }, [my, platform, queryClient]);
}
