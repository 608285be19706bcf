/**
 * The messages module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { assertLettersShown } from './letters/letters.policy.ts';
export { registerLettersRoutes } from './letters/letters.routes.ts';
export { messageBadges } from './messageBadges.ts';
export { registerMessagesRoutes } from './messages.routes.ts';
export { registerRealtimeRoutes, sessionExpiryOf } from './realtime/realtime.routes.ts';
export { createSocketHub } from './realtime/socketHub.ts';
export { socketTicketSecretName } from './realtime/socketTicket.ts';
