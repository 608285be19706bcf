import { describe, expect, it } from 'vitest';
import type { PollView, PostDetail, PostSummary } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import type { PostListData } from './postState.ts';
import {
  badgeStyleOf,
  clampImageSize,
  editPathFor,
  findPost,
  flattenPosts,
  formatBytes,
  isPostId,
  optimisticToggle,
  pollShares,
  pollStateOf,
  postFailureOf,
  postLabels,
  reactionState,
  toggleChoice,
  updatePost,
  withReactionState,
  withoutPost,
} from './postState.ts';

const post = (id: string, over: Partial<PostSummary> = {}): PostSummary => ({
  id,
  kind: 'post',
  title: `Post ${id}`,
  excerpt: '',
  images: [],
  cover: null,
  author: { id: '9', username: 'fan', avatar: '', editorGroupState: [], level: 1, isModerator: false },
  board: { id: '1', name: 'Phones' },
  section: null,
  category: null,
  tags: [],
  createdAt: 0,
  lastActivityAt: 0,
  viewCount: 0,
  likeCount: 2,
  commentCount: 0,
  favouriteCount: 0,
  liked: false,
  favourited: false,
  featured: false,
  homeRecommended: false,
  pinned: null,
  popularityTier: 0,
  hasPoll: false,
  ...over,
});

const list = (...pages: PostSummary[][]): PostListData => ({
  pages: pages.map((posts, index) => ({
    posts,
    cursor: String(index + 1),
    hasMore: index < pages.length - 1,
  })),
  pageParams: pages.map((_, index) => (index ? String(index) : undefined)),
});

const detail = (id: string): PostDetail => ({
  ...post(id),
  contentHtml: '<p>x</p>',
  mentions: [],
  commentsLocked: false,
  shielded: false,
  pending: false,
  sunk: false,
  canModerate: false,
  commentVisibility: 'everyone',
  editedAt: null,
  attachments: [],
  poll: null,
  bugReport: null,
  shareCount: 0,
  isAuthor: false,
  followedAuthor: false,
  canEdit: false,
  editBlockedReason: 'not_author',
  boardBan: null,
  canDelete: false,
});

describe('isPostId', () => {
  it('takes decimal ids only', () => {
    expect(isPostId('123')).toBe(true);
    expect(isPostId('12a')).toBe(false);
    expect(isPostId('')).toBe(false);
    expect(isPostId(null)).toBe(false);
    expect(isPostId(undefined)).toBe(false);
  });
});

