import type { EndpointQuery, FoundPost, Page, searchApi, SearchPeriod } from '@fanzone/contract';
import { dayMs, limits } from '@fanzone/contract';
import { createReadCache, readsOfOneAnswer } from '../../platform/cache.ts';
import type { Deps } from '../../platform/deps.ts';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { boardAccess } from '../boards/index.ts';
import { listAnswer, presentSharedCards, sharedListPage, sharedLists } from '../posts/index.ts';
import type { PostsContext } from '../posts/index.ts';
import { searchPostPage, stemsOf } from './search.queries.ts';
import type { SearchQuery } from './searchText.ts';
import { excerptAround, highlightParts, searchQueryOf } from './searchText.ts';

type SearchInput = EndpointQuery<typeof searchApi.posts>;

const pageSize = limits.lists.pageSize;
const periodDays: Record<SearchPeriod, number> = { day: 1, week: 7, month: 30, year: 365 };

/** A found post's marked title and excerpt for one search, kept as long as shared pages are. */
export type HighlightCache = Awaited<ReturnType<typeof createHighlightCache>>;

export async function createHighlightCache(deps: Pick<Deps, 'config' | 'clock' | 'bus'>) {
  const cache = createReadCache<Pick<FoundPost, 'title' | 'excerpt'>>({
    name: 'search-highlights',
    ttlMs: deps.config.readCacheMs,
    clock: deps.clock,
    bus: deps.bus,
    maxEntries: 5_000,
  });
  await cache.ready;
  return cache;
}

/** The query of a keyword; a blank one is refused (spec §8 'Query not allow empty'). */
export function queryOfKeyword(keyword: string): SearchQuery {
  if (!keyword.trim()) throw new AppError('SEARCH_QUERY_EMPTY');
  return searchQueryOf(keyword);
}

/**
 * Posts found for a keyword, best first, in pages. Only what the viewer may read is ever found:
 * the posts lists' own audience rule (published, in boards the viewer may open) is applied in the
 * query, and authors the viewer blocked are left out with the cards, as in every list. A page is
 * shared for a few seconds by everyone with the same audience, as boards' pages are (a popular
 * search is asked by many at once); a visitor's whole answer too. The read model drops them when a
 * post's words or place change. A board filter names a board the viewer may see (else
 * BOARD_NOT_FOUND, as the board's own page says). The cursor keeps the first page's clock, so a
 * post's age, and its place, stay put while paging.
 */
export async function searchPosts(context: PostsContext, highlights: HighlightCache, input: SearchInput) {
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
  const list = sharedLists.search(
    JSON.stringify([query.words, query.runs, input.boardId ?? null, input.period ?? null]),
  );
  // The cards and the highlights read the same posts' records: once, even without the read cache.
  return readsOfOneAnswer(() =>
    listAnswer(context, list, input.cursor, async () => {
      const now = cursor ? new Date(cursor[2]!) : context.deps.clock.now();
      const since = input.period ? new Date(now.getTime() - periodDays[input.period] * dayMs) : undefined;
      const { db } = context.deps;
      const [rows = []] = await sharedListPage(context, list, cursor, async (filter) => [
        (
          await searchPostPage(db, {
            query,
            filters: { boardId, since },
            visibility: filter,
            candidates: limits.search.candidates,
            now,
            after: cursor ? { score: Number(cursor[0]), id: BigInt(cursor[1]!) } : undefined,
            limit: pageSize + 1,
          })
        ).map((row) => ({
          id: row.id,
          sortKey: [String(row.score), row.id.toString(), now.toISOString()],
          liked: false,
          favourited: false,
        })),
      ]);
      const shown = rows.slice(0, pageSize);
      const hasMore = rows.length > pageSize;
      const [cards, records] = await Promise.all([
        presentSharedCards(context, shown),
        context.readModel.records.getMany(shown.map((row) => row.id)),
      ]);
      // The stems are asked for only when a post's marks are not kept yet (a popular search: rarely).
      let stems: Promise<string[]> | undefined;
      const stemsOnce = () => (stems ??= stemsOf(db, query));
      const found: FoundPost[] = await Promise.all(
        cards.map(async (post) => {
          const { id, title, contentText, editedAt } = records.get(BigInt(post.id))!.post;
          // The same for every reader of this search: kept per post version as the pages are.
          const marked = await highlights.get(`${list.key}|${id}|${editedAt?.getTime() ?? 0}`, async () => {
            const stemmed = await stemsOnce();
            return {
              title: highlightParts(title, query, stemmed),
              excerpt: highlightParts(
                excerptAround(contentText, query, stemmed, limits.search.excerptLength),
                query,
                stemmed,
              ),
            };
          });
          return { post, ...marked };
        }),
      );
      const last = shown.at(-1);
      return {
        found,
        page: { cursor: hasMore && last ? encodeCursor(last.sortKey) : null, hasMore } satisfies Page,
      };
    }),
  );
}
