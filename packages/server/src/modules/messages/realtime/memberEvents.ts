import type { RealtimeEvent } from '@fanzone/contract';
import type { Deps } from '../../../platform/deps.ts';

/**
 * The one place realtime events leave the server's services (CONVENTIONS: one publisher). Every
 * event for a member goes to their channel on the bus; whichever node holds the member's sockets
 * delivers it (socketHub.ts).
 */
export const memberChannel = (userId: bigint) => `member:${userId}`;

export type MemberChannelMessage = { event: RealtimeEvent };

/**
 * Publishes an event for a member. It never fails the caller: what it announces is already stored,
 * and a client that missed it (bus away, socket down) gets it when it resynchronises.
 */
export async function publishToMember(deps: Pick<Deps, 'bus' | 'log'>, userId: bigint, event: RealtimeEvent) {
  const message: MemberChannelMessage = { event };
  try {
    await deps.bus.publish(memberChannel(userId), message);
  } catch (error) {
    deps.log.warn({ err: error, event: event.type }, 'realtime event not published; clients resync later');
  }
}
