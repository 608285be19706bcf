/**
 * The boards module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { boardAudienceOf } from './boardAudience.ts';
export { boardAccess, boardsClosedTo } from './boardCatalogue.ts';
export type { BoardAccess, BoardCatalogue, BoardCatalogueService } from './boardCatalogue.ts';
export { isAsOpenAs } from './boards.policy.ts';
export type { BoardAudience } from './boards.policy.ts';
export {
  countPostInBoard,
  findBoard,
  insertBoard,
  insertBoardFollow,
  insertHomeBanners,
  insertNavigationItems,
  insertSections,
  insertTopSectorItems,
} from './boards.queries.ts';
export { boardFollows, boardSections, boards } from './boards.tables.ts';
export type { FollowsChanged } from './followBoard.ts';
export { namesEachOnce } from './operateBoards.ts';
export { boardsModule } from './boards.module.ts';
