/**
 * The site module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { visitorCountry } from './countries.ts';
export { publicConfigFor } from './publicConfig.ts';
export { createSettingsStore } from './settings.ts';
export type { SettingsStore, WatchedWord } from './settings.ts';
export { registerSiteRoutes } from './site.routes.ts';
export { isOwnUploadAt } from './uploads/ownUploads.ts';
export { registerUploadsRoutes } from './uploads/uploads.routes.ts';
