import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Draft, PostKind } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { postsEndpoints } from '../../platform/endpoints.ts';
import { identityKeys } from '../identity/queries.ts';

/** Query keys of the member's drafts (spec §4: saved, updated, deleted, cleared). */
export const draftsKeys = {
  all: ['drafts'] as const,
  list: () => [...draftsKeys.all, 'list'] as const,
  one: (id: string) => [...draftsKeys.all, 'one', id] as const,
};

export function draftsQueryOptions() {
  return queryOptions({
    queryKey: draftsKeys.list(),
    queryFn: ({ signal }) => fetchData(postsEndpoints.drafts, { signal }),
    staleTime: 0,
  });
}

/** The member's drafts, last updated first. */
export function useDrafts() {
  return useQuery(draftsQueryOptions());
}

/** One draft, to resume it in its publish page; a missing draft is the page's to say (no toast). */
export function useDraft(id: string | null) {
  return useQuery({
    queryKey: draftsKeys.one(id ?? ''),
    queryFn: ({ signal }) => fetchData(postsEndpoints.draft, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
}

export type DraftSave = { id: string | null; kind: PostKind; title: string; data: Record<string, unknown> };

/** "Save draft": creates the draft the first time, then updates the same one. */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, title, data }: DraftSave): Promise<Draft> => {
      const body = { kind, title, data };
      return id
        ? fetchData(postsEndpoints.updateDraft, { params: { id }, body })
        : fetchData(postsEndpoints.saveDraft, { body });
    },
    onSuccess: (draft) => {
      queryClient.setQueryData(draftsKeys.one(draft.id), draft);
      void queryClient.invalidateQueries({ queryKey: draftsKeys.list() });
      void queryClient.invalidateQueries({ queryKey: identityKeys.badge() });
    },
  });
}

function removeFromList(queryClient: ReturnType<typeof useQueryClient>, id: string | null) {
  queryClient.setQueryData<Draft[]>(draftsKeys.list(), (list) =>
    list ? (id === null ? [] : list.filter((draft) => draft.id !== id)) : list,
  );
  void queryClient.invalidateQueries({ queryKey: draftsKeys.all });
  void queryClient.invalidateQueries({ queryKey: identityKeys.badge() });
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fetchData(postsEndpoints.deleteDraft, { params: { id } }),
    onSuccess: (_answer, id) => removeFromList(queryClient, id),
  });
}

/** Deletes a draft that was published; it may be gone already, which is fine (no toast). */
export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fetchData(postsEndpoints.deleteDraft, { params: { id } }),
    meta: { silent: true },
    onSettled: (_answer, _error, id) => removeFromList(queryClient, id),
  });
}

export function useClearDrafts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchData(postsEndpoints.clearDrafts, {}),
    onSuccess: () => removeFromList(queryClient, null),
  });
}

/** Opening the drafts clears the unread-drafts count, so the Me red dot goes out. */
export function useMarkDraftsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchData(postsEndpoints.markDraftsSeen, {}),
    meta: { silent: true },
    onSuccess: () => {
      queryClient.setQueryData<{ unreadDraftsCount: number }>(identityKeys.badge(), (badge) =>
        badge ? { ...badge, unreadDraftsCount: 0 } : badge,
      );
      void queryClient.invalidateQueries({ queryKey: identityKeys.badge() });
    },
  });
}
