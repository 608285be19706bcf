import { messagesApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route } from '../../platform/http/route.ts';
import { boardAudienceOf } from '../boards/boardAudience.ts';
import type { BoardCatalogueService } from '../boards/boardCatalogue.ts';
import { boardsClosedTo } from '../boards/boardCatalogue.ts';
import { messageBadgeOf } from './messageBadge.ts';

export function registerMessagesRoutes(
  app: FastifyInstance,
  deps: Deps,
  boardCatalogue: BoardCatalogueService,
) {
  route(app, messagesApi.badge, async ({ viewer, request }) => {
    const closed = boardsClosedTo(await boardCatalogue.get(), boardAudienceOf(deps, viewer, request));
    return messageBadgeOf(deps, viewer.id, closed);
  });
}
