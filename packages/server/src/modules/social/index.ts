/**
 * The social module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { blockMember } from './blockMember.ts';
export { notifyMentions } from './notifyMentions.ts';
export { presentMemberSummary } from './social.present.ts';
export { blockedAmong, followedAmong, insertUserFollow } from './social.queries.ts';
export { userBlocks, userFollows } from './social.tables.ts';
export { socialModule } from './social.module.ts';
