import type { MissionCompletion } from '@fanzone/contract';
import { describe, expect, it, vi } from 'vitest';
import { completionInbox } from './completionInbox.ts';

const completion = (missionId: string): MissionCompletion => ({
  missionId,
  growthValue: 10,
  goldCoins: 10,
  medal: null,
  isGetReward: false,
});

describe('completionInbox', () => {
  it('keeps completions until taken, says it has started for good, and tells its listeners', () => {
    const listener = vi.fn();
    const stop = completionInbox.subscribe(listener);
    expect(completionInbox.started()).toBe(false);
    completionInbox.put([completion('1')]);
    completionInbox.put([completion('2'), completion('3')]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(completionInbox.started()).toBe(true);
    expect(completionInbox.take().map((item) => item.missionId)).toEqual(['1', '2', '3']);
    expect(completionInbox.take()).toEqual([]);
    expect(completionInbox.started()).toBe(true);
    stop();
    completionInbox.put([completion('4')]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
