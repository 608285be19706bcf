import type { QueryKey } from '@tanstack/react-query';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Page } from '@fanzone/contract';

/** How a keyset-paged list page knows what comes next (the envelope's `page`). */
export type Paging = { cursor: string | null; hasMore: boolean };

/** The paging fields of a list page from an answer's envelope. */
export function pagingOf(result: { page?: Page }): Paging {
  return { cursor: result.page?.cursor ?? null, hasMore: result.page?.hasMore ?? false };
}

/** The cursor of the next page, or undefined when the list is complete. */
export function nextCursor(page: Paging): string | undefined {
  return page.hasMore && page.cursor ? page.cursor : undefined;
}

/** The loaded pages' items as one list; an item that moved between pages while paging is shown once. */
export function itemsOnce<P, T extends { id: string }>(
  pages: readonly P[] | undefined,
  itemsOf: (page: P) => readonly T[],
): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages ?? []) {
    for (const item of itemsOf(page)) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/**
 * The options of a keyset-paged list (`useInfiniteQuery`): each page's items with what comes next.
 * Lists report their own failures in place (Try again), so they stay silent to the error toasts.
 */
export function pagedListOptions<T>(
  queryKey: QueryKey,
  load: (cursor: string | undefined, signal: AbortSignal) => Promise<{ data: T[]; page?: Page }>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }) => {
      const result = await load(pageParam, signal);
      return { items: result.data, ...pagingOf(result) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: Paging) => nextCursor(page),
    meta: { silent: true },
  });
}
