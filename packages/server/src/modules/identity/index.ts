/**
 * The identity module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { generatedAvatarSvg } from './avatar.ts';
export { banHolds } from './banHolds.ts';
export {
  activeEditorGroupsAmong,
  authorColumns,
  editorGroupsJsonOf,
  editorGroupsOfMembers,
  editorGroupsWithMemberCounts,
  findSessionUser,
  findUserById,
  findUsersByNames,
  setEditorGroupMemberships,
} from './identity.queries.ts';
export type { AuthorRow, EditorGroupMembership, UserRow } from './identity.queries.ts';
export { editorGroupMembers, editorGroups, users } from './identity.tables.ts';
export { mentionIndexFor, mentionsIn } from './mentionedMembers.ts';
export type { MentionIndex } from './mentionedMembers.ts';
export { knownDeviceSecretName } from './provider/knownDevice.ts';
export { hashPassword } from './provider/password.ts';
export { insertAccount } from './provider/provider.queries.ts';
export { embeddedIssuerKey, providerSecretGenerators } from './provider/provider.ts';
export type { SessionCache } from './sessionCache.ts';
export { identityModule } from './identity.module.ts';
