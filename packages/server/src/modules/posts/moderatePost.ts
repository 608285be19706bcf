import { moderatesBoard } from '../../platform/http/callerAccess.ts';
import type { NotificationKind, PostModeration, PostModerationState, StaffAction } from '@fanzone/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { boardAccess } from '../boards/index.ts';
import { notifyMember, quoteOf } from '../notifications/index.ts';
import { recordActivity } from '../gamification/index.ts';
import { tellMentionedOnceCommitted } from './tellMentioned.ts';
import { insertStaffLogEntry } from '../staffLog/index.ts';
import { assertPostAction, postFor } from './postAccess.ts';
import type { ModerationChanges, PostRow } from './posts.queries.ts';
import { applyModeration, postsByIds } from './posts.queries.ts';
import type { PostChange, PostPlacement } from './readModel.ts';
import type { PostsContext } from './postsContext.ts';
import { hotScore } from './hotScore.ts';

type Context = PostsContext & { viewer: Viewer };

/** What the staff log keeps of a post's state, before and after. */
const stateOf = (post: PostRow) => ({
  status: post.status,
  pinned: post.pinned,
  sunk: post.sunk,
  featured: post.featured,
  commentsLocked: post.commentsLocked,
  boardId: post.boardId.toString(),
  sectionId: post.sectionId?.toString() ?? null,
});

export const presentModerationState = (post: PostRow): PostModerationState => ({
  postId: post.id.toString(),
  ...stateOf(post),
});

/** Each action's change, its name in the staff log, and what the author is told (nothing for order). */
type Plan = { changes: ModerationChanges; logged: StaffAction; told?: NotificationKind };

/**
 * What the action changes on this post, or null when it is already so (doing it again is harmless
 * and logs nothing). A removed post can only be restored; a shielded one unshielded or removed; a
 * pending one approved, rejected (deleted, its author told why), moved or removed.
 */
function planFor(context: Context, post: PostRow, moderation: PostModeration): Plan | null {
  const now = context.deps.clock.now();
  const live = () => {
    if (post.status === 'pending') throw new AppError('POST_PENDING');
    if (post.status !== 'published') throw new AppError('POST_DELETED');
  };
  switch (moderation.action) {
    case 'pin':
      live();
      return post.pinned === moderation.place
        ? null
        : { changes: { pinned: moderation.place }, logged: 'post.pinned' };
    case 'unpin':
      return post.pinned ? { changes: { pinned: null }, logged: 'post.unpinned' } : null;
    case 'sink':
      live();
      return post.sunk ? null : { changes: { sunk: true }, logged: 'post.sunk' };
    case 'unsink':
      return post.sunk ? { changes: { sunk: false }, logged: 'post.unsunk' } : null;
    case 'shield':
      if (post.status === 'shielded') return null;
      live();
      return { changes: { status: 'shielded' }, logged: 'post.shielded', told: 'postShielded' };
    case 'unshield':
      return post.status === 'shielded'
        ? { changes: { status: 'published' }, logged: 'post.unshielded', told: 'postRestored' }
        : null;
    case 'lock':
      if (post.commentsLocked) return null;
      live();
      return { changes: { commentsLocked: true }, logged: 'post.locked', told: 'postLocked' };
    case 'unlock':
      return post.commentsLocked ? { changes: { commentsLocked: false }, logged: 'post.unlocked' } : null;
    case 'remove':
      return post.status === 'deleted'
        ? null
        : {
            changes: { status: 'deleted', deletedAt: now, deletedBy: context.viewer.id },
            logged: 'post.removed',
            told: 'postRemoved',
          };
    case 'restore':
      // What its author took down stays down: only a removal by staff is undone.
      return post.status === 'deleted' && post.deletedBy !== post.authorId
        ? {
            changes: { status: 'published', deletedAt: null },
            logged: 'post.restored',
            told: 'postRestored',
          }
        : null;
    case 'move':
      return { ...moveTo(context, post, moderation), logged: 'post.moved', told: 'postMoved' };
    case 'approve':
      // It goes out now: to the top of its board, as if just written.
      return post.status === 'pending'
        ? {
            changes: {
              status: 'published',
              lastActivityAt: now,
              hotScore: hotScore(now, { likeCount: 0, commentCount: 0, favouriteCount: 0 }),
            },
            logged: 'post.approved',
            told: 'postApproved',
          }
        : null;
    case 'reject':
      return post.status === 'pending'
        ? {
            changes: { status: 'deleted', deletedAt: now, deletedBy: context.viewer.id },
            logged: 'post.rejected',
            told: 'postRejected',
          }
        : null;
  }
}

