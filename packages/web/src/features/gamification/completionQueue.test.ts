import type { MissionCompletion } from '@fanzone/contract';
import { describe, expect, it, vi } from 'vitest';
import { createCompletionQueue, isCelebrated, withCompletions } from './completionQueue.ts';

const completion = (missionId: string, change: Partial<MissionCompletion> = {}): MissionCompletion => ({
  missionId,
  growthValue: 10,
  goldCoins: 10,
  medal: null,
  isGetReward: false,
  ...change,
});
const medal = { iconUrl: '/medals/first-post.svg', name: 'First post' };

describe('isCelebrated', () => {
  it('celebrates a medal or Coins, not growth value alone', () => {
    expect(isCelebrated(completion('1'))).toBe(true);
    expect(isCelebrated(completion('1', { goldCoins: 0, medal }))).toBe(true);
    expect(isCelebrated(completion('1', { goldCoins: 0 }))).toBe(false);
  });
});

describe('withCompletions', () => {
  it('appends celebrated completions in order and skips a mission that already waits', () => {
    const queue = withCompletions(
      [completion('1')],
      [completion('1'), completion('2', { medal }), completion('3', { goldCoins: 0 })],
    );
    expect(queue.map((item) => item.missionId)).toEqual(['1', '2']);
  });

  it('keeps the same queue when nothing is added (no re-render)', () => {
    const queue = [completion('1')];
    expect(withCompletions(queue, [completion('4', { goldCoins: 0 })])).toBe(queue);
  });
});

describe('createCompletionQueue', () => {
  it('shows one completion at a time, advances, and tells its listeners', () => {
    const queue = createCompletionQueue();
    const listener = vi.fn();
    const stop = queue.subscribe(listener);
    expect(queue.current()).toBeNull();
    queue.add([completion('1'), completion('2', { medal })]);
    expect(queue.current()?.missionId).toBe('1');
    expect(queue.size()).toBe(2);
    queue.advance();
    expect(queue.current()?.missionId).toBe('2');
    queue.advance();
    expect(queue.current()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    queue.advance();
    queue.clear();
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    queue.add([completion('3')]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('lets a daily mission come back once it has left the queue', () => {
    const queue = createCompletionQueue();
    queue.add([completion('1')]);
    queue.advance();
    queue.add([completion('1')]);
    expect(queue.current()?.missionId).toBe('1');
  });

  it('empties on clear (the session ended)', () => {
    const queue = createCompletionQueue();
    queue.add([completion('1'), completion('2')]);
    queue.clear();
    expect(queue.size()).toBe(0);
  });
});
