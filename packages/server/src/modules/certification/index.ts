/**
 * The certification module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { isFriendsClubMember } from './certification.queries.ts';
export { certificationModule } from './certification.module.ts';
