/**
 * The feeds module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { registerFeedsRoutes } from './feeds.routes.ts';
export { createFollowingReads } from './followingReads.ts';
