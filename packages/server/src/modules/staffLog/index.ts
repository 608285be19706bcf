/**
 * The staffLog module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { hasStaffAction, insertStaffLogEntry, latestStaffAction, staffLogPage } from './staffLog.queries.ts';
