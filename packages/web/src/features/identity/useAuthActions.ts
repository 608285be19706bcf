import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startLogin } from './login.ts';
import { appKeyQueryOptions } from './queries.ts';
import { openInNewWindow } from '../../ui/openWindow.ts';

/** Log in, Register and Account (the provider's profile page, in a new window). */
export function useAuthActions() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      login: () => void startLogin(queryClient, 'login'),
      register: () => void startLogin(queryClient, 'register'),
      openAccount: () =>
        openInNewWindow(queryClient.fetchQuery(appKeyQueryOptions()).then((entry) => entry.accountUrl)),
    }),
    [queryClient],
  );
}
