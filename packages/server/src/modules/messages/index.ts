/**
 * The messages module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { socketTicketSecretName } from './realtime/socketTicket.ts';
export { messagesModule } from './messages.module.ts';
