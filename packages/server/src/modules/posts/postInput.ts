import type { ContentLimits, PostMeasures, PublishProblem, postInputSchema } from '@fanzone/contract';
import {
  choiceRefusal,
  countWords,
  isBlankHtml,
  postProblems,
  publishGate,
  regions,
} from '@fanzone/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isStoredUrl } from '../../platform/storage/storage.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { boardAccess } from '../boards/index.ts';
import type { BoardAudience, BoardCatalogue } from '../boards/index.ts';
import {
  blockedWordIn,
  htmlWithWordsReplaced,
  withWordsReplaced,
  wordsForApprovalIn,
  writingBanIn,
} from '../moderation/index.ts';
import type { WatchedWord } from '../site/index.ts';
import type { NewPoll } from './posts.queries.ts';
import type { RichContent } from './richContent.ts';
import { cleanRichContent } from './richContent.ts';

export type ParsedPostInput = z.output<typeof postInputSchema>;

export type CheckedPost = {
  /** Trimmed, watched words replaced. */
  title: string;
  boardId: bigint;
  mainBoardId: bigint;
  sectionId: bigint | null;
  content: RichContent;
  /** Its names trimmed, watched words replaced in them. */
  poll: NewPoll | null;
  /** Trimmed, watched words replaced, without repeats. */
  tags: string[];
  /** The watched words it holds that ask a moderator to approve the post first (none: it may go out). */
  wordsForApproval: string[];
};

type Context = {
  deps: Deps;
  viewer: Viewer;
  audience: BoardAudience;
  catalogue: BoardCatalogue;
  contentLimits: ContentLimits;
  watchedWords: readonly WatchedWord[];
};

function chooseBoard(context: Context, input: ParsedPostInput) {
  const { catalogue, audience, viewer } = context;
  if (!input.boardId) throw new AppError('BOARD_REQUIRED');
  const access = boardAccess(catalogue, audience, BigInt(input.boardId));
  if (!access?.visible) throw new AppError('BOARD_NOT_FOUND');
  const { board, parent } = access;
  const placement = { boardId: board.id, mainBoardId: parent?.id ?? board.id };
  const writingBan = writingBanIn(viewer, placement);
  if (writingBan) throw new AppError(writingBan.code, { values: writingBan.values });
  const boardRefusal = choiceRefusal(
    { closed: board.closed || !!parent?.closed, openToViewerCountry: access.openToCountry },
    viewer.role,
  );
  if (boardRefusal) throw new AppError(boardRefusal);
  const sections = catalogue.sections.filter((section) => section.boardId === board.id);
  let sectionId: bigint | null = null;
  if (input.sectionId) {
    const section = sections.find((row) => row.id === BigInt(input.sectionId!));
    if (!section)
      throw new AppError('VALIDATION_FAILED', { fields: { sectionId: 'not a section of this board' } });
    const sectionRefusal = choiceRefusal(section, viewer.role);
    if (sectionRefusal) throw new AppError(sectionRefusal);
    sectionId = section.id;
  } else if (sections.some((section) => choiceRefusal(section, viewer.role) === null)) {
    throw new AppError('SECTION_REQUIRED');
  }
  return { ...placement, sectionId };
}

/** The post as the publishing rules measure it: its sanitised content, and its poll's images as ours or not. */
function measuresOf(context: Context, input: ParsedPostInput, content: RichContent): PostMeasures {
  const { poll } = input;
  return {
    kind: input.kind,
    title: input.title,
    category: input.category ?? null,
    content: {
      blank: isBlankHtml(content.html),
      words: countWords(content.text),
      images: content.imageCount,
      videos: content.videoCount,
      youtube: content.youtubeCount,
    },
    attachmentCount: input.attachments.length,
    poll: poll && {
      title: poll.title,
      type: poll.type,
      options: poll.options.map((option) => ({
        label: option.label,
        hasImage: !!option.imageUrl && isStoredUrl(context.deps.storage, option.imageUrl),
      })),
      deadline: poll.deadline ?? 0,
    },
    bugReport: input.kind === 'bug_report' ? (input.bugReport ?? { device: '', contact: '' }) : null,
  };
}

const refusalOf = (problem: PublishProblem) =>
  new AppError(problem.code, problem.values ? { values: problem.values } : {});

/**
 * Every rule a post must meet before it is stored, the contract's publishing rules in the order the
 * server judges them (title, board, then the rest; spec §5), each failing with the spec's own
 * message. Shared by publish and edit.
 */
