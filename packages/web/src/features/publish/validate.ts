import type { Board, ContentLimits, ErrorCode, PostKind, Role } from '@fanzone/contract';
import { countWords, isBlankHtml, isContact, limits } from '@fanzone/contract';
import { choiceErrors } from './boardChoice.ts';
import type { PublishForm } from './form.ts';
import { contentOf, deadlineToSeconds } from './form.ts';
import { countMedia, htmlToText } from './richText.ts';

/**
 * The server's publishing rules, mirrored for fast feedback (spec §5). Every problem is a contract
 * error code, so the message is the one the server would send (the `errors` namespace); the server
 * stays the judge and its refusal is shown as well.
 */

/** What each kind of post asks for. */
export type KindFields = {
  editor: boolean;
  pictures: boolean;
  category: boolean;
  tags: boolean;
  visibility: boolean;
  cover: boolean;
  attachments: boolean;
  poll: boolean;
  bugReport: boolean;
};

export function fieldsOf(kind: PostKind): KindFields {
  switch (kind) {
    case 'post':
    case 'topic':
      return {
        editor: true,
        pictures: false,
        category: true,
        tags: true,
        visibility: true,
        cover: true,
        attachments: true,
        poll: true,
        bugReport: false,
      };
    case 'picture':
      return {
        editor: true,
        pictures: true,
        category: false,
        tags: true,
        visibility: true,
        cover: false,
        attachments: false,
        poll: false,
        bugReport: false,
      };
    case 'bug_report':
      return {
        editor: false,
        pictures: true,
        category: false,
        tags: false,
        visibility: false,
        cover: false,
        attachments: false,
        poll: false,
        bugReport: true,
      };
  }
}

export type FieldName =
  | 'title'
  | 'content'
  | 'pictures'
  | 'board'
  | 'section'
  | 'category'
  | 'attachments'
  | 'pollTitle'
  | 'pollOptions'
  | 'pollDeadline'
  | 'device'
  | 'description'
  | 'contact';

/** Field order on the page: the first problem is the one scrolled to. */
export const fieldOrder: readonly FieldName[] = [
  'pictures',
  'title',
  'content',
  'device',
  'description',
  'contact',
  'board',
  'section',
  'category',
  'attachments',
  'pollTitle',
  'pollOptions',
  'pollDeadline',
];

export type FieldError = { code: ErrorCode; values?: Record<string, number>; message?: string };
export type FormErrors = Partial<Record<FieldName, FieldError>>;

export type ValidationContext = {
  contentLimits: ContentLimits;
  boards: readonly Board[];
  role: Role;
  nowSeconds: number;
  /** Editing a post whose poll is in progress: the poll is shown read-only and not checked. */
  pollLocked?: boolean;
};

/** Words of the bug report's problem description (spec §5: 10-150). */
export function descriptionWords(form: PublishForm): number {
  return countWords(form.bugReport.description);
}

/** Words of the content as the server counts them (its text, not its markup). */
export function contentWords(html: string): number {
  return countWords(htmlToText(html));
}

