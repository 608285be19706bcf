import { useCallback } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Board } from '@fanzone/contract';
import { fetchData, isUnauthorized } from '../../app/api.ts';
import { boardsEndpoints } from '../../app/endpoints.ts';
import { readStoredCountry } from '../country/countryStore.ts';
import { startLogin } from '../identity/login.ts';
import { useMy } from '../identity/queries.ts';
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

type FollowVariables = { id: string; follow: boolean };

/** Each cached copy of the board as it was before the press, for a rollback of only that board. */
type FollowContext = { id: string; before: [QueryKey, FollowState][] };

function setFollowEverywhere(
  queryClient: ReturnType<typeof useQueryClient>,
  id: string,
  update: (state: FollowState, key: QueryKey) => FollowState,
) {
  for (const [key, data] of queryClient.getQueriesData<BoardsCacheData>({ queryKey: boardsKeys.all })) {
    if (!data) continue;
    queryClient.setQueryData<BoardsCacheData>(
      key,
      updateBoardFollow(data, id, (state) => update(state, key)),
    );
  }
}

/**
 * Follow / Following of a board (spec §1): the button and counts change at once and go back if the
 * server refuses. Visitors start the login instead (spec §4), as does an expired session (401).
 */
export function useFollowBoard() {
  const queryClient = useQueryClient();
  const my = useMy();
  const mutation = useMutation<FollowState, Error, FollowVariables, FollowContext>({
    mutationFn: async ({ id, follow }) =>
      follow
        ? fetchData(boardsEndpoints.follow, { params: { id } })
        : fetchData(boardsEndpoints.unfollow, { params: { id } }),
    onMutate: async ({ id, follow }) => {
      await queryClient.cancelQueries({ queryKey: boardsKeys.all });
      const before: [QueryKey, FollowState][] = [];
      for (const [key, data] of queryClient.getQueriesData<BoardsCacheData>({ queryKey: boardsKeys.all })) {
        const state = findFollowState(data, id);
        if (state) before.push([key, state]);
      }
      setFollowEverywhere(queryClient, id, (state) => optimisticFollow(state, follow));
      return { id, before };
    },
    onSuccess: ({ followed, followerCount }, { id }) => {
      setFollowEverywhere(queryClient, id, () => ({ followed, followerCount }));
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
  });

  const { mutate, isPending } = mutation;
  const toggle = useCallback(
    (board: { id: string; followed: boolean }) => {
      if (!my) {
        void startLogin(queryClient);
        return;
      }
      mutate({ id: board.id, follow: !board.followed });
    },
    [my, mutate, queryClient],
  );
  return { toggle, isPending };
}
