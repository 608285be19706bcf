import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { VideoPost, collectionsApi } from '@fanzone/contract';
import { collectionCalls } from '@fanzone/contract';
import { callApi, fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { nextCursor, pagingOf } from '../../platform/paging.ts';
import { countryQueryValue } from '../boards/boardState.ts';
import { readStoredCountry } from '../country/countryStore.ts';
import { postsKeys } from '../posts/keys.ts';
import { postListOptions } from '../posts/queries.ts';

/** The topics-and-collections calls: only the pages that show them (and a banner's click) carry them. */
export const collectionEndpoints = refs<typeof collectionsApi>(collectionCalls);

/** Query keys of the collections domain; its lists of posts sit under the posts' keys (likes sweep them). */
export const collectionKeys = {
  all: ['collections'] as const,
  detail: (id: string) => [...collectionKeys.all, 'detail', id] as const,
  boardBanners: (boardId: string, country: string | null) =>
    [...collectionKeys.all, 'boardBanners', boardId, country] as const,
};

/** The video feed's page (`/content/playVideo/{id}`). */
export const videoFeedPath = (id: string) => `/content/playVideo/${encodeURIComponent(id)}`;

/**
 * A topic or collection (spec §7 `GET /tcm/detail`). A failed lookup is only logged (spec §7), never
 * toasted: the page says 'This page has expired.' itself.
 */
export function tcmDetailOptions(id: string) {
  return queryOptions({
    queryKey: collectionKeys.detail(id),
    queryFn: async ({ signal }) => {
      try {
        return await fetchData(collectionEndpoints.detail, { query: { tcmId: id }, signal });
      } catch (error) {
        console.error(`[tcm] lookup of ${id} failed`, error);
        throw error;
      }
    },
    meta: { silent: true },
    retry: false,
  });
}

export function useTcmDetail(id: string) {
  return useQuery(tcmDetailOptions(id));
}

/** A collection's posts in the operators' order, as cards (likes and favourites change them in place). */
export function useCollectionPosts(id: string, enabled: boolean) {
  return useInfiniteQuery({ ...collectionPostsOptions(id), enabled });
}

export function collectionPostsOptions(id: string) {
  return postListOptions({ kind: 'collection', id }, (cursor, signal) =>
    callApi(collectionEndpoints.posts, { params: { id }, query: { cursor }, signal }),
  );
}

/** One page of the video feed as the posts' lists keep it: its posts are video posts. */
export type VideoFeedPage = { posts: VideoPost[]; cursor: string | null; hasMore: boolean };

/** The video feed from a post on (or from the newest); its failures are the page's own empty state. */
export function useVideoFeed(id: string | undefined) {
  return useInfiniteQuery(videoFeedOptions(id));
}

export function videoFeedOptions(id: string | undefined) {
  return infiniteQueryOptions({
    queryKey: postsKeys.list({ kind: 'videoFeed', id: id ?? 'latest' }),
    queryFn: async ({ pageParam, signal }): Promise<VideoFeedPage> => {
      const result = id
        ? await callApi(collectionEndpoints.videoFeed, {
            params: { id },
            query: { cursor: pageParam },
            signal,
          })
        : await callApi(collectionEndpoints.latestVideoFeed, { query: { cursor: pageParam }, signal });
      return { posts: result.data, ...pagingOf(result) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: VideoFeedPage) => nextCursor(page),
    meta: { silent: true },
    retry: false,
  });
}

/** A board's banner group (spec §3), asked with the visitor's chosen country as the board's page is. */
export function boardBannersOptions(boardId: string) {
  const country = countryQueryValue(readStoredCountry()) ?? null;
  return queryOptions({
    queryKey: collectionKeys.boardBanners(boardId, country),
    queryFn: ({ signal }) =>
      fetchData(collectionEndpoints.boardBanners, {
        params: { id: boardId },
        query: { country: country ?? undefined },
        signal,
      }),
    staleTime: 10 * 60_000,
    // The board's page says what is wrong with the board; its banners just stay away.
    meta: { silent: true },
  });
}

export function useBoardBanners(boardId: string) {
  return useQuery(boardBannersOptions(boardId));
}
