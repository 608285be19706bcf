import { describe, expect, it } from 'vitest';
import type { Comment, Reply } from '@fanzone/contract';
import type { CommentsData, RepliesData } from './commentState.ts';
import {
  commentsSummary,
  containsComment,
  findComment,
  flattenComments,
  flattenReplies,
  hiddenReplyCount,
  toReply,
  updateComment,
  removedCount,
  visibleReplies,
  withNewComment,
  withTotalChange,
  withoutComment,
} from './commentState.ts';

const author = {
  id: '9',
  username: 'fan',
  avatar: '',
  editorGroupState: [],
  level: 1,
  isModerator: false,
  isPostAuthor: false,
};

const reply = (id: string, parentId: string, over: Partial<Reply> = {}): Reply => ({
  id,
  postId: '1',
  parentId,
  author,
  replyTo: null,
  content: `reply ${id}`,
  mentions: [],
  images: [],
  likeCount: 0,
  liked: false,
  createdAt: 0,
  canDelete: false,
  shielded: false,
  canModerate: false,
  ...over,
});

const comment = (id: string, replies: Reply[] = [], replyCount = replies.length): Comment => ({
  ...reply(id, '0'),
  parentId: null,
  content: `comment ${id}`,
  replies,
  replyCount,
});

const comments = (...pages: Comment[][]): CommentsData => ({
  pages: pages.map((list, index) => ({
    comments: list,
    hiddenReason: null,
    total: 10,
    cursor: String(index + 1),
    hasMore: index < pages.length - 1,
  })),
  pageParams: pages.map((_, index) => (index ? String(index) : undefined)),
});

const replies = (hasMore: boolean, ...list: Reply[]): RepliesData => ({
  pages: [{ replies: list, cursor: 'c', hasMore }],
  pageParams: [undefined],
});

describe('flattening', () => {
  it('shows each comment and reply once', () => {
    expect(flattenComments(comments([comment('1'), comment('2')], [comment('2')])).map((c) => c.id)).toEqual([
      '1',
      '2',
    ]);
    expect(flattenReplies(replies(false, reply('5', '1'), reply('5', '1'))).map((r) => r.id)).toEqual(['5']);
    expect(flattenComments(undefined)).toEqual([]);
  });

  it('reads the total and the hidden reason from the first page', () => {
    expect(commentsSummary(comments([comment('1')]))).toEqual({ total: 10, hiddenReason: null });
    expect(commentsSummary(undefined)).toEqual({ total: 0, hiddenReason: null });
  });

  it('finds a comment or one of its first replies', () => {
    const list = [comment('1', [reply('5', '1')])];
    expect(containsComment(list, '1')).toBe(true);
    expect(containsComment(list, '5')).toBe(true);
    expect(containsComment(list, '6')).toBe(false);
  });
});

describe('updateComment (likes)', () => {
  const like = (item: Reply): Reply => ({ ...item, liked: true, likeCount: item.likeCount + 1 });

  it('changes a reply inside a comment list, and nothing else', () => {
    const data = comments([comment('1', [reply('5', '1')])], [comment('2')]);
    const next = updateComment(data, '5', like);
    expect(findComment(next, '5')).toMatchObject({ liked: true, likeCount: 1 });
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(updateComment(data, '9', like)).toBe(data);
  });

  it('changes a top-level comment and keeps its replies', () => {
    const data = comments([comment('1', [reply('5', '1')])]);
    const next = updateComment(data, '1', like);
    expect(next.pages[0]?.comments[0]).toMatchObject({ liked: true, replyCount: 1 });
    expect(next.pages[0]?.comments[0]?.replies).toHaveLength(1);
  });

  it('works on reply pages and on one comment', () => {
    expect(findComment(updateComment(replies(false, reply('5', '1')), '5', like), '5')?.liked).toBe(true);
    const one = comment('1', [reply('5', '1')]);
    expect(findComment(updateComment(one, '5', like), '5')?.liked).toBe(true);
    expect(updateComment(one, '8', like)).toBe(one);
  });

  it('leaves data of another shape alone', () => {
    const other = { pages: [{ items: [], cursor: null, hasMore: false }], pageParams: [undefined] };
    expect(updateComment(other as never, '1', like)).toBe(other);
  });
});

describe('withNewComment', () => {
  it('puts a new comment first and counts it', () => {
    const data = comments([comment('1')], [comment('2')]);
    const next = withNewComment(data, comment('3'));
    expect(flattenComments(next).map((c) => c.id)).toEqual(['3', '1', '2']);
    expect(next.pages[0]?.total).toBe(11);
    expect(withNewComment(next, comment('3'))).toBe(next);
  });

  it('appends a reply to its comment everywhere it is cached', () => {
    const created = { ...comment('7'), parentId: '1', replyTo: { id: '5', username: 'x' } };
    const list = withNewComment(comments([comment('1', [reply('5', '1')], 4)]), created);
    expect(list.pages[0]?.comments[0]?.replies.map((r) => r.id)).toEqual(['5', '7']);
    expect(list.pages[0]?.comments[0]?.replyCount).toBe(5);
    // The total counts replies too (the server's comment count does).
    expect(list.pages[0]?.total).toBe(11);
    expect(withNewComment(list, created)).toBe(list);

    const ended = withNewComment(replies(false, reply('5', '1')), created);
    expect(flattenReplies(ended).map((r) => r.id)).toEqual(['5', '7']);
    const open = replies(true, reply('5', '1'));
    expect(withNewComment(open, created)).toBe(open);

    const one = withNewComment(comment('1'), created);
    expect(one.replyCount).toBe(1);
    const other = comment('2');
    expect(withNewComment(other, created)).toBe(other);
  });

  it('keeps a reply without the comment-only fields', () => {
    expect(Object.keys(toReply(comment('1')))).not.toContain('replies');
  });
});

describe('withoutComment', () => {
  it('removes a comment; the total moves by what the server removed', () => {
    const gone = comment('1', [reply('5', '1')], 3);
    const next = withoutComment(comments([gone, comment('2')]), '1');
    expect(flattenComments(next).map((c) => c.id)).toEqual(['2']);
    expect(removedCount(gone)).toBe(4);
    expect(removedCount(reply('5', '1'))).toBe(1);
    expect(removedCount(undefined)).toBe(1);
    expect(withTotalChange(next, -4).pages[0]?.total).toBe(6);
    expect(withTotalChange(comments(), -4)).toEqual(comments());
  });

  it('removes a reply and lowers its comment’s count', () => {
    const next = withoutComment(comments([comment('1', [reply('5', '1')], 3)]), '5');
    expect(next.pages[0]?.comments[0]).toMatchObject({ replies: [], replyCount: 2 });
    expect(next.pages[0]?.total).toBe(10);
    expect(flattenReplies(withoutComment(replies(false, reply('5', '1')), '5'))).toEqual([]);
    const data = comments([comment('1')]);
    expect(withoutComment(data, '9')).toBe(data);
  });
});

describe('replies on screen', () => {
  it('shows the first replies until more are loaded, then the loaded ones', () => {
    const c = comment('1', [reply('5', '1'), reply('6', '1')], 5);
    expect(visibleReplies(c, undefined).map((r) => r.id)).toEqual(['5', '6']);
    expect(visibleReplies(c, [reply('5', '1'), reply('6', '1'), reply('7', '1')]).map((r) => r.id)).toEqual([
      '5',
      '6',
      '7',
    ]);
    expect(hiddenReplyCount(c, 2)).toBe(3);
    expect(hiddenReplyCount(c, 9)).toBe(0);
  });
});
