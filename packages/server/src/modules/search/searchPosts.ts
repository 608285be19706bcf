import type { EndpointQuery, FoundPost, Page, searchApi, SearchPeriod } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { boardAccess } from '../boards/boardCatalogue.ts';
import type { PostsContext } from '../posts/postsContext.ts';
import { listFilterOf, presentCards } from '../posts/postsContext.ts';
import { searchPostPage, stemsOf } from './search.queries.ts';
import type { SearchQuery } from './searchText.ts';
import { excerptAround, highlightParts, searchQueryOf } from './searchText.ts';

type SearchInput = EndpointQuery<typeof searchApi.posts>;

const pageSize = limits.lists.pageSize;
const dayMs = 86_400_000;
const periodDays: Record<SearchPeriod, number> = { day: 1, week: 7, month: 30, year: 365 };

/** The query of a keyword; a blank one is refused (spec §8 'Query not allow empty'). */
export function queryOfKeyword(keyword: string): SearchQuery {
  if (!keyword.trim()) throw new AppError('SEARCH_QUERY_EMPTY');
  return searchQueryOf(keyword);
}

/**
 * Posts found for a keyword, best first, in pages. Only what the viewer may read is ever found:
 * the posts lists' own audience rule (published, in boards the viewer may open, not by authors
 * they blocked) is applied in the query, and the cards come from the posts read model. A board
 * filter names a board the viewer may see (else BOARD_NOT_FOUND, as the board's own page says).
 * The cursor keeps the first page's clock, so a post's age, and its place, stay put while paging.
 */
export async function searchPosts(context: PostsContext, input: SearchInput) {
  const query = queryOfKeyword(input.keyword);
  if (!query.words.length && !query.runs.length)
    return { found: [] as FoundPost[], page: { cursor: null, hasMore: false } satisfies Page };
  let boardId: bigint | undefined;
  if (input.boardId !== undefined) {
    boardId = BigInt(input.boardId);
    if (!boardAccess(context.catalogue, context.audience, boardId)?.visible)
      throw new AppError('BOARD_NOT_FOUND');
  }
  const cursor = decodeCursor(input.cursor, ['number', 'id', 'timestamp']);
  const now = cursor ? new Date(cursor[2]!) : context.deps.clock.now();
  const since = input.period ? new Date(now.getTime() - periodDays[input.period] * dayMs) : undefined;
  const { db } = context.deps;
  const [rows, stems] = await Promise.all([
    searchPostPage(db, {
      query,
      filters: { boardId, since },
      visibility: listFilterOf(context),
      candidates: limits.search.candidates,
      now,
      after: cursor ? { score: Number(cursor[0]), id: BigInt(cursor[1]!) } : undefined,
      limit: pageSize + 1,
    }),
    stemsOf(db, query),
  ]);
  const shown = rows.slice(0, pageSize);
  const cards = await presentCards(
    context,
    shown.map((row) => ({ id: row.id, sortKey: [], liked: row.liked, favourited: row.favourited })),
  );
  const rowOf = new Map(shown.map((row) => [row.id.toString(), row]));
  const found: FoundPost[] = cards.map((post) => {
    const row = rowOf.get(post.id)!;
    const excerpt = excerptAround(row.contentText, query, stems, limits.search.excerptLength);
    return {
      post,
      title: highlightParts(row.title, query, stems),
      excerpt: highlightParts(excerpt, query, stems),
    };
  });
  const last = shown.at(-1);
  const hasMore = rows.length > pageSize;
  return {
    found,
    page: {
      cursor:
        hasMore && last ? encodeCursor([String(last.score), last.id.toString(), now.toISOString()]) : null,
      hasMore,
    } satisfies Page,
  };
}
