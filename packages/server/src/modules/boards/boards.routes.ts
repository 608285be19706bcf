import { siteApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route } from '../../platform/http/route.ts';
import { presentNavigationItem, presentTopSectorItem } from './boards.present.ts';
import { enabledNavigationItems, enabledTopSectorItems } from './boards.queries.ts';

export function registerBoardsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, siteApi.navigation, async ({ request }) =>
    (await enabledNavigationItems(deps.db)).map((row) => presentNavigationItem(row, request.locale)),
  );
  route(app, siteApi.topSector, async ({ request }) =>
    (await enabledTopSectorItems(deps.db)).map((row) => presentTopSectorItem(row, request.locale)),
  );
}
