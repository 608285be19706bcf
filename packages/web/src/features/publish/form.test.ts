import { describe, expect, it } from 'vitest';
import type { PostDetail } from '@fanzone/contract';
import {
  contentOf,
  deadlineToSeconds,
  emptyForm,
  formFromDraft,
  formFromPost,
  isFormEmpty,
  secondsToDeadline,
  toDraftData,
  toPostInput,
} from './form.ts';

const image = { url: '/uploads/a.png', width: 800, height: 600 };

describe('publish form', () => {
  it('sends the sub board when one is chosen, trims text, and only what the kind has', () => {
    const form = {
      ...emptyForm('post'),
      title: '  Hello  ',
      contentHtml: '<p>Body</p>',
      boardId: '1',
      subBoardId: '2',
      sectionId: '20',
      category: 'tips' as const,
      tags: ['camera'],
      cover: image,
    };
    expect(toPostInput(form)).toMatchObject({
      kind: 'post',
      boardId: '2',
      sectionId: '20',
      title: 'Hello',
      contentHtml: '<p>Body</p>',
      category: 'tips',
      tags: ['camera'],
      cover: image,
      poll: null,
      bugReport: null,
    });
  });

  it('puts a picture post’s images first and a bug report’s description as its content', () => {
    const picture = { ...emptyForm('picture'), pictures: [image], contentHtml: '<p>Caption</p>' };
    expect(contentOf(picture)).toBe(
      '<p><img src="/uploads/a.png" width="800" height="600"></p><p>Caption</p>',
    );
    const bug = {
      ...emptyForm('bug_report'),
      pictures: [image],
      bugReport: {
        ...emptyForm('bug_report').bugReport,
        description: 'It <crashes>\n\nalways',
        device: ' Nova 12 ',
      },
      category: 'tips' as const,
      cover: image,
    };
    const input = toPostInput(bug);
    expect(input.contentHtml).toBe(
      '<p>It &lt;crashes&gt;</p><p>always</p><p><img src="/uploads/a.png" width="800" height="600"></p>',
    );
    expect(input.category).toBeNull();
    expect(input.cover).toBeNull();
    expect(input.bugReport).toMatchObject({ device: 'Nova 12', frequency: null });
  });

  it('converts the poll deadline between the input and unix seconds', () => {
    const seconds = deadlineToSeconds('2030-05-01T10:30');
    expect(seconds).toBeGreaterThan(0);
    expect(secondsToDeadline(seconds)).toBe('2030-05-01T10:30');
    expect(deadlineToSeconds('')).toBe(0);
    expect(secondsToDeadline(0)).toBe('');
    const poll = {
      title: ' Best? ',
      type: 'text' as const,
      multiple: true,
      options: [
        { label: ' A ', imageUrl: 'ignored' },
        { label: 'B', imageUrl: null },
      ],
      deadline: '2030-05-01T10:30',
    };
    expect(toPostInput({ ...emptyForm('topic'), poll }).poll).toEqual({
      title: 'Best?',
      type: 'text',
      multiple: true,
      options: [
        { label: 'A', imageUrl: null },
        { label: 'B', imageUrl: null },
      ],
      deadline: seconds,
    });
  });

  it('sends a poll in progress back exactly as stored when editing', () => {
    const view = {
      title: 'Stored',
      type: 'text' as const,
      multiple: false,
      deadline: 1_900_000_123,
      closed: false,
      voterCount: 3,
      options: [
        { id: '1', label: 'x', imageUrl: null, voteCount: 1 },
        { id: '2', label: 'y', imageUrl: null, voteCount: 2 },
      ],
      myVotes: [],
    };
    expect(toPostInput(emptyForm('post'), view).poll).toEqual({
      title: 'Stored',
      type: 'text',
      multiple: false,
      options: [
        { label: 'x', imageUrl: null },
        { label: 'y', imageUrl: null },
      ],
      deadline: 1_900_000_123,
    });
  });

  it('round-trips through a draft, and opens old or damaged drafts', () => {
    const form = { ...emptyForm('topic'), title: 'T', boardId: '1', tags: ['a'], pictures: [image] };
    const data = JSON.parse(JSON.stringify(toDraftData(form))) as Record<string, unknown>;
    expect(formFromDraft('topic', 'T', data)).toEqual(form);
    const damaged = formFromDraft('post', 'Saved title', {
      boardId: 12,
      tags: ['x', '', 5, 'y', 'z'],
      category: 'nonsense',
      cover: { url: '/u.png', width: 0, height: 5 },
      poll: { title: 'P', options: 'no' },
      bugReport: null,
    });
    expect(damaged).toMatchObject({
      kind: 'post',
      title: 'Saved title',
      boardId: null,
      tags: ['x', 'y'],
      category: null,
      cover: null,
      poll: { title: 'P', type: 'text', multiple: false },
    });
    expect(damaged.poll?.options).toHaveLength(2);
  });

  it('knows an untouched form', () => {
    expect(isFormEmpty(emptyForm('post'))).toBe(true);
    expect(isFormEmpty({ ...emptyForm('post'), title: 'x' })).toBe(false);
  });

  it("reads a bug report's description back as typed", () => {
    const post = {
      id: '3',
      kind: 'bug_report',
      title: 'Crash',
      contentHtml:
        '<p>First line<br />second line</p><p>Next paragraph</p><p><img src="/uploads/a.png" width="800" height="600" /></p>',
      board: { id: '1', name: 'B' },
      section: null,
      category: null,
      tags: [],
      commentVisibility: 'everyone',
      cover: null,
      attachments: [],
      poll: null,
      bugReport: { device: 'Nova', systemVersion: '5', frequency: 'once', path: 'p', contact: 'a@b.co' },
      images: [image],
    } as unknown as PostDetail;
    const form = formFromPost(post, () => null);
    expect(form.bugReport.description).toBe('First line\nsecond line\n\nNext paragraph');
    expect(form.pictures).toEqual([image]);
    expect(contentOf(form)).toBe(
      '<p>First line<br>second line</p><p>Next paragraph</p><p><img src="/uploads/a.png" width="800" height="600"></p>',
    );
  });

  it("fills the form from a post's details, its board placed under the main board", () => {
    const post = {
      id: '9',
      kind: 'picture',
      title: 'Sunset',
      contentHtml: '<p><img src="/uploads/a.png" width="800" height="600"></p><p>Caption</p>',
      board: { id: '2', name: 'Sub' },
      section: { id: '20', name: 'S' },
      category: null,
      tags: ['sky'],
      commentVisibility: 'after_comment',
      cover: null,
      attachments: [],
      poll: null,
      bugReport: null,
      images: [image],
    } as unknown as PostDetail;
    const form = formFromPost(post, (id) => (id === '2' ? { boardId: '1', subBoardId: '2' } : null));
    expect(form).toMatchObject({
      kind: 'picture',
      title: 'Sunset',
      pictures: [image],
      contentHtml: '<p>Caption</p>',
      boardId: '1',
      subBoardId: '2',
      sectionId: '20',
      commentVisibility: 'after_comment',
      tags: ['sky'],
    });
  });
});
