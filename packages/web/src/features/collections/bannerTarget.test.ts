import { describe, expect, it } from 'vitest';
import { bannerTarget } from './bannerTarget.ts';

describe('bannerTarget', () => {
  it('opens the spec’s link types where they lead', () => {
    expect(bannerTarget({ redirectType: 'thread', resource: '12' }, 'mobile')).toEqual({
      kind: 'internal',
      path: '/post-details/12',
    });
    expect(bannerTarget({ redirectType: 'board', resource: '3' }, 'desktop')).toEqual({
      kind: 'internal',
      path: '/product',
    });
    expect(bannerTarget({ redirectType: 'url', resource: 'example.com/a' }, 'mobile')).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
  });

  it('asks what a topic banner’s item is before opening it', () => {
    expect(bannerTarget({ redirectType: 'topic', resource: ' 42 ' }, 'mobile')).toEqual({
      kind: 'tcm',
      id: '42',
    });
    // Without an item it is the collection page's stale link: 'This page has expired.'
    expect(bannerTarget({ redirectType: 'topic', resource: '' }, 'mobile')).toEqual({
      kind: 'internal',
      path: '/content/collection',
    });
  });

  it('sends a type only the apps know to the app', () => {
    expect(bannerTarget({ redirectType: 'live-room', resource: '5' }, 'desktop')).toEqual({
      kind: 'appOnly',
    });
  });
});
