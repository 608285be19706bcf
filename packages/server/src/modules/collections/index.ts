/**
 * The collections module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { insertBoardBanner, insertTcm, replaceTcmPosts } from './collections.queries.ts';
export { collectionsModule } from './collections.module.ts';
