import type { NavigationItem, TopSectorItem } from '@fanzone/contract';
import { siteApi } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import { createReadCache } from '../../platform/cache.ts';
import type { Deps } from '../../platform/deps.ts';
import { route } from '../../platform/http/route.ts';
import { presentNavigationItem, presentTopSectorItem } from './boards.present.ts';
import { enabledNavigationItems, enabledTopSectorItems } from './boards.queries.ts';

/** Navigation and top sector are read on every page and change rarely: cached per node for 10 s. */
const siteChromeTtlMs = 10_000;

export async function registerBoardsRoutes(app: FastifyInstance, deps: Deps) {
  const navigation = createReadCache<NavigationItem[]>({ name: 'navigation', ttlMs: siteChromeTtlMs, clock: deps.clock, bus: deps.bus });
  const topSector = createReadCache<TopSectorItem[]>({ name: 'top-sector', ttlMs: siteChromeTtlMs, clock: deps.clock, bus: deps.bus });
  await Promise.all([navigation.ready, topSector.ready]);
  app.addHook('onClose', async () => {
    await Promise.all([navigation.close(), topSector.close()]);
  });

  route(app, siteApi.navigation, async ({ request }) =>
    navigation.get(request.locale, async () => (await enabledNavigationItems(deps.db)).map((row) => presentNavigationItem(row, request.locale))),
  );
  route(app, siteApi.topSector, async ({ request }) =>
    topSector.get(request.locale, async () => (await enabledTopSectorItems(deps.db)).map((row) => presentTopSectorItem(row, request.locale))),
  );
}
