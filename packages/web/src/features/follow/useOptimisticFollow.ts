import { useCallback } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isUnauthorized } from '../../platform/api.ts';
import { startLogin } from '../identity/login.ts';
import { myNow } from '../identity/queries.ts';

export type FollowAnswer = { followed: boolean; followerCount: number };
type FollowState = { followed: boolean; followerCount?: number };

/** How one kind of followable thing (a board, a member) sits in the query cache. */
export type FollowCache<State extends FollowState, Data> = {
  /** Every cached query that may hold the thing. */
  rootKey: QueryKey;
  find: (data: Data | undefined, id: string) => State | undefined;
  update: (data: Data, id: string, change: (state: State) => State) => Data;
  optimistic: (state: State, follow: boolean) => State;
  /** The server's answer applied to one cached copy. */
  settle: (state: State, answer: FollowAnswer) => State;
  request: (id: string, follow: boolean) => Promise<FollowAnswer>;
  /** Other queries the change makes stale (counts and lists elsewhere). */
  afterwards?: (id: string, myId: string | undefined) => void;
};

/** A follow or reaction control: press it, and whether its last press still travels. */
type FollowControl = { toggle: (target: { id: string; followed: boolean }) => void; isPending: boolean };

/** A control as the server draws it: nothing is pressed there (Follow, Like and Favourite share it). */
export const drawnOnServer = { toggle: () => undefined, isPending: false } as const;

/**
 * Follow / Following: every cached copy changes at once and only that thing goes back if the server
 * refuses. Visitors start the login instead (spec §4), as does an expired session (401). On the
 * server nothing is pressed, so its build (`import.meta.env.SSR`, fixed per build: each runtime
 * always calls the same hooks) makes no mutation per button: a feed's forty Like and Favourite
 * buttons each made one, a few per cent of a drawn page's CPU.
 */
export const useOptimisticFollow: <State extends FollowState, Data>(
  cache: FollowCache<State, Data>,
) => FollowControl = import.meta.env.SSR ? () => drawnOnServer : useOptimisticFollowInBrowser;

function useOptimisticFollowInBrowser<State extends FollowState, Data>(
  cache: FollowCache<State, Data>,
): FollowControl {
  const queryClient = useQueryClient();

  const changeEverywhere = useCallback(
    (id: string, change: (state: State, key: QueryKey) => State) => {
      for (const [key, data] of queryClient.getQueriesData<Data>({ queryKey: cache.rootKey })) {
        if (data !== undefined)
          queryClient.setQueryData<Data>(
            key,
            cache.update(data, id, (state) => change(state, key)),
          );
      }
    },
    [queryClient, cache],
  );

  const { mutate, isPending } = useMutation<
    FollowAnswer,
    Error,
    { id: string; follow: boolean },
    { id: string; before: [QueryKey, State][] }
  >({
    mutationFn: ({ id, follow }) => cache.request(id, follow),
    onMutate: async ({ id, follow }) => {
      await queryClient.cancelQueries({ queryKey: cache.rootKey });
      const before: [QueryKey, State][] = [];
      for (const [key, data] of queryClient.getQueriesData<Data>({ queryKey: cache.rootKey })) {
        const state = cache.find(data, id);
        if (state) before.push([key, state]);
      }
      changeEverywhere(id, (state) => cache.optimistic(state, follow));
      return { id, before };
    },
    onSuccess: (answer, { id }) => changeEverywhere(id, (state) => cache.settle(state, answer)),
    onError: (error, _variables, context) => {
      if (context) {
        const previous = new Map(context.before.map(([key, state]) => [JSON.stringify(key), state]));
        changeEverywhere(context.id, (state, key) => previous.get(JSON.stringify(key)) ?? state);
      }
      if (isUnauthorized(error)) void startLogin(queryClient);
    },
    onSettled: (_answer, _error, { id }) => cache.afterwards?.(id, myNow(queryClient)?.id),
  });

  const toggle = useCallback(
    (target: { id: string; followed: boolean }) => {
      if (!myNow(queryClient)) {
        void startLogin(queryClient);
        return;
      }
      mutate({ id: target.id, follow: !target.followed });
    },
    [mutate, queryClient],
  );
  return { toggle, isPending };
}
