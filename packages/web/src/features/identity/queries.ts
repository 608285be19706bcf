import type { QueryClient } from '@tanstack/react-query';
import { hashKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { My } from '@fanzone/contract';
import { fetchData, isUnauthorized } from '../../platform/api.ts';
import { identityEndpoints } from '../../platform/endpoints.ts';

/** Query keys of the identity domain (profile, badge, account-provider entry points). */
export const identityKeys = {
  all: ['identity'] as const,
  profile: () => [...identityKeys.all, 'profile'] as const,
  badge: () => [...identityKeys.all, 'badge'] as const,
  appKey: () => [...identityKeys.all, 'appKey'] as const,
};

/** Badges refresh every minute while logged in (spec: red dots on Message and Me). */
export const badgeRefetchMs = 60_000;

/** The current user; `null` for a visitor (401 is the normal answer then, not an error). */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: identityKeys.profile(),
    queryFn: async ({ signal }): Promise<My | null> => {
      try {
        return await fetchData(identityEndpoints.profile, { signal });
      } catch (error) {
        if (isUnauthorized(error)) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
}

export function useProfileQuery() {
  return useQuery(profileQueryOptions());
}

/**
 * `my` of spec §3, or null for visitors. On the server the profile is asked before a page's first
 * pass (server/renderPage.tsx) and nothing changes it while the page is drawn, so there the cache's
 * answer is read as it is, without a watcher per caller (a page has about ten: shell, footer, gates).
 */
export const useMy: () => My | null = import.meta.env.SSR ? useMyOnServer : useMyInBrowser;

function useMyInBrowser(): My | null {
  return useQuery(profileQueryOptions()).data ?? null;
}

function useMyOnServer(): My | null {
  return myNow(useQueryClient());
}

/**
 * The profile query's hash, worked out once: `getQueryData` works it out from the key on every call
 * (defaults merged, key hashed), about ten times a drawn page for one answer that cannot change.
 */
const profileQueryHash = hashKey(identityKeys.profile());

/**
 * `my` as the cache holds it now, for a handler that needs it only when pressed: a button drawn
 * once per post (Like, Favourite) then keeps no watch of its own on the profile.
 */
export function myNow(queryClient: QueryClient): My | null {
  return queryClient.getQueryCache().get<My | null>(profileQueryHash)?.state.data ?? null;
}

export function appKeyQueryOptions() {
  return queryOptions({
    queryKey: identityKeys.appKey(),
    queryFn: ({ signal }) => fetchData(identityEndpoints.appKey, { signal }),
    staleTime: Infinity,
  });
}

/** The Me red dot's counts (a member's only). */
export function accountBadgeQueryOptions() {
  return queryOptions({
    queryKey: identityKeys.badge(),
    queryFn: ({ signal }) => fetchData(identityEndpoints.badge, { signal }),
    staleTime: badgeRefetchMs / 2,
    meta: { silent: true },
  });
}

export function useAccountBadge(enabled: boolean) {
  return useQuery({ ...accountBadgeQueryOptions(), enabled, refetchInterval: badgeRefetchMs });
}

/** Me red dot: new followers, missions awaiting their award, or unread drafts (spec §2). */
export function hasMeBadge(badge: {
  newFollowerCount: number;
  waitAwardMissionCount: number;
  unreadDraftsCount: number;
}) {
  return badge.newFollowerCount > 0 || badge.waitAwardMissionCount > 0 || badge.unreadDraftsCount > 0;
}

/** Ends the session on the server; the caller leaves the page first, then clears the user. */
export function useLogoutMutation() {
  return useMutation({ mutationFn: () => fetchData(identityEndpoints.logout, {}) });
}

export function useUpdateCountryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => fetchData(identityEndpoints.updateCountry, { params: { code } }),
    onSuccess: (my) => queryClient.setQueryData(identityKeys.profile(), my),
  });
}
