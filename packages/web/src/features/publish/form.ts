import type {
  Attachment,
  CommentVisibility,
  PostCategory,
  PostDetail,
  PostInput,
  PostKind,
  PollView,
  UploadedImage,
} from '@fanzone/contract';
import { bugFrequencies, commentVisibilities, limits, postCategories, postKinds } from '@fanzone/contract';
import { escapeHtml } from '@fanzone/contract';
import { leadingImages, textToHtml, htmlToText } from './richText.ts';

/**
 * The publish form as the pages keep it (in the keep-alive store and in drafts) and its conversions:
 * to the contract's `PostInput`, from a post's details (edit) and from a draft's loose `data`.
 * Pure: no React, no DOM.
 */

export type BugFrequency = (typeof bugFrequencies)[number];

export type PollOptionDraft = { label: string; imageUrl: string | null };

export type PollDraft = {
  title: string;
  type: 'text' | 'image';
  multiple: boolean;
  options: PollOptionDraft[];
  /** `YYYY-MM-DDTHH:mm` in local time, as `<input type="datetime-local">` holds it; '' when unset. */
  deadline: string;
};

export type BugReportDraft = {
  device: string;
  systemVersion: string;
  frequency: BugFrequency | null;
  path: string;
  /** The problem description as typed (plain text); sent as the post's content. */
  description: string;
  contact: string;
};

export type PublishForm = {
  kind: PostKind;
  title: string;
  /** Rich content from the editor (posts, topics; the text under a picture post's images). */
  contentHtml: string;
  /** A picture post's images (shown first) or a bug report's supporting images. */
  pictures: UploadedImage[];
  /** The main board chosen. */
  boardId: string | null;
  /** The sub board chosen under it, if any. */
  subBoardId: string | null;
  sectionId: string | null;
  category: PostCategory | null;
  tags: string[];
  commentVisibility: CommentVisibility;
  cover: UploadedImage | null;
  attachments: Attachment[];
  poll: PollDraft | null;
  bugReport: BugReportDraft;
};

export function emptyBugReport(): BugReportDraft {
  return { device: '', systemVersion: '', frequency: null, path: '', description: '', contact: '' };
}

export function emptyPoll(): PollDraft {
  return {
    title: '',
    type: 'text',
    multiple: false,
    options: Array.from({ length: limits.poll.minOptions }, () => ({ label: '', imageUrl: null })),
    deadline: '',
  };
}

export function emptyForm(kind: PostKind): PublishForm {
  return {
    kind,
    title: '',
    contentHtml: '',
    pictures: [],
    boardId: null,
    subBoardId: null,
    sectionId: null,
    category: null,
    tags: [],
    commentVisibility: 'everyone',
    cover: null,
    attachments: [],
    poll: null,
    bugReport: emptyBugReport(),
  };
}

/** The board the post goes to: the sub board when one is chosen, else the main board. */
export function targetBoardId(form: Pick<PublishForm, 'boardId' | 'subBoardId'>): string | null {
  return form.subBoardId ?? form.boardId;
}

/** `YYYY-MM-DDTHH:mm` (local time) → unix seconds; 0 when empty or unreadable. */
export function deadlineToSeconds(value: string): number {
  if (!value) return 0;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0;
}

