import { describe, expect, it } from 'vitest';
import { initialHeaderScroll, nextHeaderScroll } from './headerScroll.ts';

const scrollThrough = (positions: number[]) =>
  positions.reduce((state, y) => nextHeaderScroll(state, y), initialHeaderScroll);

describe('header hide on scroll', () => {
  it('stays while scrolling down up to 200 px', () => {
    expect(scrollThrough([50, 120, 200]).hidden).toBe(false);
  });

  it('hides after more than 200 px down', () => {
    expect(scrollThrough([50, 150, 201]).hidden).toBe(true);
  });

  it('counts from where the downward scroll began', () => {
    expect(scrollThrough([150, 100, 250]).hidden).toBe(false);
    expect(scrollThrough([150, 100, 301]).hidden).toBe(true);
  });

  it('returns only after more than 200 px up', () => {
    const hidden = scrollThrough([100, 400, 1000]);
    expect(hidden.hidden).toBe(true);
    expect(scrollThrough([100, 400, 1000, 900, 800]).hidden).toBe(true);
    expect(scrollThrough([100, 400, 1000, 900, 799]).hidden).toBe(false);
  });

  it('a short way up and down again keeps it hidden', () => {
    expect(scrollThrough([1000, 950, 1100]).hidden).toBe(true);
  });

  it('always shows at the top of the page', () => {
    expect(scrollThrough([1000, 0]).hidden).toBe(false);
  });
});