/**
 * A move to a board the moderator also moderates (and may see), and to one of that board's
 * sections or none; pins belong to the old place and are dropped.
 */
function moveTo(
  context: Context,
  post: PostRow,
  target: { boardId: string; sectionId: string | null },
): { changes: ModerationChanges } {
  const boardId = BigInt(target.boardId);
  const access = boardAccess(context.catalogue, context.audience, boardId);
  if (!access?.visible) throw new AppError('BOARD_NOT_FOUND');
  const mainBoardId = access.board.parentId ?? access.board.id;
  if (!moderatesBoard(context.viewer, { boardId, mainBoardId })) throw new AppError('FORBIDDEN');
  const sectionId = target.sectionId === null ? null : BigInt(target.sectionId);
  if (
    sectionId !== null &&
    !context.catalogue.sections.some((section) => section.id === sectionId && section.boardId === boardId)
  )
    throw new AppError('SECTION_NOT_IN_BOARD');
  if (boardId === post.boardId && sectionId === post.sectionId) throw new AppError('POST_ALREADY_THERE');
  return { changes: { boardId, mainBoardId, sectionId, pinned: null } };
}

const placementOf = (post: PostRow): PostPlacement => ({
  id: post.id,
  authorId: post.authorId,
  boardId: post.boardId,
  mainBoardId: post.mainBoardId,
});

/** What the read model must hear for each kind of action. */
function changeOf(action: PostModeration['action'], before: PostRow, after: PostRow): PostChange {
  switch (action) {
    case 'move':
      return { kind: 'moved', from: placementOf(before), to: placementOf(after) };
    case 'shield':
    case 'unshield':
      return { kind: 'shielded', post: placementOf(after) };
    case 'remove':
    case 'restore':
    case 'reject':
      return { kind: 'removed', post: placementOf(after) };
    case 'approve':
      return { kind: 'published', post: placementOf(after) };
    case 'lock':
    case 'unlock':
      return { kind: 'edited', post: placementOf(after) };
    default:
      return { kind: 'pinned', post: placementOf(after) };
  }
}

/** A moderator of the post's board acts on it (spec §4 Moderation); see `carryOut`. */
export async function moderatePost(
  context: Context,
  postId: bigint,
  moderation: PostModeration,
  options: ModerationOptions = {},
): Promise<PostModerationState> {
  return moderateRow(context, await postFor(context, 'moderate', postId), moderation, options);
}

export type ModerationOptions = {
  /**
   * The shield upholds reports that already hid the post: nothing changes, but the decision is
   * logged and the author told why.
   */
  upholdsReports?: boolean;
};

/** One post the policy has already let the viewer moderate. */
async function moderateRow(
  context: Context,
  post: PostRow,
  moderation: PostModeration,
  options: ModerationOptions = {},
): Promise<PostModerationState> {
  const upheld =
    options.upholdsReports && moderation.action === 'shield' && post.status === 'shielded'
      ? ({ changes: {}, logged: 'post.shielded', told: 'postShielded' } satisfies Plan)
      : null;
  const plan = upheld ?? planFor(context, post, moderation);
  if (!plan) return presentModerationState(post);
  const reason = 'reason' in moderation ? (moderation.reason ?? '') : '';
  const updated = await carryOut(context, post, plan, {
    actorId: context.viewer.id,
    reason,
    change: moderation.action,
  });
  // Changed by someone else since it was read: their change stands, and is what this answers.
  return presentModerationState(updated ?? (await postsByIds(context.deps.db, [post.id]))[0]!);
}

