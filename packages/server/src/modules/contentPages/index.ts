/**
 * The contentPages module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { insertDiscoverModel, updateContentPage } from './contentPages.queries.ts';
export type { LocalizedText } from './contentPages.tables.ts';
export { contentPagesModule } from './contentPages.module.ts';
