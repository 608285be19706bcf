import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { BoardPostSort, PollView, PostDetail, PostSummary } from '@fanzone/contract';
import type { ApiResult } from '../../platform/api.ts';
import { callApi, fetchData, isUnauthorized } from '../../platform/api.ts';
import { nextCursor, pagingOf } from '../../platform/paging.ts';
import { postsEndpoints, socialEndpoints } from '../../platform/endpoints.ts';
import { countryQueryValue } from '../boards/boardState.ts';
import { readStoredCountry } from '../country/countryStore.ts';
import type { FollowCache } from '../follow/useOptimisticFollow.ts';
import { drawnOnServer, useOptimisticFollow } from '../follow/useOptimisticFollow.ts';
import { startLogin } from '../identity/login.ts';
import { socialKeys } from '../social/keys.ts';
import type { PostListKey } from './keys.ts';
import { postsKeys } from './keys.ts';
import type { PostListPage, PostsCacheData, Reaction, ToggleState } from './postState.ts';
import {
  findPost,
  isPostId,
  optimisticToggle,
  reactionState,
  updatePost,
  withReactionState,
  withoutPost,
} from './postState.ts';

export { postsKeys };

/** One post's details; its failures (deleted, not found) are the page's empty state, not a toast. */
export function postQueryOptions(id: string) {
  return queryOptions({
    queryKey: postsKeys.detail(id),
    queryFn: ({ signal }) => fetchData(postsEndpoints.detail, { params: { id }, signal }),
    meta: { silent: true },
    retry: false,
  });
}

/** A post's details; an id that cannot be a post is not asked for (the page says it does not exist). */
export function usePost(id: string | undefined) {
  const valid = isPostId(id);
  return useQuery({ ...postQueryOptions(valid ? id : ''), enabled: valid });
}

type PageFetch = (cursor: string | undefined, signal: AbortSignal) => Promise<ApiResult<PostSummary[]>>;

function toPage(result: ApiResult<PostSummary[]>): PostListPage {
  return { posts: result.data, ...pagingOf(result) };
}

/** A keyset-paged list of posts under `postsKeys.list(key)`. */
export function postListOptions(key: PostListKey, fetchPage: PageFetch) {
  return infiniteQueryOptions({
    queryKey: postsKeys.list(key),
    queryFn: async ({ pageParam, signal }) => toPage(await fetchPage(pageParam, signal)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: PostListPage) => nextCursor(page),
    // The list shows a failed load itself, with Try again.
    meta: { silent: true },
  });
}

/**
 * A board's posts: pinned first on the first page, then by latest reply, newest or hot. The board's
 * page asks for the first sort's list beside the board itself (`BoardDetailPage`): one wave, not two.
 */
export function boardPostsOptions(id: string, sort: BoardPostSort) {
  const country = countryQueryValue(readStoredCountry()) ?? null;
  return postListOptions({ kind: 'board', id, sort, country }, (cursor, signal) =>
    callApi(postsEndpoints.boardPosts, {
      params: { id },
      query: { sort, cursor, country: country ?? undefined },
      signal,
    }),
  );
}

export function useBoardPosts(id: string, sort: BoardPostSort) {
  return useInfiniteQuery(boardPostsOptions(id, sort));
}

/** A member's posts, newest first (their profile, and Me's posts, whose server render asks it first). */
export function memberPostsOptions(id: string) {
  return postListOptions({ kind: 'member', id }, (cursor, signal) =>
    callApi(postsEndpoints.memberPosts, { params: { id }, query: { cursor }, signal }),
  );
}

export function useMemberPosts(id: string) {
  return useInfiniteQuery(memberPostsOptions(id));
}

/** The viewer's favourites, newest save first. */
export function myFavouritesOptions() {
  return postListOptions({ kind: 'favourites' }, (cursor, signal) =>
    callApi(postsEndpoints.myFavourites, { query: { cursor }, signal }),
  );
}

export function useMyFavourites() {
  return useInfiniteQuery(myFavouritesOptions());
}

function reactionCache(reaction: Reaction, afterwards?: (id: string) => void) {
  const cache: FollowCache<ToggleState, PostsCacheData> = {
    rootKey: postsKeys.all,
    find: (data, id) => {
      const post = findPost(data, id);
      return post ? reactionState(post, reaction) : undefined;
    },
    update: (data, id, change) =>
      updatePost(data, id, (post) =>
        withReactionState(post, reaction, change(reactionState(post, reaction))),
      ),
    optimistic: optimisticToggle,
    settle: (_state, answer) => answer,
    request: async (id, on) => {
      const input = { params: { id } };
      if (reaction === 'like') {
        const { liked, likeCount } = on
          ? await fetchData(postsEndpoints.like, input)
          : await fetchData(postsEndpoints.unlike, input);
        return { followed: liked, followerCount: likeCount };
      }
      const { favourited, favouriteCount } = on
        ? await fetchData(postsEndpoints.favourite, input)
        : await fetchData(postsEndpoints.unfavourite, input);
      return { followed: favourited, followerCount: favouriteCount };
    },
    afterwards,
  };
  return cache;
}

