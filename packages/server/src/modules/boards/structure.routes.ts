import { structureOperatorApi as ops } from '@fanzone/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { route } from '../../platform/http/route.ts';
import type { BoardCatalogueService } from './boardCatalogue.ts';
import {
  createBoard,
  createSection,
  listBoardsForOperators,
  orderBoards,
  orderSections,
  updateBoard,
  updateSection,
} from './operateBoards.ts';
import type { SiteLinksService } from './siteLinks.ts';

/** The console's calls that shape the community: boards and sections, navigation and top sector. */
export function registerStructureRoutes(
  app: FastifyInstance,
  deps: Deps,
  catalogue: BoardCatalogueService,
  siteLinks: SiteLinksService,
) {
  const operations = { deps, catalogue };
  route(app, ops.boards, async () => listBoardsForOperators(operations));
  route(app, ops.createBoard, async ({ viewer, body }) => createBoard(operations, viewer, body));
  route(app, ops.updateBoard, async ({ viewer, params, body }) =>
    updateBoard(operations, viewer, BigInt(params.id), body),
  );
  route(app, ops.orderBoards, async ({ body }) => orderBoards(operations, body));
  route(app, ops.createSection, async ({ viewer, params, body }) =>
    createSection(operations, viewer, BigInt(params.id), body),
  );
  route(app, ops.updateSection, async ({ viewer, params, body }) =>
    updateSection(operations, viewer, BigInt(params.id), body),
  );
  route(app, ops.orderSections, async ({ params, body }) =>
    orderSections(operations, BigInt(params.id), body.ids),
  );

  route(app, ops.links, async ({ viewer, params }) => siteLinks.list(viewer, params.place));
  route(app, ops.createLink, async ({ viewer, params, body }) =>
    siteLinks.create(viewer, params.place, body),
  );
  route(app, ops.updateLink, async ({ viewer, params, body }) =>
    siteLinks.update(viewer, params.place, BigInt(params.id), body),
  );
  route(app, ops.deleteLink, async ({ viewer, params }) =>
    siteLinks.remove(viewer, params.place, BigInt(params.id)),
  );
  route(app, ops.orderLinks, async ({ viewer, params, body }) =>
    siteLinks.order(viewer, params.place, body.ids),
  );
}
