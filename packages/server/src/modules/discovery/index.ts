/**
 * The discovery module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { boardFeedPath } from './boardFeed.ts';
export { registerDiscoveryRoutes } from './discovery.routes.ts';
