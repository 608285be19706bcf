import { localized } from '@fanzone/contract';
import type { Locale, Notification, NotificationType, Page } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { decodeCursor, pageOf } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { markAllRead, markOneRead, notificationPage } from './messages.queries.ts';
import { eventTitlesByIds } from '../events/index.ts';
import { medalsByIds, missionsByIds } from '../gamification/index.ts';

const pageSize = limits.lists.pageSize;

const rewardKeyOf = (body: Record<string, unknown>) =>
  typeof body.medalId === 'string'
    ? `medal:${body.medalId}`
    : typeof body.eventId === 'string'
      ? `event:${body.eventId}`
      : `mission:${String(body.missionId)}`;

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
  const named = await namesOfRewards(
    deps,
    shown.map((row) => row.notification.body),
    query.locale,
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
      subject:
        typeof notification.body.subject === 'string'
          ? notification.body.subject
          : (named.get(rewardKeyOf(notification.body)) ?? null),
      excerpt: typeof notification.body.excerpt === 'string' ? notification.body.excerpt : null,
      createdAt: unixSeconds(notification.createdAt),
      read: notification.readAt !== null,
    })),
    page,
  };
}

/**
 * The names of the medals, missions and events the lines name, in the reader's language (a line
 * stores the id: a name fixed at the time would be in one language only). Keyed `medal:<id>`,
 * `mission:<id>`, `event:<id>`.
 */
async function namesOfRewards(deps: Pick<Deps, 'db'>, bodies: Record<string, unknown>[], locale: Locale) {
  const idsOf = (field: string) => [
    ...new Set(
      bodies.flatMap((body) => (typeof body[field] === 'string' ? [BigInt(body[field] as string)] : [])),
    ),
  ];
  const [medals, missions, events] = await Promise.all([
    medalsByIds(deps.db, idsOf('medalId')),
    missionsByIds(deps.db, idsOf('missionId')),
    eventTitlesByIds(deps.db, idsOf('eventId')),
  ]);
  const names = new Map<string, string>();
  for (const [id, medal] of medals) names.set(`medal:${id}`, localized(medal.name, locale));
  for (const [id, mission] of missions) names.set(`mission:${id}`, localized(mission.title, locale));
  for (const [id, title] of events) names.set(`event:${id}`, localized(title, locale));
  return names;
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