/**
 * A plan carried out: the change and its staff log line in one transaction; then every node's reads
 * follow (the read model) and the author is told in the message centre, why when a reason was
 * given. Nobody is told of their own post. Null when the post changed status since it was read.
 */
async function carryOut(
  context: PostsContext,
  post: PostRow,
  plan: Plan,
  how: { actorId: bigint | null; reason: string; change: PostModeration['action'] },
): Promise<PostRow | null> {
  const { deps } = context;
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const after = Object.keys(plan.changes).length ? await applyModeration(tx, post, plan.changes) : post;
    if (!after) return null;
    // Approved: it counts for its author's missions now, as a post published at once does, and
    // its words are indexed once this commits.
    if (how.change === 'approve') {
      await recordActivity(tx, deps, {
        userId: post.authorId,
        activity: 'post.published',
        subject: post.id.toString(),
      });
      await deps.events.tell('post.wordsWritten', { db: tx, postId: post.id });
      // Those it mentions hear of it once it is live (as when it is published at once).
      await tellMentionedOnceCommitted(deps, tx, {
        postId: post.id,
        text: post.contentText,
        actorId: post.authorId,
      });
    }
    await insertStaffLogEntry(tx, {
      actorId: how.actorId,
      action: plan.logged,
      targetKind: 'post',
      targetId: post.id,
      targetLabel: post.title,
      boardId: after.boardId,
      before: stateOf(post),
      after: stateOf(after),
      reason: how.reason,
      createdAt: now,
    });
    return after;
  });
  if (!updated) return null;
  await context.readModel.changed(changeOf(how.change, post, updated));
  if (plan.told && post.authorId !== how.actorId)
    await notifyMember(deps, {
      userId: post.authorId,
      kind: plan.told,
      // A removed or rejected post is no longer there to open: the line names it instead of linking to it.
      postId: plan.told === 'postRemoved' || plan.told === 'postRejected' ? null : post.id,
      subject: post.title,
      excerpt: how.reason ? quoteOf(how.reason) : null,
      createdAt: now,
    });
  return updated;
}

/**
 * Enough members reported a live post: it is shielded until a moderator decides, by the community
 * itself (no actor in the staff log), and its author told it waits for review. False when it was
 * no longer live.
 */
export async function hidePostForReview(context: PostsContext, postId: bigint): Promise<boolean> {
  const [post] = await postsByIds(context.deps.db, [postId]);
  if (post?.status !== 'published') return false;
  const hidden = await carryOut(
    context,
    post,
    { changes: { status: 'shielded' }, logged: 'post.hiddenByReports', told: 'hiddenByReports' },
    { actorId: null, reason: '', change: 'shield' },
  );
  return hidden !== null;
}

/**
 * Shields, sinks or moves a selection of a board's posts (spec §4 bulk moderation): every post must
 * be in the board (or one of its sub boards); each is then moderated as on its own, its own line in
 * the staff log, its author told.
 */
export async function moderateBoardPosts(
  context: Context,
  boardId: bigint,
  postIds: bigint[],
  moderation: Extract<PostModeration, { action: 'shield' | 'sink' | 'move' }>,
): Promise<PostModerationState[]> {
  const posts = await postsByIds(context.deps.db, [...new Set(postIds)]);
  if (posts.length !== new Set(postIds).size) throw new AppError('POST_NOT_FOUND');
  // The policy first, for every post: whoever may not moderate one learns nothing about the rest.
  for (const post of posts) await assertPostAction(context, 'moderate', post);
  if (posts.some((post) => post.boardId !== boardId && post.mainBoardId !== boardId))
    throw new AppError('POST_NOT_FOUND');
  const states: PostModerationState[] = [];
  for (const post of posts) states.push(await moderateRow(context, post, moderation));
  return states;
}
