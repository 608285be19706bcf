import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FoundMember, SearchPeriod, searchApi } from '@fanzone/contract';
import { searchCalls } from '@fanzone/contract';
import { callApi } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { nextCursor, pagedListOptions, pagingOf } from '../../platform/paging.ts';
import { socialKeys } from '../social/keys.ts';

/** The search page's calls: declared here, loaded with the search page only. */
const endpoints = refs<typeof searchApi>(searchCalls);

export type PostFilters = { boardId?: string; period?: SearchPeriod };

export const searchKeys = {
  all: ['search'] as const,
  posts: (keyword: string, filters: PostFilters) =>
    [...searchKeys.all, 'posts', keyword, filters.boardId ?? null, filters.period ?? null] as const,
};

/** Posts found for a keyword, best first, in pages (the server's first view asks the first). */
export function searchPostsOptions(keyword: string, filters: PostFilters) {
  return pagedListOptions(searchKeys.posts(keyword, filters), (cursor, signal) =>
    callApi(endpoints.posts, { query: { keyword, ...filters, cursor }, signal }),
  );
}

/** Posts found for a keyword (only asked for a keyword that is not blank). */
export function useSearchPosts(keyword: string, filters: PostFilters) {
  return useInfiniteQuery({ ...searchPostsOptions(keyword, filters), enabled: keyword.trim() !== '' });
}

/** A page of members found by name, shaped as the follow lists' pages so Follow updates it in place. */
type FoundMembersPage = { members: FoundMember[]; cursor: string | null; hasMore: boolean };

export function searchMembersOptions(keyword: string) {
  return infiniteQueryOptions({
    queryKey: socialKeys.search(keyword),
    queryFn: async ({ pageParam, signal }): Promise<FoundMembersPage> => {
      const result = await callApi(endpoints.members, { query: { keyword, cursor: pageParam }, signal });
      return { members: result.data, ...pagingOf(result) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => nextCursor(page),
    meta: { silent: true },
  });
}

/** Members found by name (only asked for a keyword that is not blank). */
export function useSearchMembers(keyword: string) {
  return useInfiniteQuery({ ...searchMembersOptions(keyword), enabled: keyword.trim() !== '' });
}
