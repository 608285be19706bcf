/**
 * The events module's front door: what other modules and the composition (app.ts) may use. The
 * rest of the folder is its own (packages/server/lint/moduleLayers.js).
 */
export { insertEntry, insertEvent, insertParticipant, replacePrizes } from './events.queries.ts';
export { eventsModule } from './events.module.ts';
