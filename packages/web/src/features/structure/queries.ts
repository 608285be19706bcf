import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SectionInput,
  BoardInput,
  BoardUpdate,
  LinkPlace,
  SectionUpdate,
  SiteLinkInput,
  SiteLinkUpdate,
  structureOperatorApi,
} from '@fanzone/contract';
import { structureOperatorCalls } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { refs } from '../../platform/endpoints.ts';
import { boardsKeys } from '../boards/keys.ts';
import { siteKeys } from '../site/queries.ts';

/**
 * The console's calls that shape the community (operators): boards and sections, navigation and
 * top sector. Declared here, beside the console, never in a member's first view.
 */
const endpoints = refs<typeof structureOperatorApi>(structureOperatorCalls);

export const structureKeys = {
  all: ['console', 'structure'] as const,
  boards: () => [...structureKeys.all, 'boards'] as const,
  links: (place: LinkPlace) => [...structureKeys.all, 'links', place] as const,
};

/** Every board, hidden, closed and restricted ones too, with its sections (operators). */
export function useBoardsForOperators() {
  return useQuery({
    queryKey: structureKeys.boards(),
    queryFn: ({ signal }) => fetchData(endpoints.boards, { signal }),
  });
}

/**
 * After a change to the boards: the console's copy and the members' board lists in this tab are
 * read afresh (other members see it on their next read; the server's catalogue dropped its copy).
 */
function useBoardsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: structureKeys.boards() }),
      queryClient.invalidateQueries({ queryKey: boardsKeys.all }),
    ]);
}

export function useCreateBoard() {
  const changed = useBoardsChanged();
  return useMutation({
    mutationFn: (input: BoardInput) => fetchData(endpoints.createBoard, { body: input }),
    onSuccess: changed,
  });
}

export function useUpdateBoard(boardId: string) {
  const changed = useBoardsChanged();
  return useMutation({
    mutationFn: (change: BoardUpdate) =>
      fetchData(endpoints.updateBoard, { params: { id: boardId }, body: change }),
    onSuccess: changed,
  });
}

/** A new order of the main boards (parentId null) or of one main board's sub boards. */
export function useOrderBoards() {
  const changed = useBoardsChanged();
  return useMutation({
    mutationFn: (order: { parentId: string | null; ids: string[] }) =>
      fetchData(endpoints.orderBoards, { body: order }),
    onSettled: changed,
  });
}

export function useCreateSection(boardId: string) {
  const changed = useBoardsChanged();
  return useMutation({
    mutationFn: (input: SectionInput) =>
      fetchData(endpoints.createSection, { params: { id: boardId }, body: input }),
    onSuccess: changed,
  });
}

export function useUpdateSection(sectionId: string) {
  const changed = useBoardsChanged();
  return useMutation({
    mutationFn: (change: SectionUpdate) =>
      fetchData(endpoints.updateSection, { params: { id: sectionId }, body: change }),
    onSuccess: changed,
  });
}

export function useOrderSections(boardId: string) {
  const changed = useBoardsChanged();
  return useMutation({
    mutationFn: (ids: string[]) =>
      fetchData(endpoints.orderSections, { params: { id: boardId }, body: { ids } }),
    onSettled: changed,
  });
}

/** The links of one place, switched on or off, in order (operators). */
export function useSiteLinks(place: LinkPlace) {
  return useQuery({
    queryKey: structureKeys.links(place),
    queryFn: ({ signal }) => fetchData(endpoints.links, { params: { place }, signal }),
  });
}

/** After a change to a place's links: the console's copy and this tab's header, top sector or banners. */
function useLinksChanged(place: LinkPlace) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: structureKeys.links(place) }),
      queryClient.invalidateQueries({
        queryKey: {
          navigation: siteKeys.navigation(),
          topSector: siteKeys.topSector(),
          homeBanner: siteKeys.banners(),
        }[place],
      }),
    ]);
}

export function useCreateLink(place: LinkPlace) {
  const changed = useLinksChanged(place);
  return useMutation({
    mutationFn: (input: SiteLinkInput) => fetchData(endpoints.createLink, { params: { place }, body: input }),
    onSuccess: changed,
  });
}

export function useUpdateLink(place: LinkPlace, linkId: string) {
  const changed = useLinksChanged(place);
  return useMutation({
    mutationFn: (change: SiteLinkUpdate) =>
      fetchData(endpoints.updateLink, { params: { place, id: linkId }, body: change }),
    onSuccess: changed,
  });
}

export function useDeleteLink(place: LinkPlace, linkId: string) {
  const changed = useLinksChanged(place);
  return useMutation({
    mutationFn: () => fetchData(endpoints.deleteLink, { params: { place, id: linkId } }),
    onSuccess: changed,
  });
}

export function useOrderLinks(place: LinkPlace) {
  const changed = useLinksChanged(place);
  return useMutation({
    mutationFn: (ids: string[]) => fetchData(endpoints.orderLinks, { params: { place }, body: { ids } }),
    onSettled: changed,
  });
}
