import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useMy } from '../identity/queries.ts';
import { MemberRow } from './MemberRow.tsx';
import type { FollowListKind } from './keys.ts';
import { useFollowList } from './queries.ts';
import { flattenMembers } from './socialState.ts';
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll.ts';
import '../../styles/social.css';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

/** A member's followers or followings: avatar, name (to their posts), Follow; more near the bottom. */
export function MemberList({
  userId,
  kind,
  emptyText,
}: {
  userId: string;
  kind: FollowListKind;
  emptyText: string;
}) {
  const { t } = useTranslation('pages');
  const my = useMy();
  const list = useFollowList(userId, kind);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = list;
  const members = flattenMembers(list.data);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  useLoadMoreOnScroll(Boolean(hasNextPage) && !isFetchingNextPage && !isError, loadMore, list.data);

  if (list.isPending) return <Spinner label={t('user.loading')} />;
  if (list.isError && !list.data) {
    return (
      <LoadFailed
        error={list.error}
        fallback={t('user.listLoadFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!members.length) {
    return (
      <div data-testid="member-list-empty">
        <EmptyState icon="me" text={emptyText} />
      </div>
    );
  }

  return (
    <>
      <ul className="member-list" data-testid="member-list">
        {members.map((member) => (
          <MemberRow key={member.id} member={member} isReader={my?.id === member.id} />
        ))}
      </ul>
      {hasNextPage ? (
        <LoadMore
          isFetchingNextPage={isFetchingNextPage}
          isError={isError}
          fetchNextPage={fetchNextPage}
          testId="member-list-more"
        />
      ) : null}
    </>
  );
}
