import { describe, expect, it } from 'vitest';
import { searchDecision } from './searchTarget.ts';

describe('search submit', () => {
  it('refuses an empty query', () => {
    expect(searchDecision('   ', { pathname: '/', search: '' })).toEqual({ kind: 'empty' });
  });
  it('opens the search page with the trimmed keyword', () => {
    expect(searchDecision(' realme 12 ', { pathname: '/', search: '' })).toEqual({
      kind: 'go',
      path: '/search?keyword=realme%2012',
    });
  });
  it('skips the same search', () => {
    expect(searchDecision('camera', { pathname: '/search', search: '?keyword=camera' })).toEqual({
      kind: 'same',
    });
    expect(searchDecision('camera', { pathname: '/search', search: '?keyword=phone' }).kind).toBe('go');
  });
});
