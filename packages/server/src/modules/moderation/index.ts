/**
 * The moderation module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { banMember } from './banMember.ts';
export type { BanDeps } from './banMember.ts';
export { banFromBoard } from './boardBans.ts';
export {
  banRefusal,
  boardToBanFrom,
  heldBoardBan,
  writingAllowance,
  writingBanIn,
} from './moderation.policy.ts';
export type { WritingBan } from './moderation.policy.ts';
export {
  blockedWordIn,
  htmlWithWordsReplaced,
  withWordsReplaced,
  wordsForApprovalIn,
} from './watchedWords.ts';
export { moderationModule } from './moderation.module.ts';
