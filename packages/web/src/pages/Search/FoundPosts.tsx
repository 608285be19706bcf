import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FoundPost } from '@fanzone/contract';
import { searchPageOf, searchPeriods } from '@fanzone/contract';
import { useBoards } from '../../features/boards/queries.ts';
import { PostCard } from '../../features/posts/PostCard.tsx';
import { useSearchPosts } from '../../features/search/queries.ts';
import { useLoadMoreOnScroll } from '../../features/social/useLoadMoreOnScroll.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../styles/posts.css';

/**
 * Posts found, best first, with the matches marked; narrowed to a board (with its sub boards) or a
 * time, both kept in the address; the next page loads near the bottom (spec §9: within 200 px).
 */
export function FoundPosts({ keyword }: { keyword: string }) {
  const { t } = useTranslation('pages');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { filters } = searchPageOf(params);
  const { boardId, period } = filters;
  const boards = useBoards();
  const query = useSearchPosts(keyword, filters);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError, data } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  useLoadMoreOnScroll(Boolean(hasNextPage) && !isFetchingNextPage && !isError, loadMore, data);
  const setFilter = (key: 'board' | 'period', value: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(key, value);
        else updated.delete(key);
        return updated;
      },
      { replace: true },
    );

  // A post that moved up between two pages is shown once, where it was first.
  const seen = new Set<string>();
  const found: FoundPost[] = (data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((entry) => !seen.has(entry.post.id) && Boolean(seen.add(entry.post.id)));

  return (
    <div className="search-results">
      <div className="search-filters">
        <label htmlFor={`${id}-board`}>{t('search.board')}</label>
        <select
          id={`${id}-board`}
          value={boardId ?? ''}
          onChange={(event) => setFilter('board', event.target.value)}
          data-testid="search-board"
        >
          <option value="">{t('search.anyBoard')}</option>
          {(boards.data ?? []).map((main) => (
            <optgroup key={main.id} label={main.name}>
              <option value={main.id}>{t('search.wholeBoard', { name: main.name })}</option>
              {main.children.map((child) => (
                <option key={child.id} value={child.id}>
                  {child.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <label htmlFor={`${id}-period`}>{t('search.period')}</label>
        <select
          id={`${id}-period`}
          value={period ?? ''}
          onChange={(event) => setFilter('period', event.target.value)}
          data-testid="search-period"
        >
          <option value="">{t('search.anyTime')}</option>
          {searchPeriods.map((entry) => (
            <option key={entry} value={entry}>
              {t(`search.periods.${entry}`)}
            </option>
          ))}
        </select>
      </div>
      {query.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : query.isError && !data ? (
        <LoadFailed error={query.error} fallback={t('search.failed')} onRetry={() => void query.refetch()} />
      ) : !found.length ? (
        <div data-testid="search-posts-empty">
          <EmptyState icon="search" text={t('search.noPosts')} />
        </div>
      ) : (
        <>
          <div className="post-list" data-testid="search-posts">
            {found.map((entry, index) => (
              <PostCard
                key={entry.post.id}
                post={entry.post}
                first={index === 0}
                highlight={{ title: entry.title, excerpt: entry.excerpt }}
              />
            ))}
          </div>
          {hasNextPage ? (
            <LoadMore
              isFetchingNextPage={isFetchingNextPage}
              isError={isError}
              fetchNextPage={fetchNextPage}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