/** Unix seconds → `YYYY-MM-DDTHH:mm` in local time ('' for 0). */
export function secondsToDeadline(seconds: number): string {
  if (!seconds) return '';
  const date = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function imageHtml(image: UploadedImage): string {
  return `<p><img src="${escapeHtml(image.url)}" width="${image.width}" height="${image.height}"></p>`;
}

/** The content the server receives: images first for picture posts, the description for bug reports. */
export function contentOf(form: PublishForm): string {
  if (form.kind === 'picture') return form.pictures.map(imageHtml).join('') + form.contentHtml;
  if (form.kind === 'bug_report')
    return textToHtml(form.bugReport.description) + form.pictures.map(imageHtml).join('');
  return form.contentHtml;
}

/** A poll in progress as stored, sent back unchanged when its post is edited (the server compares). */
export function pollInputOf(view: PollView): NonNullable<PostInput['poll']> {
  return {
    title: view.title,
    type: view.type,
    multiple: view.multiple,
    options: view.options.map((option) => ({ label: option.label, imageUrl: option.imageUrl })),
    deadline: view.deadline,
  };
}

/**
 * What `POST /api/posts` (and `PUT /api/posts/:id`) takes. `lockedPoll`: the post's poll in
 * progress, which an edit must send exactly as it is.
 */
export function toPostInput(form: PublishForm, lockedPoll: PollView | null = null): PostInput {
  const bug = form.kind === 'bug_report';
  const poll = form.poll;
  return {
    kind: form.kind,
    boardId: targetBoardId(form),
    sectionId: form.sectionId,
    category: bug ? null : form.category,
    title: form.title.trim(),
    contentHtml: contentOf(form),
    tags: bug ? [] : form.tags,
    commentVisibility: form.commentVisibility,
    cover: bug ? null : form.cover,
    attachments: bug ? [] : form.attachments,
    poll: lockedPoll
      ? pollInputOf(lockedPoll)
      : poll && form.kind !== 'bug_report'
        ? {
            title: poll.title.trim(),
            type: poll.type,
            multiple: poll.multiple,
            options: poll.options.map((option) => ({
              label: option.label.trim(),
              imageUrl: poll.type === 'image' ? option.imageUrl : null,
            })),
            deadline: deadlineToSeconds(poll.deadline),
          }
        : null,
    bugReport: bug
      ? {
          device: form.bugReport.device.trim(),
          systemVersion: form.bugReport.systemVersion.trim(),
          frequency: form.bugReport.frequency,
          path: form.bugReport.path.trim(),
          contact: form.bugReport.contact.trim(),
        }
      : null,
  };
}

/** Main board and sub board of a board id, as far as the list knows them. */
export type BoardLocation = { boardId: string; subBoardId: string | null };

/** The form for editing a post; `locate` places the post's board under its main board. */
export function formFromPost(
  post: PostDetail,
  locate: (boardId: string) => BoardLocation | null,
): PublishForm {
  const form = emptyForm(post.kind);
  const place = locate(post.board.id) ?? { boardId: post.board.id, subBoardId: null };
  let contentHtml = post.contentHtml;
  let pictures: UploadedImage[] = [];
  if (post.kind === 'picture') {
    const split = leadingImages(post.contentHtml);
    pictures = split.images;
    contentHtml = split.rest;
  }
  const bugReport =
    post.kind === 'bug_report' && post.bugReport
      ? {
          device: post.bugReport.device,
          systemVersion: post.bugReport.systemVersion,
          frequency: post.bugReport.frequency,
          path: post.bugReport.path,
          contact: post.bugReport.contact,
          // Paragraphs come back separated by a blank line, as `textToHtml` reads them.
          description: htmlToText(
            post.contentHtml.replace(/<img\b[^>]*>/gi, '').replace(/<\/p>/gi, '</p>\n'),
          ),
        }
      : emptyBugReport();
  if (post.kind === 'bug_report') pictures = post.images;
  return {
    ...form,
    title: post.title,
    contentHtml: post.kind === 'bug_report' ? '' : contentHtml,
    pictures,
    ...place,
    sectionId: post.section?.id ?? null,
    category: post.category,
    tags: post.tags,
    commentVisibility: post.commentVisibility,
    cover: post.cover,
    attachments: post.attachments,
    poll: post.poll
      ? {
          title: post.poll.title,
          type: post.poll.type,
          multiple: post.poll.multiple,
          options: post.poll.options.map((option) => ({ label: option.label, imageUrl: option.imageUrl })),
          deadline: secondsToDeadline(post.poll.deadline),
        }
      : null,
    bugReport,
  };
}

/** What a draft stores: the whole form (its `kind` is the draft's own). */
export function toDraftData(form: PublishForm): Record<string, unknown> {
  const { kind: _kind, ...rest } = form;
  return { version: 1, ...rest };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const idOrNull = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{1,19}$/.test(value) ? value : null;
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : null;

function image(value: unknown): UploadedImage | null {
  if (!isRecord(value) || typeof value.url !== 'string') return null;
  const width = Number(value.width);
  const height = Number(value.height);
  if (!(width > 0 && height > 0)) return null;
  return { url: value.url, width: Math.round(width), height: Math.round(height) };
}

function attachment(value: unknown): Attachment | null {
  if (!isRecord(value) || typeof value.url !== 'string' || typeof value.name !== 'string') return null;
  const size = Number(value.size);
  return { url: value.url, name: value.name, size: Number.isFinite(size) && size >= 0 ? size : 0 };
}

function list<T>(value: unknown, read: (item: unknown) => T | null): T[] {
  return Array.isArray(value) ? value.map(read).filter((item): item is T => item !== null) : [];
}

function poll(value: unknown): PollDraft | null {
  if (!isRecord(value)) return null;
  const options = list(value.options, (item) =>
    isRecord(item)
      ? { label: str(item.label), imageUrl: typeof item.imageUrl === 'string' ? item.imageUrl : null }
      : null,
  );
  return {
    title: str(value.title),
    type: value.type === 'image' ? 'image' : 'text',
    multiple: value.multiple === true,
    options: options.length ? options : emptyPoll().options,
    deadline: str(value.deadline),
  };
}

/**
 * A draft's form, read loosely (the contract: "an old draft always opens"): anything missing or of
 * the wrong type falls back to the empty form's value.
 */
export function formFromDraft(kind: PostKind, title: string, data: Record<string, unknown>): PublishForm {
  const form = emptyForm(oneOf(postKinds, kind) ?? 'post');
  const bug = isRecord(data.bugReport) ? data.bugReport : {};
  return {
    ...form,
    title: str(data.title, title) || title,
    contentHtml: str(data.contentHtml),
    pictures: list(data.pictures, image),
    boardId: idOrNull(data.boardId),
    subBoardId: idOrNull(data.subBoardId),
    sectionId: idOrNull(data.sectionId),
    category: oneOf(postCategories, data.category),
    tags: list(data.tags, (tag) => (typeof tag === 'string' && tag.trim() ? tag : null)).slice(
      0,
      limits.selection.maxItems,
    ),
    commentVisibility: oneOf(commentVisibilities, data.commentVisibility) ?? 'everyone',
    cover: image(data.cover),
    attachments: list(data.attachments, attachment),
    poll: poll(data.poll),
    bugReport: {
      device: str(bug.device),
      systemVersion: str(bug.systemVersion),
      frequency: oneOf(bugFrequencies, bug.frequency),
      path: str(bug.path),
      description: str(bug.description),
      contact: str(bug.contact),
    },
  };
}

/** Whether anything was entered (an untouched form is not worth a draft). */
export function isFormEmpty(form: PublishForm): boolean {
  const empty = emptyForm(form.kind);
  return JSON.stringify({ ...form, kind: empty.kind }) === JSON.stringify(empty);
}
