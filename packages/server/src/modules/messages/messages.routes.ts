import { messagesApi } from '@fanzone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route, withEnvelope } from '../../platform/http/route.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardAudienceOf } from '../boards/boardAudience.ts';
import type { BoardCatalogueService } from '../boards/boardCatalogue.ts';
import { boardsClosedTo } from '../boards/boardCatalogue.ts';
import type { SettingsStore } from '../site/settings.ts';
import { messageBadgeOf } from './messageBadge.ts';
import { markNotificationRead, markNotificationsRead, notificationsOf } from './notificationList.ts';
import { publishToMember } from './realtime/memberEvents.ts';

export function registerMessagesRoutes(
  app: FastifyInstance,
  deps: Deps,
  boardCatalogue: BoardCatalogueService,
  settings: SettingsStore,
) {
  /** Boards the member may not read: nothing about a post in one is listed or counted. */
  const closedBoards = async (viewer: Viewer, request: FastifyRequest) =>
    boardsClosedTo(await boardCatalogue.get(), boardAudienceOf(deps, viewer, request));
  const badgeOf = async (viewer: Viewer, request: FastifyRequest) =>
    messageBadgeOf(
      deps,
      viewer.id,
      await closedBoards(viewer, request),
      (await settings.get()).privateLetter,
    );
  /** The member's other tabs clear their red dots too. */
  const announceBadge = async (viewer: Viewer, request: FastifyRequest) => {
    const badge = await badgeOf(viewer, request);
    await publishToMember(deps, viewer.id, { type: 'badge.changed', badge });
    return badge;
  };

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
