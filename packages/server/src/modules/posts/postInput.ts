import type { ContentLimits, postInputSchema } from '@fanzone/contract';
import { countWords, isBlankHtml, isContact, limits, regions } from '@fanzone/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isStoredUrl } from '../../platform/storage/storage.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardCatalogue } from '../boards/boardCatalogue.ts';
import { boardAccess } from '../boards/boardCatalogue.ts';
import type { BoardAudience } from '../boards/boards.policy.ts';
import { isStaff } from './posts.policy.ts';
import type { NewPoll } from './posts.queries.ts';
import type { RichContent } from './richContent.ts';
import { cleanRichContent } from './richContent.ts';

export type ParsedPostInput = z.output<typeof postInputSchema>;

export type CheckedPost = {
  boardId: bigint;
  mainBoardId: bigint;
  sectionId: bigint | null;
  content: RichContent;
  poll: NewPoll | null;
};

type Context = {
  deps: Deps;
  viewer: Viewer;
  audience: BoardAudience;
  catalogue: BoardCatalogue;
  contentLimits: ContentLimits;
};

const blank = (text: string | null | undefined) => !text || text.trim().length === 0;

function chooseBoard(context: Context, input: ParsedPostInput) {
  const { catalogue, audience, viewer } = context;
  if (!input.boardId) throw new AppError('BOARD_REQUIRED');
  const access = boardAccess(catalogue, audience, BigInt(input.boardId));
  if (!access?.visible) throw new AppError('BOARD_NOT_FOUND');
  if (!access.openToCountry) throw new AppError('SECTION_NOT_OPEN_TO_COUNTRY');
  const { board, parent } = access;
  if (!isStaff(viewer) && (board.closed || parent?.closed)) throw new AppError('BOARD_CLOSED');
  const sections = catalogue.sections.filter((section) => section.boardId === board.id);
  let sectionId: bigint | null = null;
  if (input.sectionId) {
    const section = sections.find((row) => row.id === BigInt(input.sectionId!));
    if (!section)
      throw new AppError('VALIDATION_FAILED', { fields: { sectionId: 'not a section of this board' } });
    if (!isStaff(viewer) && section.closed) throw new AppError('BOARD_CLOSED');
    sectionId = section.id;
  } else if (sections.some((section) => isStaff(viewer) || !section.closed)) {
    throw new AppError('SECTION_REQUIRED');
  }
  return { boardId: board.id, mainBoardId: parent?.id ?? board.id, sectionId };
}

function checkContent(context: Context, input: ParsedPostInput): RichContent {
  const limitsNow = context.contentLimits;
  const content = cleanRichContent(input.contentHtml, context.deps.storage.urlOf(''));
  if (input.kind === 'picture' && content.imageCount === 0) throw new AppError('IMAGE_REQUIRED');
  if (isBlankHtml(content.html)) throw new AppError('CONTENT_EMPTY');
  if (input.kind === 'bug_report') {
    const words = countWords(content.text);
    const { min, max } = limits.bugReport.descriptionWords;
    if (words < min || words > max) throw new AppError('DESCRIPTION_WORDS', { values: { min, max } });
  } else if (countWords(content.text) > limitsNow.contentMaxWords) {
    throw new AppError('TOO_MANY_WORDS', { values: { max: limitsNow.contentMaxWords } });
  }
  if (content.imageCount > limitsNow.imageCount)
    throw new AppError('TOO_MANY_IMAGES', { values: { max: limitsNow.imageCount } });
  if (content.videoCount > limitsNow.videoCount)
    throw new AppError('TOO_MANY_VIDEOS', { values: { max: limitsNow.videoCount } });
  if (content.youtubeCount > limitsNow.youtubeCount)
    throw new AppError('TOO_MANY_YOUTUBE', { values: { max: limitsNow.youtubeCount } });
  return content;
}

function checkPoll(context: Context, poll: ParsedPostInput['poll']): NewPoll | null {
  if (!poll) return null;
  if (blank(poll.title)) throw new AppError('POLL_TITLE_REQUIRED');
  if (!poll.deadline) throw new AppError('POLL_DEADLINE_REQUIRED');
  const deadline = new Date(poll.deadline * 1000);
  if (deadline.getTime() <= context.deps.clock.now().getTime()) throw new AppError('POLL_DEADLINE_PAST');
  const options = poll.options.map((option) => ({ label: option.label.trim(), imageUrl: option.imageUrl }));
  const min = limits.poll.minOptions;
  const max = context.contentLimits.pollMaxOptions;
  const incomplete = options.some((option) =>
    poll.type === 'text'
      ? blank(option.label)
      : !option.imageUrl || !isStoredUrl(context.deps.storage, option.imageUrl),
  );
  if (options.length < min || options.length > max || incomplete)
    throw new AppError('POLL_OPTIONS_INVALID', { values: { min, max } });
  return { title: poll.title.trim(), type: poll.type, multiple: poll.multiple, deadline, options };
}

function checkBugReport(input: ParsedPostInput) {
  if (input.kind !== 'bug_report') return null;
  const report = input.bugReport;
  if (!report || blank(report.device)) throw new AppError('DEVICE_REQUIRED');
  const contact = report.contact.trim();
  if (!isContact(contact)) throw new AppError('CONTACT_INVALID');
  return {
    ...report,
    device: report.device.trim(),
    systemVersion: report.systemVersion.trim(),
    path: report.path.trim(),
    contact,
  };
}

/**
 * Every rule a post must meet before it is stored, in the order the form shows its fields, each
 * failing with the spec's own message (§5). Shared by publish and edit.
 */
export function checkPostInput(
  context: Context,
  input: ParsedPostInput,
): CheckedPost & { bugReport: ReturnType<typeof checkBugReport> } {
  const { deps, viewer } = context;
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
  const region = regions[deps.config.region];
  if (region.features.requireCountryToPublish && !viewer.countryCode) throw new AppError('COUNTRY_REQUIRED');
  if (input.kind === 'bug_report' && !region.features.bugReport) throw new AppError('FEATURE_OFF');
  if (blank(input.title)) throw new AppError('TITLE_REQUIRED');
  const board = chooseBoard(context, input);
  if ((input.kind === 'post' || input.kind === 'topic') && !input.category)
    throw new AppError('CATEGORY_REQUIRED');
  const content = checkContent(context, input);
  if (input.attachments.length > context.contentLimits.maxFiles)
    throw new AppError('TOO_MANY_FILES', { values: { max: context.contentLimits.maxFiles } });
  const foreign = [input.cover?.url, ...input.attachments.map((file) => file.url)].find(
    (url) => url !== undefined && !isStoredUrl(deps.storage, url),
  );
  if (foreign) throw new AppError('VALIDATION_FAILED', { fields: { upload: 'must be uploaded here first' } });
  const poll = checkPoll(context, input.poll);
  const bugReport = checkBugReport(input);
  return { ...board, content, poll, bugReport };
}

/** Tags as stored: trimmed, without repeats (case-insensitive), in the order given. */
export function normalisedTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
