/**
 * The site module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { visitorCountry } from './countries.ts';
export { publicConfigFor } from './publicConfig.ts';
export type { SettingsStore, WatchedWord } from './settings.ts';
export { isOwnUploadAt } from './uploads/ownUploads.ts';
export { siteModule } from './site.module.ts';
