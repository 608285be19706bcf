import { messagesApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import { markNotificationRead, markNotificationsRead, notificationsOf } from './notificationList.ts';
import type { MessageBadges } from './messageBadge.ts';

export function registerMessagesRoutes(app: FastifyInstance, deps: Deps, badges: MessageBadges) {
  const { closedBoards, badgeOf, announceBadge } = badges;

  route(app, messagesApi.badge, async ({ viewer, request }) => badgeOf(viewer, request));
  route(app, messagesApi.list, async ({ viewer, request, query }) => {
    const { notifications, page } = await notificationsOf(deps, viewer, {
      type: query.type,
      cursor: query.cursor,
      excludedBoardIds: await closedBoards(viewer, request),
      locale: request.locale,
    });
    return withEnvelope(notifications, { page });
  });
  route(app, messagesApi.markRead, async ({ viewer, request, params }) => {
    await markNotificationRead(deps, viewer, BigInt(params.id));
    return announceBadge(viewer, request);
  });
  route(app, messagesApi.markAllRead, async ({ viewer, request, body }) => {
    await markNotificationsRead(deps, viewer, {
      type: body.type,
      upToId: body.upToId ? BigInt(body.upToId) : undefined,
    });
    return announceBadge(viewer, request);
  });
}
