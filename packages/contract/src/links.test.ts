import { describe, expect, it } from 'vitest';
import { linkTarget, withScheme } from './links.ts';

describe('link type mapping (spec §2)', () => {
  it('sends each type where the spec says', () => {
    expect(linkTarget('thread', '7', 'desktop')).toEqual({ kind: 'internal', path: '/post-details/7' });
    expect(linkTarget('forum', '3', 'mobile')).toEqual({ kind: 'internal', path: '/board/detail/3' });
    expect(linkTarget('board', '3', 'mobile')).toEqual({
      kind: 'internal',
      path: '/board/detail/3?join=true',
    });
    expect(linkTarget('board', '3', 'desktop')).toEqual({ kind: 'internal', path: '/product' });
    expect(linkTarget('product', '', 'mobile')).toEqual({ kind: 'internal', path: '/product' });
    expect(linkTarget('check-in', '', 'mobile')).toEqual({ kind: 'internal', path: '/checkin' });
    expect(linkTarget('task', '', 'mobile')).toEqual({ kind: 'internal', path: '/personal/missions' });
    expect(linkTarget('topic', '5', 'mobile')).toEqual({ kind: 'internal', path: '/content/collection/5' });
    expect(linkTarget('event', '2', 'desktop')).toEqual({ kind: 'internal', path: '/content/competition/2' });
    expect(linkTarget('url', 'example.com/a', 'mobile')).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(linkTarget('http', 'http://example.com', 'mobile')).toEqual({
      kind: 'external',
      href: 'http://example.com',
    });
  });

  it('adds a missing scheme and never opens script or data addresses', () => {
    expect(withScheme('//cdn.example.com/x')).toBe('https://cdn.example.com/x');
    expect(withScheme('javascript:alert(1)')).toBe('about:blank');
    expect(withScheme('data:text/html,<b>')).toBe('about:blank');
    expect(withScheme('HTTPS://EXAMPLE.COM')).toBe('HTTPS://EXAMPLE.COM');
  });
});
