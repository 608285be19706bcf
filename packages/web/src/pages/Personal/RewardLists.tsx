import { useCallback } from 'react';
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Paging } from '../../platform/paging.ts';
import { itemsOnce } from '../../platform/paging.ts';
import { useLoadMoreOnScroll } from '../../features/social/useLoadMoreOnScroll.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import type { IconName } from '../../ui/Icon.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

type Page<T> = Paging & { items: T[] };

/**
 * A keyset-paged history (the Coins ledger, the growth value history) under its heading: a spinner, a
 * failure with Try again, the empty text, or the rows with Load more (scrolling near the end loads too).
 */
export function HistorySection<T extends { id: string }>(props: Parameters<typeof PagedHistory<T>>[0]) {
  const headingId = `${props.testId}-heading`;
  return (
    <section className="reward-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="reward-section__title">
        {props.label}
      </h2>
      <PagedHistory {...props} />
    </section>
  );
}

function PagedHistory<T extends { id: string }>({
  query,
  label,
  emptyText,
  emptyIcon,
  failedText,
  testId,
  renderItem,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  label: string;
  emptyText: string;
  emptyIcon: IconName;
  failedText: string;
  testId: string;
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError, data } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  useLoadMoreOnScroll(Boolean(hasNextPage) && !isFetchingNextPage && !isError, loadMore, data);
  const items = itemsOnce(data?.pages, (page) => page.items);

  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError && !data)
    return <LoadFailed error={query.error} fallback={failedText} onRetry={() => void query.refetch()} />;
  if (!items.length) return <EmptyState icon={emptyIcon} text={emptyText} />;
  return (
    <>
      <ul className="ledger" aria-label={label} data-testid={testId}>
        {items.map((item) => renderItem(item))}
      </ul>
      {hasNextPage ? (
        <LoadMore
          isFetchingNextPage={isFetchingNextPage}
          isError={isError}
          fetchNextPage={fetchNextPage}
          testId={`${testId}-more`}
        />
      ) : null}
    </>
  );
}
