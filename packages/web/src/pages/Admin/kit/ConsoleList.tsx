import type { ReactNode } from 'react';
import { useCallback } from 'react';
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { itemsOnce } from '../../../platform/paging.ts';
import { useLoadMoreOnScroll } from '../../../features/social/useLoadMoreOnScroll.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { LoadMore } from '../../../ui/LoadMore.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';

type PagedItems<T> = InfiniteData<{ items: T[] }, unknown>;

/**
 * A console section's keyset-paged list (reports, pending posts, members, the log, feedback): the
 * next page loads near the bottom, with Load more for the keyboard; loading, failure (Try again) and
 * emptiness are said the same way in every section. Each item is drawn by the section.
 */
export function ConsoleList<T extends { id: string }>({
  query,
  emptyText,
  emptyTestId,
  listTestId,
  listClassName = 'admin-list',
  ordered = false,
  children,
}: {
  query: UseInfiniteQueryResult<PagedItems<T>>;
  emptyText: string;
  emptyTestId?: string;
  listTestId: string;
  listClassName?: string;
  /** The order is the meaning (the log): an ordered list for assistive technology. */
  ordered?: boolean;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage, data } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  useLoadMoreOnScroll(Boolean(hasNextPage) && !isFetchingNextPage && !isError, loadMore, data);
  const items = itemsOnce(data?.pages, (page) => page.items);

  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError && !data)
    return <LoadFailed error={query.error} fallback={t('loadFailed')} onRetry={() => void query.refetch()} />;
  if (!items.length)
    return (
      <div data-testid={emptyTestId}>
        <EmptyState text={emptyText} />
      </div>
    );
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <List className={listClassName} data-testid={listTestId}>
        {items.map((item) => children(item))}
      </List>
      {hasNextPage ? (
        <LoadMore isFetchingNextPage={isFetchingNextPage} isError={isError} fetchNextPage={fetchNextPage} />
      ) : null}
    </>
  );
}

/**
 * A console section's whole catalogue (missions, medals, questionnaires: a few dozen at most, read
 * in one call), with loading, failure and emptiness said as in the paged lists.
 */
export function ConsoleCatalogue<T extends { id: string; position?: number }>({
  query,
  emptyText,
  listTestId,
  inPositionOrder = false,
  children,
}: {
  query: UseQueryResult<T[]>;
  emptyText: string;
  listTestId: string;
  /** Items carry the order operators gave them (`position`): shown in it, as members see them. */
  inPositionOrder?: boolean;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError)
    return <LoadFailed error={query.error} fallback={t('loadFailed')} onRetry={() => void query.refetch()} />;
  if (!query.data.length) return <EmptyState text={emptyText} />;
  return (
    <ul className="admin-list" data-testid={listTestId}>
      {(inPositionOrder
        ? [...query.data].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        : query.data
      ).map((item) => children(item))}
    </ul>
  );
}

/** An operator's text in the reader's language, else English, else whichever it has. */
export function textIn(text: Record<string, string>, language: string): string {
  return text[language] ?? text.en ?? Object.values(text)[0] ?? '';
}