export function validatePublishForm(form: PublishForm, context: ValidationContext): FormErrors {
  const fields = fieldsOf(form.kind);
  const { contentLimits } = context;
  const errors: FormErrors = {};

  if (!form.title.trim()) errors.title = { code: 'TITLE_REQUIRED' };

  if (fields.pictures && form.kind === 'picture' && form.pictures.length === 0)
    errors.pictures = { code: 'IMAGE_REQUIRED' };

  const html = contentOf(form);
  const media = countMedia(html);
  if (media.images > contentLimits.imageCount)
    errors[fields.editor && form.kind !== 'picture' ? 'content' : 'pictures'] = {
      code: 'TOO_MANY_IMAGES',
      values: { max: contentLimits.imageCount },
    };
  if (fields.editor && !errors.content) {
    if (media.videos > contentLimits.videoCount)
      errors.content = { code: 'TOO_MANY_VIDEOS', values: { max: contentLimits.videoCount } };
    else if (media.youtube > contentLimits.youtubeCount)
      errors.content = { code: 'TOO_MANY_YOUTUBE', values: { max: contentLimits.youtubeCount } };
    else if (form.kind !== 'picture' && isBlankHtml(form.contentHtml))
      errors.content = { code: 'CONTENT_EMPTY' };
    else if (contentWords(html) > contentLimits.contentMaxWords)
      errors.content = { code: 'TOO_MANY_WORDS', values: { max: contentLimits.contentMaxWords } };
  }

  const choice = choiceErrors(context.boards, form, context.role);
  if (choice.board) errors.board = { code: choice.board };
  if (choice.section) errors.section = { code: choice.section };

  if (fields.category && !form.category) errors.category = { code: 'CATEGORY_REQUIRED' };
  if (fields.attachments && form.attachments.length > contentLimits.maxFiles)
    errors.attachments = { code: 'TOO_MANY_FILES', values: { max: contentLimits.maxFiles } };

  if (fields.poll && form.poll && !context.pollLocked) {
    const poll = form.poll;
    if (!poll.title.trim()) errors.pollTitle = { code: 'POLL_TITLE_REQUIRED' };
    const count = poll.options.length;
    // Text options need a name, image options an image (a name is optional there).
    const incomplete = poll.options.some((option) =>
      poll.type === 'text' ? !option.label.trim() : !option.imageUrl,
    );
    const tooLong = poll.options.some((option) => option.label.trim().length > limits.poll.optionMaxLength);
    if (count < limits.poll.minOptions || count > contentLimits.pollMaxOptions || incomplete || tooLong)
      errors.pollOptions = {
        code: 'POLL_OPTIONS_INVALID',
        values: { min: limits.poll.minOptions, max: contentLimits.pollMaxOptions },
      };
    const deadline = deadlineToSeconds(poll.deadline);
    if (!deadline) errors.pollDeadline = { code: 'POLL_DEADLINE_REQUIRED' };
    else if (deadline <= context.nowSeconds) errors.pollDeadline = { code: 'POLL_DEADLINE_PAST' };
  }

  if (fields.bugReport) {
    const bug = form.bugReport;
    if (!bug.device.trim()) errors.device = { code: 'DEVICE_REQUIRED' };
    const words = descriptionWords(form);
    const { min, max } = limits.bugReport.descriptionWords;
    if (isBlankHtml(html)) errors.description = { code: 'CONTENT_EMPTY' };
    else if (words < min || words > max)
      errors.description = { code: 'DESCRIPTION_WORDS', values: { min, max } };
    if (!isContact(bug.contact)) errors.contact = { code: 'CONTACT_INVALID' };
  }

  return errors;
}

/** The first field with a problem, in page order. */
export function firstErrorField(errors: FormErrors): FieldName | null {
  return fieldOrder.find((field) => errors[field]) ?? null;
}

/** Where a server refusal belongs on the form (its message is toasted in any case). */
export function fieldOfServerError(code: string): FieldName | null {
  const map: Partial<Record<string, FieldName>> = {
    TITLE_REQUIRED: 'title',
    CONTENT_EMPTY: 'content',
    TOO_MANY_WORDS: 'content',
    TOO_MANY_VIDEOS: 'content',
    TOO_MANY_YOUTUBE: 'content',
    TOO_MANY_IMAGES: 'content',
    IMAGE_REQUIRED: 'pictures',
    BOARD_REQUIRED: 'board',
    BOARD_CLOSED: 'board',
    BOARD_NOT_FOUND: 'board',
    SECTION_NOT_OPEN_TO_COUNTRY: 'board',
    SECTION_REQUIRED: 'section',
    CATEGORY_REQUIRED: 'category',
    TOO_MANY_FILES: 'attachments',
    POLL_TITLE_REQUIRED: 'pollTitle',
    POLL_OPTIONS_INVALID: 'pollOptions',
    POLL_DEADLINE_REQUIRED: 'pollDeadline',
    POLL_DEADLINE_PAST: 'pollDeadline',
    DEVICE_REQUIRED: 'device',
    DESCRIPTION_WORDS: 'description',
    CONTACT_INVALID: 'contact',
  };
  return map[code] ?? null;
}
