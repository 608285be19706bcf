import { describe, expect, it } from 'vitest';
import { matchRoute, paths, routeTable } from './routes.ts';

describe('route table', () => {
  it.each([
    ['/', 'home'],
    ['/search', 'search'],
    ['/board/detail', 'board-detail'],
    ['/board/detail/42', 'board-detail'],
    ['/board', 'board'],
    ['/publish/post/select-section/3', 'publish-select-section'],
    ['/post-details/9', 'post-details'],
    ['/post-details/9/h5', 'post-details-h5'],
    ['/personal', 'personal'],
    ['/personal/message', 'my-message'],
    ['/user/5/followers', 'user-followers'],
    ['/wq/abc', 'questionnaire'],
    ['/android/policy/3party-sdk', 'app-policy-3party-sdk'],
    ['/check-in', 'check-in'],
    ['/check-in/7', 'check-in'],
    ['/content/collection', 'content-collection'],
    ['/content/competition/2', 'content-competition'],
    ['/ff-reward/free-gift', 'free-gift'],
    ['/pp/1.0.2', 'policy-version'],
    ['/ua/3', 'policy-version'],
  ])('%s is %s', (pathname, name) => {
    expect(matchRoute(pathname)?.name).toBe(name);
  });

  it.each([
    '/nowhere',
    '/pp/v1',
    '/post-details',
    '/content/competition',
    '/user/5/posts/x',
    '/a/1/2',
    '/search/extra',
  ])('%s is not a route (redirects home)', (pathname) => {
    expect(matchRoute(pathname)).toBeUndefined();
  });

  it('gives every route a unique name', () => {
    const names = routeTable.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('builds named-route paths that the table matches', () => {
    expect(matchRoute(paths.postDetails('12'))?.name).toBe('post-details');
    expect(paths.postDetails('12', '34')).toBe('/post-details/12?comment=34');
    expect(paths.boardDetail('3', true)).toBe('/board/detail/3?join=true');
    expect(matchRoute(paths.myMissions())?.name).toBe('my-missions');
    expect(paths.search('a b')).toBe('/search?keyword=a%20b');
  });
});
