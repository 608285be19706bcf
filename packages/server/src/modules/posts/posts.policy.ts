import { moderatesBoard } from '../../platform/http/callerAccess.ts';
import type { editBlockReasons, ErrorCode } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { BoardAccess } from '../boards/index.ts';
import { heldBoardBan, writingBanIn } from '../moderation/index.ts';
import type { WritingBan } from '../moderation/index.ts';
import type { PostRow } from './posts.queries.ts';

export type EditBlockReason = (typeof editBlockReasons)[number];

/**
 * Everything a viewer may do to a post. `read` is opening it (details, comments); every other
 * action is a write. A new action on posts is a new member here, a rule in `postRefusal` and a row
 * in the authorization matrix test (`packages/server/src/authorizationMatrix.test.ts`) before it is a route.
 */
export type PostAction =
  | 'read'
  | 'react'
  | 'favourite'
  | 'vote'
  | 'comment'
  | 'share'
  | 'report'
  | 'edit'
  | 'delete'
  | 'feature'
  | 'moderate';

/** The facts about a post the policy decides on: the post, and its board as this viewer sees it. */
export type PostFacts = {
  post: Pick<
    PostRow,
    'authorId' | 'status' | 'homeRecommended' | 'boardId' | 'mainBoardId' | 'commentsLocked'
  >;
  /** The post's board for this viewer (`boardAccess`); undefined when the board no longer exists. */
  access: Pick<BoardAccess, 'visible' | 'openToCountry'> | undefined;
  /** The author's growth level: only editing one's own post asks for it. */
  authorLevel?: number;
};

/** What the community decides for the post rules (community settings). */
export type PostRuleSettings = { editOwnPostMinLevel: number };

/** Why the viewer may not do the action; null when they may. */
export type PostRefusal = Extract<
  ErrorCode,
  | 'POST_NOT_FOUND'
  | 'POST_DELETED'
  | 'SECTION_NOT_OPEN_TO_COUNTRY'
  | 'LOGIN_REQUIRED'
  | 'USER_BANNED'
  | 'FORBIDDEN'
  | 'LEVEL_TOO_LOW'
  | 'HOME_RECOMMENDED_LOCKED'
  | 'POST_LOCKED'
  | 'POST_PENDING'
  | 'BANNED_FROM_BOARD'
  | 'BANNED_FROM_BOARD_FOR_GOOD'
>;

/** A refusal with the values its message names (the level needed, the end of a ban). */
export type PostRefusalAnswer = { code: PostRefusal; values?: Record<string, string | number> };

/**
 * What a ban from the post's board stops: writing there — a comment, an edit, a like, a vote (as it
 * stops publishing: `checkPostInput`). Reading, favouriting (private), sharing (it leads readers
 * elsewhere), reporting (it helps the board's moderators) and deleting one's own post stay open.
 */
const stoppedByBoardBan: ReadonlySet<PostAction> = new Set(['comment', 'edit', 'react', 'vote']);

/** Acting on a post needs it live: one waiting for approval says so, any other state reads as deleted. */
const notLive = (post: Pick<PostRow, 'status'>): PostRefusal | null =>
  post.status === 'published' ? null : post.status === 'pending' ? 'POST_PENDING' : 'POST_DELETED';

/**
 * Whether the viewer may read the post at all. A post in a board the viewer may not see is missing,
 * whatever its state, so nothing about it leaks, and so is one waiting for approval (except to its
 * author and the board's moderators); a deleted post (and a shielded one, except to its author and
 * staff) reads as deleted; a board closed to the viewer's country says so (spec §4).
 */
function readRefusal(viewer: Viewer | null, { post, access }: PostFacts): PostRefusal | null {
  if (!access?.visible) return 'POST_NOT_FOUND';
  if (post.status === 'deleted') return 'POST_DELETED';
  const authorOrModerator = moderatesBoard(viewer, post) || viewer?.id === post.authorId;
  // A post waiting for approval was never out: for everyone else it does not exist.
  if (post.status === 'pending' && !authorOrModerator) return 'POST_NOT_FOUND';
  if (post.status === 'shielded' && !authorOrModerator) return 'POST_DELETED';
  if (!access.openToCountry) return 'SECTION_NOT_OPEN_TO_COUNTRY';
  return null;
}

/**
 * Who may edit a post (spec §5, §6): the board's moderators may edit any; an author may edit their
 * own once they reach the level the community sets (3 by default), unless it is recommended on the
 * home page.
 */
