import { serverModule } from '../../platform/modules/serverModule.ts';
import type { Listeners } from '../../platform/modules/ports.ts';
import { listeners } from '../../platform/modules/ports.ts';
import type { BoardCatalogueService } from './boardCatalogue.ts';
import { createBoardCatalogue } from './boardCatalogue.ts';
import { foldPostCounts } from './boards.queries.ts';
import { scheduleJob } from '../../platform/jobs.ts';
import { registerBoardsRoutes } from './boards.routes.ts';
import { createSiteLinks } from './siteLinks.ts';
import { registerStructureRoutes } from './structure.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    boards: {
      catalogue: BoardCatalogueService;
      /**
       * Members' follows (of boards, members) changed: told by boards, social and letters, heard by
       * whatever keeps follows (Following's sources, feeds).
       */
      followsChanged: Listeners<[memberIds: bigint[]]>;
    };
  }
}

/** How often posts counted beside a board's row are folded into it: a few lines a board between folds. */
const foldPostCountsEveryMs = 2_000;

/** Boards and sections, the board catalogue, board follows, the community's structure and links. */
export const boardsModule = serverModule('boards', ['site'], async (app) => {
  const catalogue = await createBoardCatalogue(app.deps);
  app.addHook('onClose', () => catalogue.close());
  const siteLinks = await createSiteLinks(app.deps);
  app.addHook('onClose', () => siteLinks.close());
  // Posts counted beside their board's row move into it every few seconds (`livePostCount`).
  const foldCounts = scheduleJob(app.deps, {
    name: 'boards.fold-post-counts',
    everyMs: foldPostCountsEveryMs,
    run: () => foldPostCounts(app.deps.db),
  });
  app.addHook('onClose', async () => foldCounts.stop());
  const followsChanged = listeners<[memberIds: bigint[]]>();
  app.decorate('boards', { catalogue, followsChanged });
  registerBoardsRoutes(app, app.deps, catalogue, siteLinks, (memberIds) => followsChanged.tell(memberIds));
  registerStructureRoutes(app, app.deps, catalogue, siteLinks);
});
