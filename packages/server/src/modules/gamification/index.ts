/**
 * The gamification module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { actAndRecord, presentCompletions, recordActivity } from './activities.ts';
export type { CompletedMission } from './activities.ts';
export { browseTicketSecretName } from './browseTask.ts';
export { expireCoinsOfMember } from './coinExpiry.ts';
export { awardMedal, payReward } from './gamification.queries.ts';
export { coinEntries, medals, memberMedals } from './gamification.tables.ts';
export { insertMedal } from './medals.queries.ts';
export { assertMayEarnRewards } from './rewards.policy.ts';
export { gamificationModule } from './gamification.module.ts';
