import { describe, expect, it } from 'vitest';
import type { Board } from '@fanzone/contract';
import { defaultContentLimits } from '@fanzone/contract';
import type { PublishForm } from './form.ts';
import { deadlineToSeconds, emptyForm } from './form.ts';
import { isContact } from '@fanzone/contract';
import { fieldOfServerError, firstErrorField, validatePublishForm } from './validate.ts';

const boards: Board[] = [
  {
    id: '1',
    name: 'Phones',
    description: '',
    iconUrl: '',
    closed: false,
    euProduct: false,
    openToViewerCountry: true,
    followerCount: 0,
    postCount: 0,
    followed: false,
    sections: [{ id: '10', name: 'Camera', closed: false }],
    children: [],
  },
];
const now = deadlineToSeconds('2030-01-01T00:00');
const context = { contentLimits: defaultContentLimits, boards, role: 'member' as const, nowSeconds: now };
const valid = (kind: PublishForm['kind']): PublishForm => ({
  ...emptyForm(kind),
  title: 'A title',
  contentHtml: '<p>Some words here</p>',
  boardId: '1',
  sectionId: '10',
  category: 'discussion',
});
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('publish form validation (mirrors the server)', () => {
  it('accepts a complete post', () => {
    expect(validatePublishForm(valid('post'), context)).toEqual({});
  });

  it("answers with the spec's messages: title, content, board, section, category", () => {
    const errors = validatePublishForm(
      { ...emptyForm('post'), title: '   ', contentHtml: '<p> </p><p><br></p>' },
      context,
    );
    expect(errors).toEqual({
      title: { code: 'TITLE_REQUIRED' },
      content: { code: 'CONTENT_EMPTY' },
      board: { code: 'BOARD_REQUIRED' },
      category: { code: 'CATEGORY_REQUIRED' },
    });
    expect(firstErrorField(errors)).toBe('title');
    expect(validatePublishForm({ ...valid('post'), sectionId: null }, context)).toEqual({
      section: { code: 'SECTION_REQUIRED' },
    });
  });

  it('counts media against the community limits', () => {
    const limits = { ...defaultContentLimits, imageCount: 1, youtubeCount: 0 };
    const form = { ...valid('post'), contentHtml: '<img src="/a.png"><img src="/b.png">' };
    expect(validatePublishForm(form, { ...context, contentLimits: limits }).content).toEqual({
      code: 'TOO_MANY_IMAGES',
      values: { max: 1 },
    });
    const youtube = {
      ...valid('post'),
      contentHtml: '<div data-youtube-video><iframe src="x"></iframe></div>',
    };
    expect(validatePublishForm(youtube, { ...context, contentLimits: limits }).content?.code).toBe(
      'TOO_MANY_YOUTUBE',
    );
    const long = { ...valid('post'), contentHtml: `<p>${words(11)}</p>` };
    expect(
      validatePublishForm(long, {
        ...context,
        contentLimits: { ...defaultContentLimits, contentMaxWords: 10 },
      }).content,
    ).toEqual({ code: 'TOO_MANY_WORDS', values: { max: 10 } });
  });

  it('needs images first in a picture post, no category', () => {
    const picture = { ...valid('picture'), category: null, contentHtml: '' };
    expect(validatePublishForm(picture, context)).toEqual({ pictures: { code: 'IMAGE_REQUIRED' } });
    expect(
      validatePublishForm(
        { ...picture, pictures: [{ url: '/uploads/a.png', width: 1, height: 1 }] },
        context,
      ),
    ).toEqual({});
  });

  it('checks the poll: title, options, deadline in the future', () => {
    const poll = {
      title: '',
      type: 'text' as const,
      multiple: false,
      options: [{ label: 'Yes', imageUrl: null }],
      deadline: '',
    };
    expect(validatePublishForm({ ...valid('post'), poll }, context)).toEqual({
      pollTitle: { code: 'POLL_TITLE_REQUIRED' },
      pollOptions: {
        code: 'POLL_OPTIONS_INVALID',
        values: { min: 2, max: defaultContentLimits.pollMaxOptions },
      },
      pollDeadline: { code: 'POLL_DEADLINE_REQUIRED' },
    });
    const past = {
      ...poll,
      title: 'Q',
      options: [...poll.options, { label: 'No', imageUrl: null }],
      deadline: '2029-12-31T23:00',
    };
    expect(validatePublishForm({ ...valid('post'), poll: past }, context)).toEqual({
      pollDeadline: { code: 'POLL_DEADLINE_PAST' },
    });
    const good = { ...past, deadline: '2030-01-02T00:00' };
    expect(validatePublishForm({ ...valid('post'), poll: good }, context)).toEqual({});
    // Image options need an image; their names are optional.
    const images = {
      ...good,
      type: 'image' as const,
      options: [
        { label: '', imageUrl: '/a.png' },
        { label: '', imageUrl: null },
      ],
    };
    expect(validatePublishForm({ ...valid('post'), poll: images }, context).pollOptions?.code).toBe(
      'POLL_OPTIONS_INVALID',
    );
    // A poll in progress (edit) is not checked: it is sent back as stored.
    expect(validatePublishForm({ ...valid('post'), poll }, { ...context, pollLocked: true })).toEqual({});
  });

  it('checks a bug report: device, 10-150 words of description, contact', () => {
    const report = (description: string, contact = 'fan@example.com', device = 'Nova 12'): PublishForm => ({
      ...valid('bug_report'),
      category: null,
      contentHtml: '',
      bugReport: { ...emptyForm('bug_report').bugReport, description, contact, device },
    });
    expect(validatePublishForm(report(words(9)), context)).toEqual({
      description: { code: 'DESCRIPTION_WORDS', values: { min: 10, max: 150 } },
    });
    expect(validatePublishForm(report(words(10)), context)).toEqual({});
    expect(validatePublishForm(report(words(151)), context).description?.code).toBe('DESCRIPTION_WORDS');
    expect(validatePublishForm(report('', 'nope', ' '), context)).toEqual({
      device: { code: 'DEVICE_REQUIRED' },
      description: { code: 'CONTENT_EMPTY' },
      contact: { code: 'CONTACT_INVALID' },
    });
  });

  it('counts Chinese words by segmentation, as the server does', () => {
    const chinese = '我的手机在拍照的时候经常会突然自动关机然后重新启动';
    const form: PublishForm = {
      ...valid('bug_report'),
      bugReport: {
        ...emptyForm('bug_report').bugReport,
        description: chinese,
        contact: '13800138000',
        device: 'Nova',
      },
    };
    expect(validatePublishForm(form, context)).toEqual({});
  });

  it('takes an e-mail or a phone number as contact', () => {
    expect(isContact('fan@example.com')).toBe(true);
    expect(isContact('+86 138 0013 8000')).toBe(true);
    expect(isContact('(021) 555-1234')).toBe(true);
    expect(isContact('12345')).toBe(false);
    expect(isContact('fan@example')).toBe(false);
    expect(isContact('call me')).toBe(false);
  });

  it('places server refusals at their field', () => {
    expect(fieldOfServerError('BOARD_CLOSED')).toBe('board');
    expect(fieldOfServerError('DESCRIPTION_WORDS')).toBe('description');
    expect(fieldOfServerError('RATE_LIMITED')).toBeNull();
  });
});
