/**
 * The feeds module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { feedsModule } from './feeds.module.ts';
