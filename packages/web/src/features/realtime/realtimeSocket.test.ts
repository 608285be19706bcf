import { realtimeCloseCodes } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { reconnectPlanFor } from './realtimeSocket.ts';

const inView = { inView: true };
const outOfView = { inView: false };

describe('what a tab does after the server closed its socket', () => {
  it('waits to be looked at again when it was the oldest of too many tabs, so tabs do not close each other in a loop', () => {
    expect(reconnectPlanFor(realtimeCloseCodes.supersededByNewerTab, outOfView)).toBe('whenTabSeen');
  });

  it('comes back after the usual pause when it was the oldest but is the tab the member is looking at', () => {
    // No focus or visibility event will come to a tab already visible and focused.
    expect(reconnectPlanFor(realtimeCloseCodes.supersededByNewerTab, inView)).toBe('soon');
  });

  it('backs off from a full node, gives up on an ended session, and comes back soon after a drop', () => {
    expect(reconnectPlanFor(realtimeCloseCodes.tryAgainLater, inView)).toBe('later');
    expect(reconnectPlanFor(realtimeCloseCodes.sessionEnded, inView)).toBe('never');
    expect(reconnectPlanFor(realtimeCloseCodes.unauthorised, inView)).toBe('never');
    expect(reconnectPlanFor(1006, inView)).toBe('soon');
    expect(reconnectPlanFor(1001, inView)).toBe('soon');
  });
});
