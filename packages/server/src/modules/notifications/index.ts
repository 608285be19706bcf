/**
 * The notifications module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { memberChannel, publishToMember } from './memberChannel.ts';
export type { MemberChannelMessage } from './memberChannel.ts';
export { hasNotification, insertNotification } from './notifications.queries.ts';
export { notifications } from './notifications.tables.ts';
export { notifyMember, quoteOf } from './notifyMember.ts';
