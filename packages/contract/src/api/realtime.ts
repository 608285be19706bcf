import { z } from 'zod';
import { idString } from '../envelope.ts';
import { chatMessageSchema } from './privateLetters.ts';
import { messageBadgeSchema, notificationTypeSchema } from './messages.ts';

/**
 * What the server pushes down a member's socket (`/api/ws`, DESIGN.md §5). Each event is also
 * recoverable by a call, so a client that missed one (dropped socket, polling) loses nothing:
 * letters by `message-new` from the last id it saw, counts by the badge.
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  /** The socket is authenticated and subscribed: resynchronise now. */
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('letter.new'), otherUserId: idString, letter: chatMessageSchema }),
  z.object({ type: z.literal('letter.withdrawn'), otherUserId: idString, letter: chatMessageSchema }),
  z.object({ type: z.literal('notification.new'), notificationType: notificationTypeSchema }),
  z.object({ type: z.literal('badge.changed'), badge: messageBadgeSchema }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** The socket's address under the site, and the close code for a session that ended. */
export const realtimeSocketPath = '/api/ws';
export const realtimeCloseCodes = { sessionEnded: 4001, unauthorised: 4401 } as const;
