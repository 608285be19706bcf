import { describe, expect, it } from 'vitest';
import { coinsExpireAt } from './coinValidity.ts';

describe('when Coins expire', () => {
  it('is the same instant two years later', () => {
    expect(coinsExpireAt(new Date('2026-11-20T06:30:00.250Z')).toISOString()).toBe(
      '2028-11-20T06:30:00.250Z',
    );
  });

  it('ends a leap day grant on 28 February, never later than two years', () => {
    expect(coinsExpireAt(new Date('2028-02-29T23:59:59Z')).toISOString()).toBe('2030-02-28T23:59:59.000Z');
  });
});
