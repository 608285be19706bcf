import { localized } from '@fanzone/contract';
import type { Locale, LocalizedText, Notification, NotificationType, Page } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { decodeCursor, pageOf } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { markAllRead, markOneRead, notificationPage } from './messages.queries.ts';

const pageSize = limits.lists.pageSize;

/** What a line names: a post's title as it was, or a medal's, mission's or event's name in the reader's language. */
function subjectOf(body: Record<string, unknown>, locale: Locale): string | null {
  if (typeof body.subject === 'string') return body.subject;
  const named = body.named;
  return named && typeof named === 'object' ? localized(named as LocalizedText, locale) || null : null;
}

/** One tab of the message centre, newest first, leaving out what the member may not read. */
export async function notificationsOf(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer,
  query: { type: NotificationType; cursor?: string; excludedBoardIds: bigint[]; locale: Locale },
): Promise<{ notifications: Notification[]; page: Page }> {
  const cursor = decodeCursor(query.cursor, ['id']);
  const rows = await notificationPage(
    deps.db,
    {
      userId: viewer.id,
      type: query.type,
      beforeId: cursor ? BigInt(cursor[0]!) : undefined,
      excludedBoardIds: query.excludedBoardIds,
    },
    pageSize + 1,
  );
  const { rows: shown, page } = pageOf(
    rows.map((row) => ({ ...row, sortKey: [row.notification.id.toString()] })),
    pageSize,
  );
  return {
    notifications: shown.map(({ notification, actor }) => ({
      id: notification.id.toString(),
      type: notification.type,
      kind: notification.kind,
      actor: actor ? { id: actor.id.toString(), username: actor.username, avatar: actor.avatarUrl } : null,
      othersCount: notification.othersCount,
      postId: notification.postId?.toString() ?? null,
      commentId: notification.commentId?.toString() ?? null,
      subject: subjectOf(notification.body, query.locale),
      excerpt: typeof notification.body.excerpt === 'string' ? notification.body.excerpt : null,
      createdAt: unixSeconds(notification.createdAt),
      read: notification.readAt !== null,
    })),
    page,
  };
}

export async function markNotificationRead(deps: Pick<Deps, 'db' | 'clock'>, viewer: Viewer, id: bigint) {
  if (!(await markOneRead(deps.db, viewer.id, id, deps.clock.now())))
    throw new AppError('NOTIFICATION_NOT_FOUND');
}

export async function markNotificationsRead(
  deps: Pick<Deps, 'db' | 'clock'>,
  viewer: Viewer,
  scope: { type?: NotificationType; upToId?: bigint },
) {
  await markAllRead(deps.db, viewer.id, deps.clock.now(), scope);
}
