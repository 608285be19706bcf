import { useEffect, useRef } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { Notification, NotificationType } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { itemsOnce } from '../../platform/paging.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { formatTimestamp } from '../../ui/time.ts';
import { useNow } from '../posts/useNow.ts';
import { useLoadMoreOnScroll } from '../social/useLoadMoreOnScroll.ts';
import { useMarkNotificationRead, useMarkNotificationsRead, useNotifications } from './queries.ts';
import '../../styles/messages.css';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

/** Where a line leads: the post (at the comment), the follower's page, the member's medals or missions. */
function targetOf(line: Notification): string | null {
  if (line.postId) return paths.postDetails(line.postId, line.commentId ?? undefined);
  if (line.kind === 'followed' && line.actor) return paths.userPosts(line.actor.id);
  if (line.kind === 'medalEarned') return paths.myMedals();
  if (line.kind === 'missionReward') return paths.myMissions();
  return null;
}

/**
 * One tab of the message centre, newest first, more near the bottom. What the member sees is marked
 * read (up to the newest line shown), so the red dots clear; unread lines keep their mark until the
 * tab is opened again.
 */
export function NotificationList({ type }: { type: NotificationType }) {
  const { t, i18n } = useTranslation('messages');
  const list = useNotifications(type);
  const markRead = useMarkNotificationsRead();
  const markOne = useMarkNotificationRead();
  const lines = itemsOnce(list.data?.pages, (page) => page.notifications);
  const newestUnread = lines.find((line) => !line.read)?.id;
  const marked = useRef<string | undefined>(undefined);
  const now = useNow();
  const { mutate } = markRead;

  useEffect(() => {
    if (!newestUnread || marked.current === newestUnread) return;
    marked.current = newestUnread;
    mutate({ type, upToId: lines[0]!.id });
  }, [newestUnread, lines, type, mutate]);

  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = list;
  useLoadMoreOnScroll(
    Boolean(hasNextPage) && !isFetchingNextPage && !isError,
    () => void fetchNextPage(),
    list.data,
  );

  if (list.isPending) return <Spinner label={t('loading')} />;
  if (list.isError && !list.data)
    return <LoadFailed error={list.error} fallback={t('loadFailed')} onRetry={() => void list.refetch()} />;
  if (!lines.length)
    return (
      <div data-testid="notifications-empty">
        <EmptyState icon="message" text={t(`empty.${type}`)} />
      </div>
    );

  return (
    <>
      <ul className="notification-list" data-testid="notifications">
        {lines.map((line) => {
          const target = targetOf(line);
          const name = line.actor?.username ?? t('someone');
          const text =
            line.othersCount > 0
              ? t(`line.${line.kind}Group`, { name, count: line.othersCount })
              : t(`line.${line.kind}`, { name, subject: line.subject ?? '' });
          const body = (
            <>
              {line.actor ? (
                <Avatar src={line.actor.avatar || null} name={line.actor.username} size={40} />
              ) : null}
              <span className="notification__text">
                <span className="notification__what" dir="auto">
                  {text}
                </span>
                {line.postId && line.subject ? (
                  <span className="notification__subject" dir="auto">
                    {line.subject}
                  </span>
                ) : null}
                {line.excerpt ? (
                  <q className="notification__excerpt" dir="auto">
                    {line.excerpt}
                  </q>
                ) : null}
                <time className="notification__time" dateTime={new Date(line.createdAt * 1000).toISOString()}>
                  {formatTimestamp(line.createdAt, now, i18n.language, t)}
                </time>
              </span>
              {line.read ? null : <span className="notification__unread">{t('unread')}</span>}
            </>
          );
          return (
            <li
              key={line.id}
              className="notification"
              data-unread={!line.read}
              data-kind={line.kind}
              data-testid={`notification-${line.id}`}
            >
              {target ? (
                <Link
                  to={target}
                  className="notification__link"
                  onClick={() => (line.read ? undefined : markOne.mutate(line.id))}
                >
                  {body}
                </Link>
              ) : (
                <div className="notification__link">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      {hasNextPage ? (
        <LoadMore isFetchingNextPage={isFetchingNextPage} isError={isError} fetchNextPage={fetchNextPage} />
      ) : null}
    </>
  );
}