export function editBlockReason(
  viewer: Viewer | null,
  post: Pick<PostRow, 'authorId' | 'homeRecommended' | 'boardId' | 'mainBoardId'>,
  authorLevel: number,
  minLevel: number,
): EditBlockReason | null {
  if (!viewer) return 'not_author';
  if (viewer.isBlocked) return 'banned';
  if (moderatesBoard(viewer, post)) return null;
  if (post.authorId !== viewer.id) return 'not_author';
  if (heldBoardBan(viewer, post)) return 'board_ban';
  if (post.homeRecommended) return 'home_recommended';
  if (authorLevel < minLevel) return 'level';
  return null;
}

const editRefusals = {
  level: 'LEVEL_TOO_LOW',
  home_recommended: 'HOME_RECOMMENDED_LOCKED',
  not_author: 'FORBIDDEN',
  banned: 'USER_BANNED',
} as const satisfies Record<Exclude<EditBlockReason, 'board_ban'>, PostRefusal>;

/**
 * The one rule for every action on a post. Reading comes first for every action, so a post the
 * viewer may not read answers the same to a like as to opening it. A ban refuses every write before
 * anything about the post is said (a banned member still reads, spec §4); a ban from the post's
 * board refuses writing there once the post is readable (`stoppedByBoardBan`). Then each action's own
 * rule: reactions, votes, comments, shares and reports need a live (published) post; editing,
 * deleting and featuring have the rules of spec §5 and §6.
 */
export function postRefusal(
  viewer: Viewer | null,
  action: PostAction,
  facts: PostFacts,
  settings: PostRuleSettings,
): PostRefusalAnswer | null {
  const refusal = decide(viewer, action, facts, settings);
  if (refusal === null || typeof refusal === 'object') return refusal;
  if (refusal === 'LEVEL_TOO_LOW') return { code: refusal, values: { level: settings.editOwnPostMinLevel } };
  return { code: refusal };
}

function decide(
  viewer: Viewer | null,
  action: PostAction,
  facts: PostFacts,
  settings: PostRuleSettings,
): PostRefusal | WritingBan | null {
  if (action !== 'read') {
    if (!viewer) return 'LOGIN_REQUIRED';
    if (viewer.isBlocked) return 'USER_BANNED';
  }
  const { post } = facts;
  const unreadable = readRefusal(viewer, facts);
  // The board's moderators act on its posts whatever their state (restoring a removed one) and
  // wherever the board is open; everyone else first needs to be able to read the post.
  if (action === 'moderate') {
    if (!facts.access?.visible) return 'POST_NOT_FOUND';
    return moderatesBoard(viewer, post) ? null : (unreadable ?? 'FORBIDDEN');
  }
  // Deleting a deleted post again is harmless for whoever may delete it: the answer stays the same.
  const member = viewer!;
  const mayDelete = action === 'delete' && (moderatesBoard(member, post) || post.authorId === member.id);
  const deletingAgain = mayDelete && post.status === 'deleted' && facts.access?.visible;
  if (action === 'read' || (unreadable && !deletingAgain)) return unreadable;
  const writingBan = stoppedByBoardBan.has(action) ? writingBanIn(member, post) : null;
  if (writingBan) return writingBan;
  switch (action) {
    case 'delete':
      return mayDelete ? null : 'FORBIDDEN';
    case 'feature':
      if (!moderatesBoard(member, post)) return 'FORBIDDEN';
      return notLive(post);
    case 'edit': {
      const notLiveRefusal = notLive(post);
      if (notLiveRefusal) return notLiveRefusal;
      const reason = editBlockReason(member, post, facts.authorLevel ?? 0, settings.editOwnPostMinLevel);
      if (reason === 'board_ban') return writingBanIn(member, post);
      return reason ? editRefusals[reason] : null;
    }
    case 'comment':
      // A locked post takes comments from its board's moderators only (spec §4: contact an admin).
      return notLive(post) ?? (post.commentsLocked && !moderatesBoard(member, post) ? 'POST_LOCKED' : null);
    case 'react':
    case 'favourite':
    case 'vote':
    case 'share':
    case 'report':
      return notLive(post);
  }
}

/** `postRefusal` as a yes or no, for presenters (what a post's page offers the viewer). */
export function can(
  viewer: Viewer | null,
  action: PostAction,
  facts: PostFacts,
  settings: PostRuleSettings,
): boolean {
  return postRefusal(viewer, action, facts, settings) === null;
}
