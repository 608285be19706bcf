import { boardsApi, siteApi } from '@fanzone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route } from '../../platform/http/route.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardAudienceOf } from './boardAudience.ts';
import type { BoardCatalogueService } from './boardCatalogue.ts';
import { boardDetail, boardIsEuProduct, boardOpenToCountry, listBoards } from './boardDirectory.ts';
import { setBoardFollow } from './followBoard.ts';
import type { SiteLinksService } from './siteLinks.ts';
import type { FollowsChanged } from './followBoard.ts';

export function registerBoardsRoutes(
  app: FastifyInstance,
  deps: Deps,
  boardCatalogue: BoardCatalogueService,
  siteLinks: SiteLinksService,
  followsChanged: FollowsChanged,
) {
  route(app, siteApi.navigation, async ({ request }) => siteLinks.navigation(request.locale));
  route(app, siteApi.topSector, async ({ request }) => siteLinks.topSector(request.locale));
  route(app, siteApi.banners, async ({ request }) => siteLinks.banners(request.locale));

  // Counts in the list may trail by up to the catalogue's 10 s; a board's own page reads them fresh.
  const catalogue = () => boardCatalogue.get();

  const contextOf = (viewer: Viewer | null, request: FastifyRequest, country?: string) => ({
    deps,
    catalogue,
    audience: boardAudienceOf(deps, viewer, request, country),
    viewerId: viewer?.id ?? null,
    viewer,
    locale: request.locale,
  });

  route(app, boardsApi.list, async ({ viewer, request, query }) =>
    listBoards(contextOf(viewer, request, query.country)),
  );
  route(app, boardsApi.detail, async ({ viewer, request, params, query }) =>
    boardDetail(contextOf(viewer, request, query.country), BigInt(params.id)),
  );
  route(app, boardsApi.openToCountry, async ({ viewer, request, params }) =>
    boardOpenToCountry(contextOf(viewer, request), BigInt(params.id), params.countryCode),
  );
  route(app, boardsApi.isEuProduct, async ({ viewer, request, params }) =>
    boardIsEuProduct(contextOf(viewer, request), BigInt(params.id)),
  );
  route(app, boardsApi.follow, async ({ viewer, request, params }) => {
    const audience = boardAudienceOf(deps, viewer, request);
    return {
      followed: true as const,
      followerCount: await setBoardFollow(deps, followsChanged, viewer, audience, BigInt(params.id), true),
    };
  });
  route(app, boardsApi.unfollow, async ({ viewer, request, params }) => {
    const audience = boardAudienceOf(deps, viewer, request);
    return {
      followed: false as const,
      followerCount: await setBoardFollow(deps, followsChanged, viewer, audience, BigInt(params.id), false),
    };
  });
}