export function checkPostInput(
  context: Context,
  input: ParsedPostInput,
): CheckedPost & { bugReport: BugReport } {
  const { deps, viewer } = context;
  const gate = publishGate(
    { signedIn: true, isBlocked: viewer.isBlocked, countryCode: viewer.countryCode },
    regions[deps.config.region],
  );
  if (gate) throw new AppError(gate);
  if (input.kind === 'bug_report' && !regions[deps.config.region].features.bugReport)
    throw new AppError('FEATURE_OFF');
  const content = cleanRichContent(input.contentHtml, deps.storage.urlOf(''));
  const problems = postProblems(measuresOf(context, input, content), {
    contentLimits: context.contentLimits,
    nowSeconds: unixSeconds(deps.clock.now()),
  });
  if (problems[0]?.field === 'title') throw refusalOf(problems[0]);
  const board = chooseBoard(context, input);
  if (problems[0]) throw refusalOf(problems[0]);
  const foreign = [input.cover?.url, ...input.attachments.map((file) => file.url)].find(
    (url) => url !== undefined && !isStoredUrl(deps.storage, url),
  );
  if (foreign) throw new AppError('VALIDATION_FAILED', { fields: { upload: 'must be uploaded here first' } });
  // The community's watched words: a blocking one refuses the post, naming the field that holds it;
  // the others are replaced.
  const words = context.watchedWords;
  const written = writtenFieldsOf({
    title: input.title,
    text: content.text,
    poll: input.poll,
    tags: input.tags,
  });
  const blocked = written.find(([, text]) => blockedWordIn(text, words) !== null);
  if (blocked) throw new AppError('WATCHED_WORD_BLOCKED', { fields: { [blocked[0]]: 'not allowed' } });
  return {
    ...board,
    wordsForApproval: wordsForApprovalIn(textOf(written), words),
    title: withWordsReplaced(input.title.trim(), words),
    content: words.length
      ? cleanRichContent(htmlWithWordsReplaced(content.html, words), deps.storage.urlOf(''))
      : content,
    poll: input.poll && storedPoll(input.poll, words),
    tags: storedTags(input.tags, words),
    bugReport: storedBugReport(input),
  };
}

/** What a post says, as written or as stored: the texts watched words apply to. */
type WrittenPost = {
  title: string;
  /** The content as plain text, without its markup. */
  text: string;
  poll: { title: string; options: readonly { label: string }[] } | null;
  tags: readonly string[];
};

/** Each text of a post with the input field that holds it, for a refusal to name the field. */
function writtenFieldsOf(post: WrittenPost): [field: string, text: string][] {
  const fields: [string, string][] = [
    ['title', post.title],
    ['contentHtml', post.text],
  ];
  if (post.poll) {
    fields.push(['poll.title', post.poll.title]);
    post.poll.options.forEach((option, index) => fields.push([`poll.options.${index}.label`, option.label]));
  }
  post.tags.forEach((tag, index) => fields.push([`tags.${index}`, tag]));
  return fields;
}

// One text per line, so no word is found across the end of one field and the start of the next.
const textOf = (fields: [string, string][]) => fields.map(([, text]) => text).join('\n');

/** The watched words a post holds that ask for approval: what an edit compares against. */
export function wordsForApprovalInPost(post: WrittenPost, words: readonly WatchedWord[]): string[] {
  return wordsForApprovalIn(textOf(writtenFieldsOf(post)), words);
}

/** A poll as stored: names trimmed, watched words replaced in them, the deadline as a time. */
export function storedPoll(
  poll: NonNullable<ParsedPostInput['poll']>,
  words: readonly WatchedWord[],
): NewPoll {
  const stored = (text: string) => withWordsReplaced(text.trim(), words);
  return {
    title: stored(poll.title),
    type: poll.type,
    multiple: poll.multiple,
    deadline: new Date((poll.deadline ?? 0) * 1000),
    options: poll.options.map((option) => ({ label: stored(option.label), imageUrl: option.imageUrl })),
  };
}

type BugReport = ReturnType<typeof storedBugReport>;

function storedBugReport(input: ParsedPostInput) {
  if (input.kind !== 'bug_report' || !input.bugReport) return null;
  const report = input.bugReport;
  return {
    ...report,
    device: report.device.trim(),
    systemVersion: report.systemVersion.trim(),
    path: report.path.trim(),
    contact: report.contact.trim(),
  };
}

/**
 * Tags as stored: watched words replaced, trimmed, without repeats (case-insensitive), in the order
 * given; a tag a replacement left empty is dropped.
 */
function storedTags(tags: string[], words: readonly WatchedWord[]): string[] {
  const seen = new Set<string>();
  return tags
    .map((tag) => withWordsReplaced(tag, words).trim())
    .filter((tag) => {
      if (!tag) return false;
      const key = tag.toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
