/**
 * The promotions module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { promotionsModule } from './promotions.module.ts';
