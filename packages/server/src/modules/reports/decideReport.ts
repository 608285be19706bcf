import { isActiveStaff } from '../../platform/http/callerAccess.ts';
import type { BoardPlacement } from '../../platform/http/callerAccess.ts';
import type { NotificationKind, ReportDecision } from '@fanzone/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { findComment, moderateComment } from '../comments/index.ts';
import { findUserById } from '../identity/index.ts';
import { notifyMember, quoteOf } from '../notifications/index.ts';
import { banFromBoard, banMember, boardToBanFrom } from '../moderation/index.ts';
import type { BanDeps } from '../moderation/index.ts';
import { moderatePost, postsByIds } from '../posts/index.ts';
import type { PostsContext } from '../posts/index.ts';
import { insertStaffLogEntry, latestStaffAction } from '../staffLog/index.ts';
import { mayDecide } from './reports.policy.ts';
import type { QueueLine } from './reports.queries.ts';
import { claimQueueLine, closeReportsOn, findQueueLine, returnQueueLine } from './reports.queries.ts';
import type { ReportOutcome } from './reports.tables.ts';

type Context = PostsContext & { viewer: Viewer };

const outcomes: Record<ReportDecision['decision'], ReportOutcome> = {
  dismiss: 'dismissed',
  shield: 'shielded',
  remove: 'removed',
  ban: 'banned',
};

/** What was reported: its author, a label for the log and the reporters, and where it is (none for a member). */
async function reportedTarget(context: Context, kind: 'post' | 'comment' | 'member', id: bigint) {
  const { db } = context.deps;
  if (kind === 'member') {
    const member = await findUserById(db, id);
    if (!member) throw new AppError('USER_NOT_FOUND');
    return { authorId: member.id, label: member.username, placement: null, gone: false };
  }
  const comment = kind === 'comment' ? await findComment(db, id) : undefined;
  const [post] = await postsByIds(db, [comment ? comment.postId : id]);
  if (!post || (kind === 'comment' && !comment))
    throw new AppError(kind === 'post' ? 'POST_NOT_FOUND' : 'COMMENT_NOT_FOUND');
  const placement: BoardPlacement = { boardId: post.boardId, mainBoardId: post.mainBoardId };
  return comment
    ? {
        authorId: comment.authorId,
        label: quoteOf(comment.content),
        placement,
        gone: comment.status === 'deleted',
      }
    : { authorId: post.authorId, label: post.title, placement, gone: post.status === 'deleted' };
}

/**
 * A moderator decides on a reported target (spec §4): dismiss (a target the reports hid comes back,
 * unless staff acted on it since), shield or remove it, or ban its author. The moderator claims the
 * line first, so of two deciding at once one acts; the decision is the moderation action itself
 * (logged, the author told); then every open report on the target closes and each reporter is told
 * the outcome. Nobody decides on reports about themselves or their own words.
 */
export async function decideReport(
  context: Context,
  banDeps: BanDeps,
  lineId: bigint,
  decision: ReportDecision,
): Promise<{ closedReports: number }> {
  const { deps, viewer } = context;
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
  // Members learn nothing of the queue, not even which lines exist.
  if (!isActiveStaff(viewer)) throw new AppError('FORBIDDEN');
  // Judged on the line as seen, then claimed: a refusal leaves the line untouched for others.
  const seen = await findQueueLine(deps.db, lineId);
  if (!seen) throw new AppError('REPORT_NOT_FOUND');
  const target = await reportedTarget(context, seen.targetKind, seen.targetId);
  if (!mayDecide(viewer, target.placement) || target.authorId === viewer.id) throw new AppError('FORBIDDEN');
  if (seen.targetKind === 'member' && (decision.decision === 'shield' || decision.decision === 'remove'))
    throw new AppError('DECISION_NOT_FOR_MEMBER');
  const line = await claimQueueLine(deps.db, lineId);
  if (!line) throw new AppError('REPORT_NOT_FOUND');
  const { label } = target;
  try {
    await carryOutDecision(context, banDeps, line, target, decision);
  } catch (error) {
    await returnQueueLine(deps.db, line);
    throw error;
  }
  const now = deps.clock.now();
  const reporters = await closeReportsOn(
    deps.db,
    { kind: line.targetKind, id: line.targetId },
    outcomes[decision.decision],
    now,
  );
  const told: NotificationKind = decision.decision === 'dismiss' ? 'reportDismissed' : 'reportActioned';
  for (const reporterId of reporters)
    await notifyMember(deps, { userId: reporterId, kind: told, subject: label, createdAt: now });
  return { closedReports: reporters.length };
}

async function carryOutDecision(
  context: Context,
  banDeps: BanDeps,
  line: QueueLine,
  target: Awaited<ReturnType<typeof reportedTarget>>,
  decision: ReportDecision,
) {
  const { deps, viewer } = context;
  const content = { kind: line.targetKind as 'post' | 'comment', id: line.targetId };
  // Still as the reports left it: hidden by them, nobody on the staff having acted on it since.
  const stillHiddenByReports =
    line.hiddenByReports &&
    (await latestStaffAction(deps.db, content.kind, content.id)) === `${content.kind}.hiddenByReports`;
  switch (decision.decision) {
    case 'dismiss':
      if (stillHiddenByReports) await moderateContent(context, content, { action: 'unshield' });
      await insertStaffLogEntry(deps.db, {
        actorId: viewer.id,
        action: 'reports.dismissed',
        targetKind: line.targetKind,
        targetId: line.targetId,
        targetLabel: target.label,
        boardId: target.placement?.boardId ?? null,
        before: { reporters: line.reporterCount },
        after: null,
        reason: '',
        createdAt: deps.clock.now(),
      });
      return;
    case 'shield':
    case 'remove':
      // Deleted since it was reported (by its author, say): nothing is left to act on.
      if (target.gone) return;
      await moderateContent(
        context,
        content,
        { action: decision.decision, reason: decision.reason },
        { upholdsReports: decision.decision === 'shield' && stillHiddenByReports },
      );
      return;
    case 'ban': {
      const ban = {
        reason: decision.reason,
        until: decision.until === null ? null : new Date(decision.until * 1000),
      };
      // A moderator given boards bans from the board of theirs the reported words are in (issue 24).
      const boardId = target.placement && boardToBanFrom(viewer, target.placement);
      if (boardId)
        await banFromBoard(
          { ...banDeps, catalogue: context.catalogue },
          viewer,
          target.authorId,
          boardId,
          ban,
        );
      else await banMember(banDeps, viewer, target.authorId, ban);
    }
  }
}

/** The moderation action on a reported post or comment, as from its own menu. */
function moderateContent(
  context: Context,
  content: { kind: 'post' | 'comment'; id: bigint },
  moderation: { action: 'unshield' } | { action: 'shield' | 'remove'; reason: string },
  options: { upholdsReports?: boolean } = {},
) {
  return content.kind === 'post'
    ? moderatePost(context, content.id, moderation, options)
    : moderateComment(context, content.id, moderation, options);
}
