import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoundMember } from '@fanzone/contract';
import { useMy } from '../../features/identity/queries.ts';
import { useSearchMembers } from '../../features/search/queries.ts';
import { MemberRow } from '../../features/social/MemberRow.tsx';
import { useLoadMoreOnScroll } from '../../features/social/useLoadMoreOnScroll.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../styles/social.css';

/** Members whose name starts with the keyword: level, badges and Follow, more near the bottom. */
export function FoundMembers({ keyword }: { keyword: string }) {
  const { t } = useTranslation('pages');
  const my = useMy();
  const query = useSearchMembers(keyword);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError, data } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  useLoadMoreOnScroll(Boolean(hasNextPage) && !isFetchingNextPage && !isError, loadMore, data);
  const seen = new Set<string>();
  const members: FoundMember[] = (data?.pages ?? [])
    .flatMap((page) => page.members)
    .filter((member) => !seen.has(member.id) && Boolean(seen.add(member.id)));

  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError && !data)
    return (
      <LoadFailed error={query.error} fallback={t('search.failed')} onRetry={() => void query.refetch()} />
    );
  if (!members.length)
    return (
      <div data-testid="search-members-empty">
        <EmptyState icon="me" text={t('search.noMembers')} />
      </div>
    );
  return (
    <>
      <ul className="member-list" data-testid="search-members">
        {members.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            isReader={my?.id === member.id}
            extra={<span className="member-list__level">{t('search.level', { level: member.level })}</span>}
          />
        ))}
      </ul>
      {hasNextPage ? (
        <LoadMore isFetchingNextPage={isFetchingNextPage} isError={isError} fetchNextPage={fetchNextPage} />
      ) : null}
    </>
  );
}