/** A Like or Favourite button's control: press it, and whether its last press still travels. */
type ReactionControl = { toggle: (post: PostSummary) => void; isPending: boolean };

/**
 * Like / favourite a post: every cached copy (details, feeds, boards, profiles) changes at once and
 * goes back if the server refuses; visitors are sent to log in. Same machinery as following. Nothing
 * is pressed on the server, so its build makes none of it (forty buttons a feed; see
 * `useOptimisticFollow`).
 */
export const usePostReaction: (reaction: Reaction) => ReactionControl = import.meta.env.SSR
  ? () => drawnOnServer
  : usePostReactionInBrowser;

function usePostReactionInBrowser(reaction: Reaction): ReactionControl {
  const queryClient = useQueryClient();
  const [cache] = useState(() =>
    reactionCache(
      reaction,
      reaction === 'favourite'
        ? // The favourites list gains or loses the post: reload it when next shown.
          () =>
            void queryClient.invalidateQueries({
              queryKey: postsKeys.listsOf('favourites'),
              refetchType: 'none',
            })
        : undefined,
    ),
  );
  const { toggle, isPending } = useOptimisticFollow(cache);
  return {
    isPending,
    toggle: (post: PostSummary) => toggle({ id: post.id, followed: reactionState(post, reaction).followed }),
  };
}

/**
 * Follow the author from a post's details (the member follow hook's machinery over post details);
 * the author's profile and follower lists are made stale, as the profile's own button does.
 */
export function useFollowAuthor() {
  const queryClient = useQueryClient();
  const [cache] = useState<FollowCache<{ followed: boolean }, PostsCacheData>>(() => ({
    rootKey: postsKeys.details(),
    find: (data, authorId) =>
      data && !('pages' in data) && data.author.id === authorId
        ? { followed: data.followedAuthor }
        : undefined,
    update: (data, authorId, change) => {
      if ('pages' in data || data.author.id !== authorId) return data;
      const { followed } = change({ followed: data.followedAuthor });
      return followed === data.followedAuthor ? data : { ...data, followedAuthor: followed };
    },
    optimistic: (_state, follow) => ({ followed: follow }),
    settle: (_state, answer) => ({ followed: answer.followed }),
    request: (authorId, follow) =>
      follow
        ? fetchData(socialEndpoints.follow, { params: { id: authorId } })
        : fetchData(socialEndpoints.unfollow, { params: { id: authorId } }),
    afterwards: (authorId, myId) => {
      void queryClient.invalidateQueries({ queryKey: socialKeys.profile(authorId) });
      void queryClient.invalidateQueries({
        queryKey: socialKeys.list(authorId, 'followers'),
        refetchType: 'none',
      });
      if (myId)
        void queryClient.invalidateQueries({
          queryKey: socialKeys.list(myId, 'following'),
          refetchType: 'none',
        });
      // The Following feed now has (or lacks) the author's posts.
      void queryClient.invalidateQueries({ queryKey: postsKeys.listsOf('feed'), refetchType: 'none' });
    },
  }));
  const { toggle, isPending } = useOptimisticFollow(cache);
  return {
    isPending,
    toggle: (post: PostDetail) => toggle({ id: post.author.id, followed: post.followedAuthor }),
  };
}

/** Vote in a post's poll; the answer is the poll with the new counts and the viewer's votes. */
export function useVote(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optionIds: string[]) =>
      fetchData(postsEndpoints.vote, { params: { id: postId }, body: { optionIds } }),
    onSuccess: (poll: PollView) =>
      queryClient.setQueryData<PostDetail>(postsKeys.detail(postId), (post) =>
        post ? { ...post, poll } : post,
      ),
    onError: (error) => {
      if (isUnauthorized(error)) void startLogin(queryClient);
      // Closed or already voted: the poll on screen is stale.
      else void queryClient.invalidateQueries({ queryKey: postsKeys.detail(postId) });
    },
  });
}

/** Counts a share (banned members are refused by the server); the count on screen follows. */
export function useCountShare(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchData(postsEndpoints.share, { params: { id: postId } }),
    // Sharing goes on without the count; the ban message is shown before this is ever called.
    meta: { silent: true },
    onSuccess: ({ shareCount }) =>
      queryClient.setQueryData<PostDetail>(postsKeys.detail(postId), (post) =>
        post ? { ...post, shareCount } : post,
      ),
  });
}

/** Deletes a post; it leaves every cached list at once. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fetchData(postsEndpoints.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      for (const [key, data] of queryClient.getQueriesData<PostsCacheData>({ queryKey: postsKeys.lists() }))
        if (data) queryClient.setQueryData<PostsCacheData>(key as QueryKey, withoutPost(data, id));
      queryClient.removeQueries({ queryKey: postsKeys.detail(id) });
    },
  });
}
