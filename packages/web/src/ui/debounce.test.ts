import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@fanzone/contract';
import { debounce } from './debounce.ts';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once after a burst of clicks', () => {
    const run = vi.fn();
    const click = debounce(run, limits.ui.logoClickDebounceMs);
    click();
    vi.advanceTimersByTime(200);
    click();
    vi.advanceTimersByTime(limits.ui.logoClickDebounceMs - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const run = vi.fn();
    const click = debounce(run, 100);
    click();
    click.cancel();
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
  });
});
