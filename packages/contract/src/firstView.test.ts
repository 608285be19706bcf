import { describe, expect, it } from 'vitest';
import { callUrl } from './api/callUrl.ts';
import { firstViewCalls } from './firstView.ts';
import { matchRoute, routeParams } from './routes.ts';

describe('first-view calls', () => {
  const callsOf = (pathname: string, reader: 'visitor' | 'member') => {
    const route = matchRoute(pathname)!;
    return firstViewCalls(route.name, routeParams(route, pathname), reader);
  };

  it("reads a route's named parameters from its path, optional ones included", () => {
    expect(routeParams(matchRoute('/post-details/5')!, '/post-details/5')).toEqual({ id: '5' });
    expect(routeParams(matchRoute('/board/detail')!, '/board/detail')).toEqual({});
    expect(routeParams(matchRoute('/board/detail/12/')!, '/board/detail/12/')).toEqual({ id: '12' });
    expect(routeParams(matchRoute('/user/%E0/posts')!, '/user/%E0/posts')).toEqual({ id: '%E0' });
  });

  it("names the shell's calls and the page's own, with the lists' opening order", () => {
    expect(callsOf('/post-details/5', 'visitor')).toEqual([
      '/api/account/profile',
      '/api/constant/gray-mode',
      '/api/posts/5',
      '/api/posts/5/comments?sort=oldest',
    ]);
    expect(callsOf('/board/detail/9', 'member')).toEqual([
      '/api/account/profile',
      '/api/constant/gray-mode',
      '/api/account/badge',
      '/api/message/badge',
      '/api/forum/9',
      '/api/forum/9/posts?sort=reply',
      '/api/forum/9/banners',
    ]);
    expect(callsOf('/check-in', 'visitor')).toEqual(['/api/account/profile', '/api/constant/gray-mode']);
    expect(callsOf('/personal/drafts', 'visitor')).toEqual([
      '/api/account/profile',
      '/api/constant/gray-mode',
    ]);
  });

  it('writes a call the way the web client does: parameters encoded, absent query values left out', () => {
    expect(callUrl('/user/:id/posts', { id: 'a b' }, { cursor: undefined, sort: 'new' })).toBe(
      '/api/user/a%20b/posts?sort=new',
    );
    expect(callUrl('/x', undefined, { tag: ['a', 'b'] })).toBe('/api/x?tag=a&tag=b');
    expect(() => callUrl('/posts/:id', {})).toThrow('Missing path parameter id');
  });
});
