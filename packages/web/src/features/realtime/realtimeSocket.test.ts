import { realtimeCloseCodes } from '@fanzone/contract';
import { describe, expect, it } from 'vitest';
import { reconnectPlanFor } from './realtimeSocket.ts';

describe('what a tab does after the server closed its socket', () => {
  it('waits to be looked at again when it was the oldest of too many tabs, so tabs do not close each other in a loop', () => {
    expect(reconnectPlanFor(realtimeCloseCodes.supersededByNewerTab)).toBe('whenTabSeen');
  });

  it('backs off from a full node, gives up on an ended session, and comes back soon after a drop', () => {
    expect(reconnectPlanFor(realtimeCloseCodes.tryAgainLater)).toBe('later');
    expect(reconnectPlanFor(realtimeCloseCodes.sessionEnded)).toBe('never');
    expect(reconnectPlanFor(realtimeCloseCodes.unauthorised)).toBe('never');
    expect(reconnectPlanFor(1006)).toBe('soon');
    expect(reconnectPlanFor(1001)).toBe('soon');
  });
});
