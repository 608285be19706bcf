import { useState } from 'react';
import type { PublicProfile } from '@fanzone/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi, fetchData } from '../../platform/api.ts';
import { socialEndpoints } from '../../platform/endpoints.ts';
import type { FollowCache } from '../follow/useOptimisticFollow.ts';
import { useOptimisticFollow } from '../follow/useOptimisticFollow.ts';
import { identityKeys } from '../identity/queries.ts';
import { commentsKeys } from '../comments/keys.ts';
import { postsKeys } from '../posts/keys.ts';
import type { FollowListKind } from './keys.ts';
import { socialKeys } from './keys.ts';
import type { FollowListPage, MemberFollowState, SocialCacheData } from './socialState.ts';
import {
  findMemberFollowState,
  isUserId,
  optimisticMemberFollow,
  updateMemberFollow,
} from './socialState.ts';
import { nextCursor, pagingOf } from '../../platform/paging.ts';

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
export function followListOptions(id: string, kind: FollowListKind) {
  return infiniteQueryOptions({
    queryKey: socialKeys.list(id, kind),
    queryFn: async ({ pageParam, signal }): Promise<FollowListPage> => {
      const input = { params: { id }, query: { cursor: pageParam }, signal };
      const result =
        kind === 'followers'
          ? await callApi(socialEndpoints.followers, input)
          : await callApi(socialEndpoints.following, input);
      return { members: result.data, ...pagingOf(result) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => nextCursor(page),
    meta: { silent: true },
  });
}

/** A member's follow list; an id that cannot be a member is not asked for. */
export function useFollowList(id: string | undefined, kind: FollowListKind) {
  const valid = isUserId(id);
  return useInfiniteQuery({ ...followListOptions(valid ? id : '', kind), enabled: valid });
}

/** Follow / Following of a member, changed in every cached copy at once and put back on refusal. */
export function useFollowMember() {
  const queryClient = useQueryClient();
  const [cache] = useState<FollowCache<MemberFollowState, SocialCacheData>>(() => ({
    rootKey: socialKeys.all,
    find: findMemberFollowState,
    update: updateMemberFollow,
    optimistic: optimisticMemberFollow,
    // Lists carry no counts; only copies that show one get the server's.
    settle: (state, { followed, followerCount }) =>
      state.followerCount === undefined ? { followed } : { followed, followerCount },
    request: (id, follow) =>
      follow
        ? fetchData(socialEndpoints.follow, { params: { id } })
        : fetchData(socialEndpoints.unfollow, { params: { id } }),
    // Counts and lists on the other side change too; lists on screen keep their rows until reopened.
    afterwards: (id, myId) => {
      if (myId) {
        void queryClient.invalidateQueries({ queryKey: socialKeys.profile(myId) });
        void queryClient.invalidateQueries({
          queryKey: socialKeys.list(myId, 'following'),
          refetchType: 'none',
        });
      }
      void queryClient.invalidateQueries({ queryKey: socialKeys.list(id, 'followers'), refetchType: 'none' });
      // Post details say whether the viewer follows the author; the Following feed changes too.
      void queryClient.invalidateQueries({ queryKey: postsKeys.details(), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: postsKeys.listsOf('feed'), refetchType: 'none' });
    },
  }));
  return useOptimisticFollow(cache);
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

/** The members the viewer blocked (the blacklist), newest first, in keyset pages. */
export function useBlockedMembers() {
  return useInfiniteQuery(blockedMembersOptions());
}

export function blockedMembersOptions() {
  return infiniteQueryOptions({
    queryKey: socialKeys.blocked(),
    queryFn: async ({ pageParam, signal }): Promise<FollowListPage> => {
      const result = await callApi(socialEndpoints.blocked, { query: { cursor: pageParam }, signal });
      return { members: result.data, ...pagingOf(result) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => nextCursor(page),
    meta: { silent: true },
  });
}

/**
 * Block or unblock a member. The profile says so at once; what they wrote leaves (or returns to)
 * lists when those are next shown, and the blacklist is asked again.
 */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, block }: { id: string; block: boolean }): Promise<{ blocked: boolean }> =>
      block
        ? fetchData(socialEndpoints.block, { params: { id } })
        : fetchData(socialEndpoints.unblock, { params: { id } }),
    onSuccess: ({ blocked }, { id }) => {
      queryClient.setQueryData<PublicProfile>(socialKeys.profile(id), (profile) =>
        profile ? { ...profile, blocked } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: socialKeys.blocked() });
      void queryClient.invalidateQueries({ queryKey: postsKeys.lists(), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: commentsKeys.all, refetchType: 'none' });
    },
  });
}
