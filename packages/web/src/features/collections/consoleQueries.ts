import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BoardBannerInput,
  BoardBannerUpdate,
  TcmInput,
  TcmUpdate,
  collectionOperatorApi,
} from '@fanzone/contract';
import { collectionOperatorCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { collectionKeys } from './queries.ts';

/** The console's calls for topics, collections and boards' banners (operators); never in a first view. */
const endpoints = refs<typeof collectionOperatorApi>(collectionOperatorCalls);

export const collectionConsoleKeys = {
  all: ['console', 'collections'] as const,
  items: () => [...collectionConsoleKeys.all, 'items'] as const,
  banners: (boardId: string) => [...collectionConsoleKeys.all, 'banners', boardId] as const,
};

export function useTcmForOperators() {
  return useQuery({
    queryKey: collectionConsoleKeys.items(),
    queryFn: ({ signal }) => fetchData(endpoints.list, { signal }),
  });
}

/** After a change: the console's list and readers' copies in this tab are read afresh. */
function useItemsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collectionConsoleKeys.items() }),
      queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
    ]);
}

export function useCreateTcm() {
  const changed = useItemsChanged();
  return useMutation({
    mutationFn: (input: TcmInput) => fetchData(endpoints.create, { body: input }),
    onSuccess: changed,
  });
}

export function useUpdateTcm(id: string) {
  const changed = useItemsChanged();
  return useMutation({
    mutationFn: (changes: TcmUpdate) => fetchData(endpoints.update, { params: { id }, body: changes }),
    onSuccess: changed,
  });
}

export function useBoardBannersForOperators(boardId: string | null) {
  return useQuery({
    queryKey: collectionConsoleKeys.banners(boardId ?? ''),
    queryFn: ({ signal }) => fetchData(endpoints.boardBanners, { params: { id: boardId! }, signal }),
    enabled: boardId !== null,
  });
}

function useBannersChanged(boardId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collectionConsoleKeys.banners(boardId) }),
      queryClient.invalidateQueries({ queryKey: [...collectionKeys.all, 'boardBanners', boardId] }),
    ]);
}

export function useCreateBoardBanner(boardId: string) {
  const changed = useBannersChanged(boardId);
  return useMutation({
    mutationFn: (input: BoardBannerInput) =>
      fetchData(endpoints.createBoardBanner, { params: { id: boardId }, body: input }),
    onSuccess: changed,
  });
}

export function useUpdateBoardBanner(boardId: string, id: string) {
  const changed = useBannersChanged(boardId);
  return useMutation({
    mutationFn: (changes: BoardBannerUpdate) =>
      fetchData(endpoints.updateBoardBanner, { params: { id }, body: changes }),
    onSuccess: changed,
  });
}

export function useDeleteBoardBanner(boardId: string, id: string) {
  const changed = useBannersChanged(boardId);
  return useMutation({
    mutationFn: () => fetchData(endpoints.deleteBoardBanner, { params: { id } }),
    onSuccess: changed,
  });
}

export function useOrderBoardBanners(boardId: string) {
  const changed = useBannersChanged(boardId);
  return useMutation({
    mutationFn: (ids: string[]) =>
      fetchData(endpoints.orderBoardBanners, { params: { id: boardId }, body: { ids } }),
    onSuccess: changed,
  });
}
