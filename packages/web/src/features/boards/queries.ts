import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Board } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { boardsEndpoints } from '../../platform/endpoints.ts';
import { readStoredCountry } from '../country/countryStore.ts';
import type { FollowCache } from '../follow/useOptimisticFollow.ts';
import { useOptimisticFollow } from '../follow/useOptimisticFollow.ts';
import type { BoardsCacheData, FollowState } from './boardState.ts';
import {
  countryQueryValue,
  detailFromList,
  findFollowState,
  isBoardId,
  optimisticFollow,
  updateBoardFollow,
} from './boardState.ts';
import { boardsKeys } from './keys.ts';

export { boardsKeys };

/** The locally chosen country the server judges a visitor by (spec §3, §4); members' own one wins. */
function viewerCountry(): string | undefined {
  return countryQueryValue(readStoredCountry());
}

/** Main boards with their sub boards and sections; the page shows failures itself (no toast). */
export function boardsQueryOptions(country = viewerCountry()) {
  return queryOptions({
    queryKey: boardsKeys.list(country),
    queryFn: ({ signal }) => fetchData(boardsEndpoints.list, { query: { country }, signal }),
    meta: { silent: true },
  });
}

export function useBoards() {
  return useQuery(boardsQueryOptions());
}

export function boardQueryOptions(id: string, country = viewerCountry()) {
  return queryOptions({
    queryKey: boardsKeys.detail(id, country),
    queryFn: ({ signal }) =>
      fetchData(boardsEndpoints.detail, { params: { id }, query: { country }, signal }),
    // 403 (not open to the viewer's country) and 404 are pages of their own, not toasts.
    meta: { silent: true },
  });
}

/**
 * One board with its parent and children. While it loads, what the list already knows is shown;
 * an id that cannot be a board is not asked for (the page treats it as not found).
 */
export function useBoard(id: string | undefined) {
  const queryClient = useQueryClient();
  const valid = isBoardId(id);
  const country = viewerCountry();
  return useQuery({
    ...boardQueryOptions(valid ? id : '', country),
    enabled: valid,
    placeholderData: () =>
      valid ? detailFromList(queryClient.getQueryData<Board[]>(boardsKeys.list(country)), id) : undefined,
  });
}

const boardFollowCache: FollowCache<FollowState, BoardsCacheData> = {
  rootKey: boardsKeys.all,
  find: findFollowState,
  update: updateBoardFollow,
  optimistic: optimisticFollow,
  settle: (_state, answer) => answer,
  request: (id, follow) =>
    follow
      ? fetchData(boardsEndpoints.follow, { params: { id } })
      : fetchData(boardsEndpoints.unfollow, { params: { id } }),
};

/** Follow / Following of a board (spec §1), changed at once and put back if the server refuses. */
export function useFollowBoard() {
  return useOptimisticFollow(boardFollowCache);
}
