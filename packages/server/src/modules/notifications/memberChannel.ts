import type { RealtimeEvent } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';

/**
 * The one place realtime events leave the server's services (docs/CONVENTIONS.md: one publisher).
 * Every event for a member goes to their channel on the bus; whichever node holds the member's
 * sockets delivers it (socketHub.ts).
 */
export const memberChannel = (userId: bigint) => `member:${userId}`;

export type MemberChannelMessage = { event: RealtimeEvent };

/**
 * Publishes an event for a member. It never fails the caller (a bus that lost Redis only logs):
 * what it announces is already stored, and a client that missed it (bus away, socket down) gets it
 * when it resynchronises.
 */
export async function publishToMember(deps: Pick<Deps, 'bus'>, userId: bigint, event: RealtimeEvent) {
  const message: MemberChannelMessage = { event };
  await deps.bus.publish(memberChannel(userId), message);
}
