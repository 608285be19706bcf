import { describe, expect, it } from 'vitest';
import { callUrl, callUrlMatcher } from './api/callUrl.ts';
import { firstViewCalls } from './firstView.ts';
import { matchRoute, routeParams } from './routes.ts';

describe('first-view calls', () => {
  const callsOf = (
    address: string,
    reader: 'visitor' | 'member',
    layout: 'mobile' | 'desktop' = 'mobile',
  ) => {
    const [pathname = '', search = ''] = address.split('?');
    const route = matchRoute(pathname)!;
    const page = { params: routeParams(route, pathname), search: new URLSearchParams(search), layout };
    return firstViewCalls(route, page, reader);
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
    expect(callsOf('/', 'visitor')).toEqual([
      '/api/account/profile',
      '/api/constant/gray-mode',
      '/api/index/top-sector',
      '/api/index/banners',
      '/api/feeds/recommended',
    ]);
    expect(callsOf('/personal/drafts', 'visitor')).toEqual([
      '/api/account/profile',
      '/api/constant/gray-mode',
    ]);
  });

  it("asks the desktop header's links where the site's chrome shows, and the feed the home tab names", () => {
    expect(callsOf('/board/detail/9', 'visitor', 'desktop')).toEqual([
      '/api/account/profile',
      '/api/constant/gray-mode',
      '/api/website-navigation',
      '/api/forum/9',
      '/api/forum/9/posts?sort=reply',
      '/api/forum/9/banners',
    ]);
    // An app-only page has no header to show them.
    expect(callsOf('/publish/share', 'visitor', 'desktop')).not.toContain('/api/website-navigation');
    // The phone's home shows the top sector's logo; the desktop's does not.
    expect(callsOf('/?tab=following', 'member', 'desktop')).toEqual([
      '/api/account/profile',
      '/api/constant/gray-mode',
      '/api/website-navigation',
      '/api/account/badge',
      '/api/message/badge',
      '/api/index/banners',
      '/api/feeds/following',
    ]);
    // Following is a member's own: a visitor's Following tab reads no feed.
    expect(callsOf('/?tab=following', 'visitor')).toEqual([
      '/api/account/profile',
      '/api/constant/gray-mode',
      '/api/index/top-sector',
      '/api/index/banners',
    ]);
  });

  it("asks Me's posts by the signed-in member's id", () => {
    const route = matchRoute('/personal/posts')!;
    const page = { params: {}, search: new URLSearchParams(), layout: 'mobile' as const, viewerId: '42' };
    expect(firstViewCalls(route, page, 'member')).toContain('/api/user/42/posts');
    expect(firstViewCalls(route, { ...page, viewerId: undefined }, 'visitor')).not.toContain(
      '/api/user/42/posts',
    );
  });

  it("asks the search tab's first results by the address, filters only when they are valid", () => {
    const shell = ['/api/account/profile', '/api/constant/gray-mode'];
    expect(callsOf('/search?keyword=%20camera%20', 'visitor')).toEqual([
      ...shell,
      '/api/forum/list',
      '/api/search/posts?keyword=camera',
    ]);
    expect(callsOf('/search?keyword=camera&board=7&period=week', 'visitor')).toContain(
      '/api/search/posts?keyword=camera&boardId=7&period=week',
    );
    // An unknown period and an empty board are no filter, as the page reads them.
    expect(callsOf('/search?keyword=camera&board=&period=decade', 'visitor')).toContain(
      '/api/search/posts?keyword=camera',
    );
    expect(callsOf('/search?keyword=%E7%B1%B3%E7%B2%89&tab=members', 'visitor')).toEqual([
      ...shell,
      `/api/search/members?keyword=${encodeURIComponent('米粉')}`,
    ]);
    // Nothing to find: the page shows its prompt and asks nothing.
    expect(callsOf('/search?keyword=%20%20', 'visitor')).toEqual(shell);
    expect(callsOf('/search', 'visitor')).toEqual(shell);
  });

  it("asks the feeds page's tab, profiles' tabs beside the profile, and Me's sections only for members", () => {
    expect(callsOf('/feeds', 'member')).toContain('/api/feeds/following');
    expect(callsOf('/feeds?tab=recommended', 'member')).toContain('/api/feeds/recommended');
    expect(callsOf('/feeds', 'visitor').some((call) => call.includes('/feeds/'))).toBe(false);
    expect(callsOf('/user/9/followers', 'visitor')).toEqual(
      expect.arrayContaining(['/api/user/9', '/api/user/9/followers']),
    );
    expect(callsOf('/user/9/medals', 'visitor')).toContain('/api/user/9/medals');
    expect(callsOf('/personal/scores', 'member')).toEqual(
      expect.arrayContaining(['/api/account/scores', '/api/account/rewards']),
    );
    expect(callsOf('/personal/scores', 'visitor')).not.toContain('/api/account/scores');
    expect(callsOf('/board/detail', 'visitor')).toContain('/api/forum/list');
  });

  it("asks the message centre's tab, a promotion by its route and a report by its year", () => {
    expect(callsOf('/personal/message', 'member')).toContain('/api/message/list?type=system');
    expect(callsOf('/personal/message?tab=like', 'member')).toContain('/api/message/list?type=like');
    expect(callsOf('/personal/message?tab=bogus', 'member')).toContain('/api/message/list?type=system');
    expect(callsOf('/personal/message?tab=chat', 'member').some((call) => call.includes('/list'))).toBe(
      false,
    );
    expect(callsOf('/ff-reward/free-gift', 'visitor')).toContain('/api/promotions/free-gift');
    expect(callsOf('/2024userreports', 'member')).toContain('/api/year-in-review/2024');
    expect(callsOf('/content/playVideo', 'visitor')).toContain('/api/posts/video-feed');
    // A content page by its route's name; a collection by its id, with its posts.
    expect(callsOf('/realmeclub', 'visitor')).toContain('/api/content-pages/realme-club');
    expect(callsOf('/content/collection/4', 'visitor')).toEqual(
      expect.arrayContaining(['/api/tcm/detail?tcmId=4', '/api/tcm/4/posts']),
    );
  });

  it('writes a call the way the web client does: parameters encoded, absent query values left out', () => {
    expect(callUrl('/user/:id/posts', { id: 'a b' }, { cursor: undefined, sort: 'new' })).toBe(
      '/api/user/a%20b/posts?sort=new',
    );
    expect(callUrl('/x', undefined, { tag: ['a', 'b'] })).toBe('/api/x?tag=a&tag=b');
    expect(() => callUrl('/posts/:id', {})).toThrow('Missing path parameter id');
  });

  it('reads a call back from its URL: parameters decoded, the query kept, other paths refused', () => {
    const memberPosts = callUrlMatcher('/user/:id/posts');
    expect(memberPosts.parameters).toBe(1);
    const url = callUrl('/user/:id/posts', { id: 'a b' }, { sort: 'new', tag: ['x', 'y'] });
    const found = memberPosts.match(url)!;
    expect(found.params).toEqual({ id: 'a b' });
    expect(found.query.get('sort')).toBe('new');
    expect(found.query.getAll('tag')).toEqual(['x', 'y']);
    expect(memberPosts.match('/api/user/5/following')).toBeUndefined();
    expect(memberPosts.match('/api/user//posts')).toBeUndefined();
    expect(memberPosts.match('/user/5/posts')).toBeUndefined();
    expect(memberPosts.match('/api/user/%E0/posts')).toBeUndefined();
    expect(callUrlMatcher('/forum/list').match('/api/forum/list')).toEqual({
      params: {},
      query: new URLSearchParams(),
    });
  });
});
