import { describe, expect, it } from 'vitest';
import type { ContentLimits } from './contentLimits.ts';
import type { PostMeasures } from './publishing.ts';
import { choiceRefusal, postProblems, publishGate } from './publishing.ts';

const contentLimits = {
  contentMaxWords: 100,
  imageCount: 2,
  videoCount: 1,
  youtubeCount: 1,
  maxFiles: 1,
  pollMaxOptions: 3,
} as ContentLimits;
const now = 1_800_000_000;
const post = (overrides: Partial<PostMeasures> = {}): PostMeasures => ({
  kind: 'post',
  title: 'Night mode',
  category: 'discussion',
  content: { blank: false, words: 10, images: 0, videos: 0, youtube: 0 },
  attachmentCount: 0,
  poll: null,
  bugReport: null,
  ...overrides,
});
const codes = (measures: PostMeasures) =>
  postProblems(measures, { contentLimits, nowSeconds: now }).map(
    (problem) => `${problem.field}:${problem.code}`,
  );

describe('publishing rules', () => {
  it('lets a member publish only signed in, unbanned, and where Europe asks it, with a country on the account', () => {
    const europe = { features: { requireCountryToPublish: true } } as Parameters<typeof publishGate>[1];
    const elsewhere = { features: { requireCountryToPublish: false } } as Parameters<typeof publishGate>[1];
    expect(publishGate({ signedIn: false, isBlocked: false, countryCode: null }, elsewhere)).toBe(
      'LOGIN_REQUIRED',
    );
    expect(publishGate({ signedIn: true, isBlocked: true, countryCode: 'DE' }, europe)).toBe('USER_BANNED');
    expect(publishGate({ signedIn: true, isBlocked: false, countryCode: null }, europe)).toBe(
      'COUNTRY_REQUIRED',
    );
    expect(publishGate({ signedIn: true, isBlocked: false, countryCode: null }, elsewhere)).toBeNull();
    expect(publishGate({ signedIn: true, isBlocked: false, countryCode: 'DE' }, europe)).toBeNull();
  });

  it('keeps closed boards for staff and other countries’ boards for their own', () => {
    expect(choiceRefusal({ closed: true }, 'member')).toBe('BOARD_CLOSED');
    expect(choiceRefusal({ closed: true }, 'moderator')).toBeNull();
    expect(choiceRefusal({ closed: false, openToViewerCountry: false }, 'admin')).toBe(
      'SECTION_NOT_OPEN_TO_COUNTRY',
    );
    expect(choiceRefusal({ closed: false }, null)).toBeNull();
  });

  it('finds every problem of a post in the order the server judges them', () => {
    expect(codes(post())).toEqual([]);
    expect(
      codes(
        post({
          title: ' ',
          category: null,
          content: { blank: true, words: 0, images: 3, videos: 2, youtube: 2 },
          attachmentCount: 2,
        }),
      ),
    ).toEqual([
      'title:TITLE_REQUIRED',
      'category:CATEGORY_REQUIRED',
      'content:CONTENT_EMPTY',
      'content:TOO_MANY_IMAGES',
      'content:TOO_MANY_VIDEOS',
      'content:TOO_MANY_YOUTUBE',
      'attachments:TOO_MANY_FILES',
    ]);
    expect(codes(post({ content: { blank: false, words: 101, images: 0, videos: 0, youtube: 0 } }))).toEqual([
      'content:TOO_MANY_WORDS',
    ]);
  });

  it('puts a picture post’s and a bug report’s problems on their own fields', () => {
    const picture = post({
      kind: 'picture',
      category: null,
      content: { blank: false, words: 1, images: 0, videos: 0, youtube: 0 },
    });
    expect(codes(picture)).toEqual(['pictures:IMAGE_REQUIRED']);
    const report = post({
      kind: 'bug_report',
      category: null,
      content: { blank: false, words: 3, images: 3, videos: 0, youtube: 0 },
      bugReport: { device: '', contact: 'not a contact' },
    });
    expect(codes(report)).toEqual([
      'description:DESCRIPTION_WORDS',
      'pictures:TOO_MANY_IMAGES',
      'device:DEVICE_REQUIRED',
      'contact:CONTACT_INVALID',
    ]);
  });

  it('checks a poll: its title, 2 to the most options each complete and short, a deadline ahead', () => {
    const poll = (overrides: Partial<NonNullable<PostMeasures['poll']>>) =>
      post({
        poll: {
          title: 'Colour?',
          type: 'text',
          options: [
            { label: 'Blue', hasImage: false },
            { label: 'Red', hasImage: false },
          ],
          deadline: now + 60,
          ...overrides,
        },
      });
    expect(codes(poll({}))).toEqual([]);
    expect(codes(poll({ title: '', deadline: 0 }))).toEqual([
      'pollTitle:POLL_TITLE_REQUIRED',
      'pollDeadline:POLL_DEADLINE_REQUIRED',
    ]);
    expect(codes(poll({ deadline: now }))).toEqual(['pollDeadline:POLL_DEADLINE_PAST']);
    expect(codes(poll({ options: [{ label: 'Only one', hasImage: false }] }))).toEqual([
      'pollOptions:POLL_OPTIONS_INVALID',
    ]);
    expect(
      codes(
        poll({
          options: [
            { label: 'x'.repeat(16), hasImage: false },
            { label: 'y', hasImage: false },
          ],
        }),
      ),
    ).toEqual(['pollOptions:POLL_OPTIONS_INVALID']);
    expect(
      codes(
        poll({
          type: 'image',
          options: [
            { label: '', hasImage: true },
            { label: '', hasImage: false },
          ],
        }),
      ),
    ).toEqual(['pollOptions:POLL_OPTIONS_INVALID']);
  });
});
