import { useCallback } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, fetchData, isUnauthorized } from '../../app/api.ts';
import { socialEndpoints } from '../../app/endpoints.ts';
import { startLogin } from '../identity/login.ts';
import { identityKeys, useMy } from '../identity/queries.ts';
import type { FollowListKind } from './keys.ts';
import { socialKeys } from './keys.ts';
import type { FollowListPage, MemberFollowState, SocialCacheData } from './socialState.ts';
import {
  findMemberFollowState,
  isUserId,
  nextCursor,
  optimisticMemberFollow,
  updateMemberFollow,
} from './socialState.ts';

export { socialKeys };
export type { FollowListKind };

export function profileQueryOptions(id: string) {
  return queryOptions({
    queryKey: socialKeys.profile(id),
    queryFn: ({ signal }) => fetchData(socialEndpoints.profile, { params: { id }, signal }),
    // USER_NOT_FOUND is a page of its own, not a toast.
    meta: { silent: true },
    retry: false,
  });
}

/** Another member's public profile; an id that cannot be a member is not asked for. */
export function useProfile(id: string | undefined) {
  const valid = isUserId(id);
  return useQuery({ ...profileQueryOptions(valid ? id : ''), enabled: valid });
}

/** A member's followers or the members they follow, newest first, in keyset pages. */
export function useFollowList(id: string | undefined, kind: FollowListKind) {
  const valid = isUserId(id);
  return useInfiniteQuery({
    queryKey: socialKeys.list(valid ? id : '', kind),
    queryFn: async ({ pageParam, signal }): Promise<FollowListPage> => {
      const input = { params: { id: valid ? id : '' }, query: { cursor: pageParam }, signal };
      const result =
        kind === 'followers'
          ? await callApi(socialEndpoints.followers, input)
          : await callApi(socialEndpoints.following, input);
      return {
        members: result.data,
        cursor: result.page?.cursor ?? null,
        hasMore: result.page?.hasMore ?? false,
      };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => nextCursor(page),
    enabled: valid,
    meta: { silent: true },
  });
}

type FollowVariables = { id: string; follow: boolean };
type FollowContext = { id: string; before: [QueryKey, MemberFollowState][] };

function setFollowEverywhere(
  queryClient: ReturnType<typeof useQueryClient>,
  id: string,
  update: (state: MemberFollowState, key: QueryKey) => MemberFollowState,
) {
  for (const [key, data] of queryClient.getQueriesData<SocialCacheData>({ queryKey: socialKeys.all })) {
    if (!data) continue;
    queryClient.setQueryData<SocialCacheData>(
      key,
      updateMemberFollow(data, id, (state) => update(state, key)),
    );
  }
}

/**
 * Follow / Following of a member: every cached copy changes at once and goes back if the server
 * refuses. Visitors start the login instead, as does an expired session (401).
 */
export function useFollowMember() {
  const queryClient = useQueryClient();
  const my = useMy();
  const mutation = useMutation<
    { followed: boolean; followerCount: number },
    Error,
    FollowVariables,
    FollowContext
  >({
    mutationFn: ({ id, follow }) =>
      follow
        ? fetchData(socialEndpoints.follow, { params: { id } })
        : fetchData(socialEndpoints.unfollow, { params: { id } }),
    onMutate: async ({ id, follow }) => {
      await queryClient.cancelQueries({ queryKey: socialKeys.all });
      const before: [QueryKey, MemberFollowState][] = [];
      for (const [key, data] of queryClient.getQueriesData<SocialCacheData>({ queryKey: socialKeys.all })) {
        const state = findMemberFollowState(data, id);
        if (state) before.push([key, state]);
      }
      setFollowEverywhere(queryClient, id, (state) => optimisticMemberFollow(state, follow));
      return { id, before };
    },
    onSuccess: ({ followed, followerCount }, { id }) => {
      setFollowEverywhere(queryClient, id, (state) =>
        state.followerCount === undefined ? { followed } : { followed, followerCount },
      );
    },
    onError: (error, _variables, context) => {
      if (context) {
        const previous = new Map(context.before.map(([key, state]) => [JSON.stringify(key), state]));
        setFollowEverywhere(
          queryClient,
          context.id,
          (state, key) => previous.get(JSON.stringify(key)) ?? state,
        );
      }
      if (isUnauthorized(error)) void startLogin(queryClient);
    },
    onSettled: (_data, _error, { id }) => {
      // Counts and lists on the other side change too; lists on screen keep their rows until reopened.
      if (my) void queryClient.invalidateQueries({ queryKey: socialKeys.profile(my.id) });
      if (my)
        void queryClient.invalidateQueries({
          queryKey: socialKeys.list(my.id, 'following'),
          refetchType: 'none',
        });
      void queryClient.invalidateQueries({ queryKey: socialKeys.list(id, 'followers'), refetchType: 'none' });
    },
  });

  const { mutate, isPending } = mutation;
  const toggle = useCallback(
    (member: { id: string; followed: boolean }) => {
      if (!my) {
        void startLogin(queryClient);
        return;
      }
      mutate({ id: member.id, follow: !member.followed });
    },
    [my, mutate, queryClient],
  );
  return { toggle, isPending };
}

/** Clears the new-followers count, so the Me red dot goes out. */
export function useMarkFollowersSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchData(socialEndpoints.markFollowersSeen, {}),
    meta: { silent: true },
    onSuccess: () => {
      queryClient.setQueryData<{ newFollowerCount: number }>(identityKeys.badge(), (badge) =>
        badge ? { ...badge, newFollowerCount: 0 } : badge,
      );
      void queryClient.invalidateQueries({ queryKey: identityKeys.badge() });
    },
  });
}
