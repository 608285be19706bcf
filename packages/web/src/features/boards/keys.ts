/**
 * Query keys of the boards domain: the list of spec §2 product-classification (per visitor country)
 * and one board's detail. A module of its own so the session module (first view) can refresh boards
 * without pulling the boards code in; `queries.ts` re-exports it.
 */
export const boardsKeys = {
  all: ['boards'] as const,
  lists: () => [...boardsKeys.all, 'list'] as const,
  list: (country: string | undefined) => [...boardsKeys.lists(), country ?? null] as const,
  details: () => [...boardsKeys.all, 'detail'] as const,
  detail: (id: string, country: string | undefined) =>
    [...boardsKeys.details(), id, country ?? null] as const,
};
