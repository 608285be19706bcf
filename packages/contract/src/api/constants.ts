/**
 * Plain values of the api domains (the members of their enums, editor-group styles, the username
 * pattern), declared once here without zod. The schema modules (`identity.ts`, `posts.ts`,
 * `comments.ts`, `uploads.ts`) build their schemas from them; the web imports them from here through
 * the index without pulling those modules, and zod (~25 KB gzip), into its first view: a value
 * imported from a module that defines schemas keeps the schemas (`.extend` calls are not pure to the
 * bundler). So this module imports nothing (eslint enforces it), like `calls.ts`.
 */

// Identity

/** Editor-group types with the ordinary verified style; any other type wears the special one (spec §6). */
export const ordinaryEditorGroupTypes: readonly string[] = ['K', 'L', 'M', 'N'];

/**
 * What a username may contain: letters and digits of any script, `_`, `.` and `-` (its length is
 * `limits.account.usernameMinLength`-`usernameMaxLength`). No `g` flag: it is shared, so it must not
 * keep state between tests.
 */
export const usernamePattern = /^[\p{L}\p{N}_.-]+$/u;

// Posts

/** What is published: a post, a topic, a picture post (`/publish/EditPicture`) or a bug report. */
export const postKinds = ['post', 'topic', 'picture', 'bug_report'] as const;
export type PostKind = (typeof postKinds)[number];

/** Who sees a post's comments (spec §3). */
export const commentVisibilities = ['everyone', 'author_only', 'after_comment'] as const;
export type CommentVisibility = (typeof commentVisibilities)[number];

/** Categories a post or topic is filed under; their names are translation keys on the web. */
export const postCategories = ['discussion', 'question', 'review', 'tips', 'photography', 'news'] as const;
export type PostCategory = (typeof postCategories)[number];

/** How often a reported bug happens. */
export const bugFrequencies = ['always', 'often', 'sometimes', 'once'] as const;
export type BugFrequency = (typeof bugFrequencies)[number];

/** Why the author's edit button is off; null when they may edit. */
export const editBlockReasons = ['level', 'home_recommended', 'not_author', 'banned', 'board_ban'] as const;
export type EditBlockReason = (typeof editBlockReasons)[number];

/** A board's post orders: latest reply (the default), newest, hot. */
export const boardPostSorts = ['reply', 'new', 'hot'] as const;
export type BoardPostSort = (typeof boardPostSorts)[number];
/** The order a board's list opens in (most recent reply first). */
export const defaultBoardPostSort: BoardPostSort = 'reply';

// Comments

/** A post's comment orders: oldest (the default), newest, most liked. */
export const commentSorts = ['oldest', 'newest', 'likes'] as const;
export type CommentSort = (typeof commentSorts)[number];
/** The order a thread's comments open in: the conversation as it happened. */
export const defaultCommentSort: CommentSort = 'oldest';

/** Why comments are withheld from this viewer under the post's comment visibility. */
export const commentsHiddenReasons = ['author_only', 'after_comment'] as const;
export type CommentsHiddenReason = (typeof commentsHiddenReasons)[number];

// Uploads

/** What an image is for: covers are cropped to 16:9 and must be under 5 MB (spec §5), avatars square. */
export const imagePurposes = ['picture', 'cover', 'avatar'] as const;
export type ImagePurpose = (typeof imagePurposes)[number];

// Gamification

/**
 * What members do that moves missions (spec §1, §3): the `activity` of a mission. The web links some
 * of them to where they are done (`page.browsed`: the brand page task).
 */
export const missionActivities = [
  'post.published',
  'comment.posted',
  'like.given',
  'like.received',
  'post.featured',
  'check_in',
  'login',
  'page.browsed',
  'questionnaire.passed',
] as const;
export type MissionActivity = (typeof missionActivities)[number];

/** A member's role. */
export const roles = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The roles that moderate: they see staff-only boards, act on any post and publish in closed boards. */
export const staffRoles = ['moderator', 'admin'] as const satisfies readonly Role[];

/** Whether a role is staff: the one definition both the server's policies and the web app ask. */
export function isStaffRole(role: Role | null | undefined): boolean {
  return !!role && (staffRoles as readonly Role[]).includes(role);
}

/** How far back a search of posts reaches (its Posted filter). */
export const searchPeriods = ['day', 'week', 'month', 'year'] as const;
export type SearchPeriod = (typeof searchPeriods)[number];

/** Who sees a board (spec §6): everyone, editors (and staff), or staff only. */
export const boardAudiences = ['everyone', 'editors', 'moderators'] as const;
export type BoardAudienceKind = (typeof boardAudiences)[number];

/** Where operators' links appear: the desktop header's navigation, the home page's top sector, its banners. */
export const linkPlaces = ['navigation', 'topSector', 'homeBanner'] as const;
export type LinkPlace = (typeof linkPlaces)[number];
