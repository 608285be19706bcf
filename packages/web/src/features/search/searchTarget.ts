import { paths } from '@fanzone/contract';

export type SearchDecision = { kind: 'empty' } | { kind: 'same' } | { kind: 'go'; path: string };

/**
 * What a search submit does (spec §5): an empty query is refused ('Query not allow empty'), the same
 * keyword on the search page is skipped, anything else opens `/search?keyword=…`.
 */
export function searchDecision(
  keyword: string,
  current: { pathname: string; search: string },
): SearchDecision {
  const query = keyword.trim();
  if (!query) return { kind: 'empty' };
  if (current.pathname === '/search' && new URLSearchParams(current.search).get('keyword') === query)
    return { kind: 'same' };
  return { kind: 'go', path: paths.search(query) };
}