describe('flattenPosts', () => {
  it('joins pages and shows a post once', () => {
    expect(flattenPosts(list([post('1'), post('2')], [post('2'), post('3')])).map((p) => p.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(flattenPosts(undefined)).toEqual([]);
  });
});

describe('likes and favourites in the cache', () => {
  const like =
    (on: boolean) =>
    <P extends PostSummary>(p: P) =>
      withReactionState(p, 'like', optimisticToggle(reactionState(p, 'like'), on));

  it('changes the post in every page of a list and leaves others untouched', () => {
    const data = list([post('1'), post('2')], [post('3')]);
    const next = updatePost(data, '3', like(true));
    expect(next.pages[0]).toBe(data.pages[0]);
    expect(findPost(next, '3')).toMatchObject({ liked: true, likeCount: 3 });
    expect(updatePost(data, '7', like(true))).toBe(data);
  });

  it('changes a detail and keeps its own fields', () => {
    const next = updatePost(detail('5'), '5', (p) =>
      withReactionState(p, 'favourite', optimisticToggle(reactionState(p, 'favourite'), true)),
    );
    expect(next).toMatchObject({ favourited: true, favouriteCount: 1, contentHtml: '<p>x</p>' });
    const same = detail('6');
    expect(updatePost(same, '5', like(true))).toBe(same);
  });

  it('does not count twice and never goes below zero', () => {
    expect(optimisticToggle({ followed: true, followerCount: 4 }, true)).toEqual({
      followed: true,
      followerCount: 4,
    });
    expect(optimisticToggle({ followed: true, followerCount: 0 }, false)).toEqual({
      followed: false,
      followerCount: 0,
    });
  });

  it('returns the same post when the state does not change', () => {
    const p = post('1');
    expect(withReactionState(p, 'like', { followed: false, followerCount: 2 })).toBe(p);
  });
});

describe('withoutPost', () => {
  it('removes a deleted post from lists only', () => {
    const data = list([post('1'), post('2')], [post('3')]);
    expect(flattenPosts(withoutPost(data, '2')).map((p) => p.id)).toEqual(['1', '3']);
    expect(withoutPost(data, '9')).toBe(data);
    const d = detail('2');
    expect(withoutPost(d, '2')).toBe(d);
  });
});

describe('clampImageSize', () => {
  const web = { min: 160, max: 220 };
  it('fits the longer side to the maximum and holds the shorter one at the minimum', () => {
    expect(clampImageSize(1000, 500, web)).toEqual({ width: 220, height: 160 });
    expect(clampImageSize(1000, 1000, web)).toEqual({ width: 220, height: 220 });
    expect(clampImageSize(300, 900, web)).toEqual({ width: 160, height: 220 });
  });
  it('raises small images to the minimum', () => {
    expect(clampImageSize(50, 40, web)).toEqual({ width: 160, height: 160 });
    expect(clampImageSize(200, 180, web)).toEqual({ width: 200, height: 180 });
  });
  it('uses the app range when asked and survives missing sizes', () => {
    expect(clampImageSize(2000, 100, { min: 128, max: 228 })).toEqual({ width: 228, height: 128 });
    expect(clampImageSize(0, 0, web)).toEqual({ width: 220, height: 220 });
  });
});

describe('editPathFor', () => {
  it('opens the publish page of the kind', () => {
    expect(editPathFor('post', '7')).toBe('/publish/post?edit=7');
    expect(editPathFor('topic', '7')).toBe('/publish/topic?edit=7');
    expect(editPathFor('picture', '7')).toBe('/publish/EditPicture?edit=7');
    expect(editPathFor('bug_report', '7')).toBe('/publish/bug-report?edit=7');
  });
});

describe('postFailureOf', () => {
  it('tells deleted from missing from other failures', () => {
    expect(postFailureOf(new ApiError('POST_DELETED', 'x', 404))).toBe('deleted');
    expect(postFailureOf(new ApiError('POST_NOT_FOUND', 'x', 404))).toBe('notFound');
    expect(postFailureOf(new ApiError('INTERNAL', 'x', 500))).toBe('other');
    expect(postFailureOf(new Error('x'))).toBe('other');
  });
});

describe('postLabels', () => {
  it('orders pins, featured, the popularity tier and the poll marker', () => {
    expect(
      postLabels(post('1', { pinned: 'main', featured: true, popularityTier: 2, hasPoll: true })),
    ).toEqual([
      { key: 'pinnedMain' },
      { key: 'featured' },
      { key: 'tier', min: 11, max: 20 },
      { key: 'poll' },
    ]);
    expect(postLabels(post('1', { pinned: 'sub', popularityTier: 1 }))).toEqual([
      { key: 'pinnedSub' },
      { key: 'tier', min: 1, max: 10 },
    ]);
    expect(postLabels(post('1', { popularityTier: 9 }))).toEqual([{ key: 'hot' }]);
    expect(postLabels(post('1'))).toEqual([]);
  });
});

describe('polls', () => {
  const poll = (over: Partial<PollView> = {}): PollView => ({
    title: 'Best colour',
    type: 'text',
    multiple: false,
    deadline: 100,
    closed: false,
    voterCount: 4,
    options: [
      { id: 'a', label: 'Red', imageUrl: null, voteCount: 3 },
      { id: 'b', label: 'Blue', imageUrl: null, voteCount: 1 },
    ],
    myVotes: [],
    ...over,
  });

  it('is open, voted or closed', () => {
    expect(pollStateOf(poll())).toBe('open');
    expect(pollStateOf(poll({ myVotes: ['a'] }))).toBe('voted');
    expect(pollStateOf(poll({ closed: true, myVotes: ['a'] }))).toBe('closed');
  });

  it('shares votes for single choice and voters for multiple choice', () => {
    expect([...pollShares(poll()).values()]).toEqual([75, 25]);
    expect([...pollShares(poll({ multiple: true, voterCount: 3 })).values()]).toEqual([100, 33]);
    expect([
      ...pollShares(
        poll({ voterCount: 0, options: [{ id: 'a', label: 'x', imageUrl: null, voteCount: 0 }] }),
      ).values(),
    ]).toEqual([0]);
  });

  it('chooses one option at a time, or a set for multiple choice', () => {
    expect(toggleChoice(['a'], 'b', false)).toEqual(['b']);
    expect(toggleChoice(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleChoice(['a', 'b'], 'a', true)).toEqual(['b']);
  });
});

describe('badgeStyleOf', () => {
  const entry = (type: string, status: 'active' | 'inactive' = 'active') => ({ name: type, type, status });
  it('is ordinary for K, L, M and N, special for any other active type, none without one', () => {
    expect(badgeStyleOf([entry('K'), entry('N')])).toBe('ordinary');
    expect(badgeStyleOf([entry('K'), entry('A')])).toBe('special');
    expect(badgeStyleOf([entry('K'), entry('A', 'inactive')])).toBe('ordinary');
    expect(badgeStyleOf([entry('A', 'inactive')])).toBeNull();
    expect(badgeStyleOf([])).toBeNull();
  });
});

describe('formatBytes', () => {
  it('picks a unit', () => {
    expect(formatBytes(512, 'en')).toMatch(/^512\s?/);
    expect(formatBytes(2048, 'en')).toBe('2 kB');
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
  });
});
