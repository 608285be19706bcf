import type {
  Board,
  ContentLimits,
  ErrorCode,
  PostKind,
  PostMeasures,
  PublishField,
  Role,
} from '@fanzone/contract';
import { countWords, isBlankHtml, postProblems } from '@fanzone/contract';
import { choiceErrors } from './boardChoice.ts';
import type { PublishForm } from './form.ts';
import { contentOf, deadlineToSeconds } from './form.ts';
import { countMedia, htmlToText } from './richText.ts';

/**
 * The publish form's problems for fast feedback (spec §5): the contract's publishing rules, the very
 * ones the server judges with, asked about the draft. Every problem is a contract error code, so the
 * message is the one the server would send (the `errors` namespace); the server stays the judge and
 * its refusal is shown as well.
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

export type FieldName = PublishField | 'board' | 'section';

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

/** The draft as the contract's publishing rules measure it. */
function measuresOf(form: PublishForm, context: ValidationContext): PostMeasures {
  const fields = fieldsOf(form.kind);
  const html = contentOf(form);
  const media = countMedia(html);
  // What the server receives is `contentOf(form)`: the picture strip's images count as content.
  const bodyBlank = isBlankHtml(html);
  const poll = fields.poll && form.poll && !context.pollLocked ? form.poll : null;
  return {
    kind: form.kind,
    title: form.title,
    category: form.category || null,
    content: {
      blank: bodyBlank,
      words: form.kind === 'bug_report' ? descriptionWords(form) : contentWords(html),
      images: media.images,
      videos: media.videos,
      youtube: media.youtube,
    },
    attachmentCount: fields.attachments ? form.attachments.length : 0,
    poll: poll && {
      title: poll.title,
      type: poll.type,
      options: poll.options.map((option) => ({ label: option.label, hasImage: !!option.imageUrl })),
      deadline: deadlineToSeconds(poll.deadline),
    },
    bugReport: fields.bugReport ? { device: form.bugReport.device, contact: form.bugReport.contact } : null,
  };
}

/** The form's problems by field: the contract's publishing rules (as the server judges) and the board choice. */
export function validatePublishForm(form: PublishForm, context: ValidationContext): FormErrors {
  const errors: FormErrors = {};
  for (const problem of postProblems(measuresOf(form, context), context)) {
    errors[problem.field] ??= problem.values
      ? { code: problem.code, values: problem.values }
      : { code: problem.code };
  }
  const choice = choiceErrors(context.boards, form, context.role);
  if (choice.board) errors.board = { code: choice.board };
  if (choice.section) errors.section = { code: choice.section };
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
