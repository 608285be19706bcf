import { useCallback } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { toast } from '../../ui/toast.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { useBlockMember, useBlockedMembers } from './queries.ts';
import { flattenMembers } from './socialState.ts';
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll.ts';
import '../../styles/posts.css';
import '../../styles/social.css';

/** The blacklist (spec §2 "blacklist"): members the viewer blocked, each with Unblock. */
export function BlockedList() {
  const { t } = useTranslation('posts');
  const list = useBlockedMembers();
  const unblock = useBlockMember();
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError, data } = list;
  const members = flattenMembers(data);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  useLoadMoreOnScroll(Boolean(hasNextPage) && !isFetchingNextPage && !isError, loadMore, data);

  let body;
  if (list.isPending) body = <Spinner label={t('common:loading')} />;
  else if (list.isError && !data)
    body = (
      <p className="page__note">
        {errorMessageFor(list.error, t) ?? t('list.loadFailed')}{' '}
        <button type="button" className="link-button" onClick={() => void list.refetch()}>
          {t('list.retry')}
        </button>
      </p>
    );
  else if (!members.length)
    body = (
      <p className="page__note" data-testid="blocked-empty">
        {t('block.empty')}
      </p>
    );
  else
    body = (
      <ul className="member-list" data-testid="blocked-list">
        {members.map((member) => (
          <li key={member.id} className="member-list__item" data-testid={`blocked-${member.id}`}>
            <Link to={paths.userPosts(member.id)} className="member-list__link">
              <Avatar src={member.avatar || null} name={member.username} size={40} />
              <span className="member-list__name" dir="auto">
                {member.username}
              </span>
            </Link>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={unblock.isPending && unblock.variables?.id === member.id}
              onClick={() =>
                unblock.mutate(
                  { id: member.id, block: false },
                  { onSuccess: () => toast.success(t('block.unblocked')) },
                )
              }
              data-testid={`unblock-${member.id}`}
            >
              {t('block.unblock')}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="blacklist" aria-labelledby="blacklist-title" data-testid="blacklist">
      <h2 className="section-title" id="blacklist-title">
        {t('block.listTitle')}
      </h2>
      <p className="page__note">{t('block.explain')}</p>
      {body}
    </section>
  );
}
