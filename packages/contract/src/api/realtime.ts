import { z } from 'zod';
import { idString } from '../envelope.ts';
import { chatMessageSchema } from './privateLetters.ts';
import { messageBadgeSchema, notificationTypeSchema } from './messages.ts';

/**
 * What the server pushes down a member's socket (`/api/ws`, ARCHITECTURE §5). Each event is also
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

/** The socket's address under the site. */
export const realtimeSocketPath = '/api/ws';
/**
 * Why the server closed a socket, and what the client does about it: a session that ended or a
 * socket never signed in is not retried; the oldest of a member's sockets, closed because they
 * opened more than a node keeps for one member (`REALTIME_SOCKETS_PER_MEMBER`), waits until its tab
 * is looked at again (reconnecting at once would close another tab's, in a loop); a node that holds
 * all the sockets it may answers the standard try-again-later, and the client backs off.
 */
export const realtimeCloseCodes = {
  sessionEnded: 4001,
  supersededByNewerTab: 4008,
  unauthorised: 4401,
  tryAgainLater: 1013,
} as const;
