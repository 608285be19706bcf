import type { NotificationKind, ReportDecision } from '@fanzone/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { findComment } from '../comments/comments.queries.ts';
import { moderateComment } from '../comments/moderateComment.ts';
import { findUserById } from '../identity/identity.queries.ts';
import { notifyMember, quoteOf } from '../messages/notifyMember.ts';
import type { BanDeps } from '../moderation/banMember.ts';
import { banMember } from '../moderation/banMember.ts';
import type { BoardPlacement } from '../moderation/moderation.policy.ts';
import { insertStaffLogEntry } from '../moderation/moderation.queries.ts';
import { moderatePost } from '../posts/moderatePost.ts';
import { postsByIds } from '../posts/posts.queries.ts';
import type { PostsContext } from '../posts/postsContext.ts';
import { mayDecide } from './reports.policy.ts';
import { closeQueueLine, findQueueLine } from './reports.queries.ts';
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
 * A moderator decides on a reported target (spec §4): dismiss (a target the reports hid comes back),
 * shield or remove it, or ban its author. The decision is the moderation action itself (logged, the
 * author told); then every open report on the target closes and each reporter is told the outcome.
 */
export async function handleReports(
  context: Context,
  banDeps: BanDeps,
  lineId: bigint,
  decision: ReportDecision,
): Promise<{ closedReports: number }> {
  const { deps, viewer } = context;
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
  const line = await findQueueLine(deps.db, lineId);
  if (!line) throw new AppError('REPORT_NOT_FOUND');
  const target = await reportedTarget(context, line.targetKind, line.targetId);
  if (!mayDecide(viewer, target.placement)) throw new AppError('FORBIDDEN');
  if (line.targetKind === 'member' && (decision.decision === 'shield' || decision.decision === 'remove'))
    throw new AppError('DECISION_NOT_FOR_MEMBER');

  const now = deps.clock.now();
  const onContent = (moderation: { action: 'shield' | 'unshield' | 'remove'; reason?: string }) => {
    const action =
      moderation.action === 'unshield'
        ? { action: 'unshield' as const }
        : { action: moderation.action, reason: moderation.reason! };
    return line.targetKind === 'post'
      ? moderatePost(context, line.targetId, action, { upholdsReports: true })
      : moderateComment(context, line.targetId, action, { upholdsReports: true });
  };
  switch (decision.decision) {
    case 'dismiss':
      if (line.hiddenByReports) await onContent({ action: 'unshield' });
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
        createdAt: now,
      });
      break;
    case 'shield':
    case 'remove':
      // Deleted since it was reported (by its author, say): nothing is left to act on.
      if (!target.gone) await onContent({ action: decision.decision, reason: decision.reason });
      break;
    case 'ban':
      await banMember(banDeps, viewer, target.authorId, {
        reason: decision.reason,
        until: decision.until === null ? null : new Date(decision.until * 1000),
      });
      break;
  }

  const reporters = await closeQueueLine(deps.db, line.id, outcomes[decision.decision], now);
  const told: NotificationKind = decision.decision === 'dismiss' ? 'reportDismissed' : 'reportActioned';
  for (const reporterId of reporters)
    await notifyMember(deps, { userId: reporterId, kind: told, subject: target.label, createdAt: now });
  return { closedReports: reporters.length };
}
