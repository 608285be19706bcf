/**
 * The search module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
import { indexPostJob } from './searchIndex.ts';

export { rebuildSearchIndex } from './searchIndex.ts';
export { searchModule } from './search.module.ts';

/** The jobs the search module defines (app.ts makes their queues once). */
export const searchJobNames = [indexPostJob];
