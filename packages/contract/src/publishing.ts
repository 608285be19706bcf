import { isStaffRole, type PostKind, type Role } from './api/constants.ts';
import type { ContentLimits } from './contentLimits.ts';
import type { ErrorCode } from './errors.ts';
import { limits } from './limits.ts';
import type { Region } from './regions.ts';
import { isContact } from './words.ts';

/**
 * The publishing rules of spec §4-§6, written once: the server judges with them, the publish form
 * asks them for fast feedback, so both answer the same codes (and so the same messages). Each side
 * measures what it has (the server its sanitised HTML, the form its draft) and passes the measures
 * in.
 */

/** Who is about to publish: their account as the server knows it. */
export type Publisher = { signedIn: boolean; isBlocked: boolean; countryCode: string | null };

/**
 * Whether this member may open a publish form at all (spec §4, §6): visitors sign in first, a
 * banned member is told so, and where the region asks for it (Europe) the member's account must
 * name a country — the one chosen in the country chooser, which updates the account; a country
 * only remembered by the browser does not count, as the server sees only the account.
 */
export function publishGate(
  publisher: Publisher,
  region: Pick<Region, 'features'>,
): 'LOGIN_REQUIRED' | 'USER_BANNED' | 'COUNTRY_REQUIRED' | null {
  if (!publisher.signedIn) return 'LOGIN_REQUIRED';
  if (publisher.isBlocked) return 'USER_BANNED';
  if (region.features.requireCountryToPublish && !publisher.countryCode) return 'COUNTRY_REQUIRED';
  return null;
}

/** A board, sub board or section as the chooser sees it. */
export type Choosable = { closed: boolean; openToViewerCountry?: boolean };

/**
 * Why a board, sub board or section cannot be chosen to publish in, or null when it can: one not
 * open to the member's country, or a closed one for anyone but staff.
 */
export function choiceRefusal(
  entry: Choosable,
  role: Role | null,
): 'SECTION_NOT_OPEN_TO_COUNTRY' | 'BOARD_CLOSED' | null {
  if (entry.openToViewerCountry === false) return 'SECTION_NOT_OPEN_TO_COUNTRY';
  if (entry.closed && !isStaffRole(role)) return 'BOARD_CLOSED';
  return null;
}

/** The fields of the publish form a problem belongs to. */
export type PublishField =
  | 'title'
  | 'content'
  | 'pictures'
  | 'category'
  | 'attachments'
  | 'pollTitle'
  | 'pollOptions'
  | 'pollDeadline'
  | 'device'
  | 'description'
  | 'contact';

export type PublishProblem = { field: PublishField; code: ErrorCode; values?: Record<string, number> };

/** A post about to be published, measured by whichever side asks. */
export type PostMeasures = {
  kind: PostKind;
  title: string;
  category: string | null;
  /** The body: whether it says anything, its words, and its media. */
  content: { blank: boolean; words: number; images: number; videos: number; youtube: number };
  attachmentCount: number;
  poll: {
    title: string;
    type: 'text' | 'image';
    /** Each option: its name, and whether its image is one of ours (an image poll needs one). */
    options: { label: string; hasImage: boolean }[];
    /** Unix seconds; 0 when none was given. */
    deadline: number;
  } | null;
  bugReport: { device: string; contact: string } | null;
};

/**
 * Every problem of a post, in the order the server judges them (the form scrolls to the first of
 * its own fields): title, category, content, attachments, poll, bug report. The server refuses with
 * the first; the form shows the first of each field.
 */
export function postProblems(
  post: PostMeasures,
  rules: { contentLimits: ContentLimits; nowSeconds: number },
): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const add = (field: PublishField, code: ErrorCode, values?: Record<string, number>) =>
    problems.push(values ? { field, code, values } : { field, code });
  const { contentLimits } = rules;
  const { content } = post;
  // The body's field: pictures' images are in the picture strip, a bug report's text is its description.
  const bodyField: PublishField = post.kind === 'bug_report' ? 'description' : 'content';
  const mediaField: PublishField = post.kind === 'post' || post.kind === 'topic' ? 'content' : 'pictures';

  if (!post.title.trim()) add('title', 'TITLE_REQUIRED');
  if ((post.kind === 'post' || post.kind === 'topic') && !post.category) add('category', 'CATEGORY_REQUIRED');
  // A picture post without pictures is missing its pictures, whatever else its body lacks.
  if (post.kind === 'picture' && content.images === 0) add('pictures', 'IMAGE_REQUIRED');
  else if (content.blank) add(bodyField, 'CONTENT_EMPTY');
  else if (post.kind === 'bug_report') {
    const { min, max } = limits.bugReport.descriptionWords;
    if (content.words < min || content.words > max) add('description', 'DESCRIPTION_WORDS', { min, max });
  } else if (content.words > contentLimits.contentMaxWords)
    add('content', 'TOO_MANY_WORDS', { max: contentLimits.contentMaxWords });
  if (content.images > contentLimits.imageCount)
    add(mediaField, 'TOO_MANY_IMAGES', { max: contentLimits.imageCount });
  if (content.videos > contentLimits.videoCount)
    add('content', 'TOO_MANY_VIDEOS', { max: contentLimits.videoCount });
  if (content.youtube > contentLimits.youtubeCount)
    add('content', 'TOO_MANY_YOUTUBE', { max: contentLimits.youtubeCount });
  if (post.attachmentCount > contentLimits.maxFiles)
    add('attachments', 'TOO_MANY_FILES', { max: contentLimits.maxFiles });

  const { poll } = post;
  if (poll) {
    if (!poll.title.trim()) add('pollTitle', 'POLL_TITLE_REQUIRED');
    const min = limits.poll.minOptions;
    const max = contentLimits.pollMaxOptions;
    // Text options need a name, image options an image (a name is optional there); no name is too long.
    const incomplete = poll.options.some((option) =>
      poll.type === 'text' ? !option.label.trim() : !option.hasImage,
    );
    const tooLong = poll.options.some((option) => option.label.trim().length > limits.poll.optionMaxLength);
    if (poll.options.length < min || poll.options.length > max || incomplete || tooLong)
      add('pollOptions', 'POLL_OPTIONS_INVALID', { min, max });
    if (!poll.deadline) add('pollDeadline', 'POLL_DEADLINE_REQUIRED');
    else if (poll.deadline <= rules.nowSeconds) add('pollDeadline', 'POLL_DEADLINE_PAST');
  }

  if (post.bugReport) {
    if (!post.bugReport.device.trim()) add('device', 'DEVICE_REQUIRED');
    if (!isContact(post.bugReport.contact.trim())) add('contact', 'CONTACT_INVALID');
  }
  return problems;
}
