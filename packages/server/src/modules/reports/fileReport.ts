import type { reportInputSchema } from '@fanzone/contract';
import { isStaffRole } from '@fanzone/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { isStoredUrl } from '../../platform/storage/storage.ts';
import { hideCommentForReview, readableComment } from '../comments/index.ts';
import { findUserById } from '../identity/index.ts';
import { hidePostForReview, postFor } from '../posts/index.ts';
import type { PostsContext } from '../posts/index.ts';
import { hasStaffAction } from '../staffLog/index.ts';
import type { ReportTarget } from './reports.queries.ts';
import { fileReportRow, findQueueLine, markHiddenByReports, returnQueueLine } from './reports.queries.ts';
import { reportRefusal } from './reports.policy.ts';

type ReportInput = z.output<typeof reportInputSchema>;
export type ReportSettings = { report: boolean; reportsToHide: number };

/**
 * The author of what is reported, once the reporter is known to be allowed to see it: a post or a
 * comment they may read (and react to: live), or a member who exists.
 */
async function authorOfTarget(context: PostsContext & { viewer: Viewer }, target: ReportTarget) {
  switch (target.kind) {
    case 'post':
      return (await postFor(context, 'report', target.id)).authorId;
    case 'comment': {
      const { comment } = await readableComment(context, target.id);
      await postFor(context, 'report', comment.postId);
      if (comment.status !== 'published') throw new AppError('COMMENT_NOT_FOUND');
      return comment.authorId;
    }
    case 'member': {
      const member = await findUserById(context.deps.db, target.id);
      if (!member) throw new AppError('USER_NOT_FOUND');
      return member.id;
    }
  }
}

/**
 * Reports hide a post or a comment by themselves only where that cannot be turned into a weapon:
 * never staff's own words (announcements), never what a moderator already found fine (reporting it
 * again reaches the queue, it does not hide it).
 */
async function mayHideByReports(context: PostsContext, target: ReportTarget, authorId: bigint) {
  const author = await findUserById(context.deps.db, authorId);
  if (!author || isStaffRole(author.role)) return false;
  return !(await hasStaffAction(context.deps.db, target.kind, target.id, 'reports.dismissed'));
}

/**
 * A member reports a post, a comment or a member (spec §3 Report): not their own, one open report
 * per target, images uploaded here first. Once as many distinct members as the community's
 * threshold have open reports on a post or a comment, it is hidden until a moderator decides.
 */
export async function fileReport(
  context: PostsContext & { viewer: Viewer },
  settings: ReportSettings,
  input: ReportInput,
): Promise<{ reportId: string }> {
  const { deps, viewer } = context;
  const refusal = reportRefusal(viewer, settings.report);
  if (refusal) throw new AppError(refusal);
  const target: ReportTarget = { kind: input.targetKind, id: BigInt(input.targetId) };
  const authorId = await authorOfTarget(context, target);
  if (authorId === viewer.id) throw new AppError('CANNOT_REPORT_OWN');
  if (input.images.some((image) => !isStoredUrl(deps.storage, image.url)))
    throw new AppError('VALIDATION_FAILED', { fields: { images: 'must be uploaded here first' } });

  const filed = await fileReportRow(deps.db, {
    reporterId: viewer.id,
    target,
    reasons: input.reasons,
    details: input.details,
    images: input.images,
    createdAt: deps.clock.now(),
  });
  if (!filed) throw new AppError('REPORT_ALREADY_OPEN');
  const threshold = settings.reportsToHide;
  const reachedThreshold = threshold > 0 && filed.reporterCount >= threshold && !filed.hiddenByReports;
  // The line is claimed first: of two reports reaching the threshold at once, one hides the target.
  if (
    target.kind !== 'member' &&
    reachedThreshold &&
    (await mayHideByReports(context, target, authorId)) &&
    (await markHiddenByReports(deps.db, filed.queueId, true))
  ) {
    const hidden =
      target.kind === 'post'
        ? await hidePostForReview(context, target.id)
        : await hideCommentForReview(context, target.id);
    // Already out of sight (a moderator was first): dismissing must not bring it back.
    if (!hidden) await markHiddenByReports(deps.db, filed.queueId, false);
    // A moderator claimed the line between the claim above and the hiding: their decision saw the
    // target still in sight, so nobody would bring it back. It goes back to the queue, hidden, and
    // the next decision on it (dismiss brings it back) is made on what members now see.
    else if (!(await findQueueLine(deps.db, filed.queueId)))
      await returnQueueLine(deps.db, {
        id: filed.queueId,
        targetKind: target.kind,
        targetId: target.id,
        reporterCount: filed.reporterCount,
        hiddenByReports: true,
        firstReportedAt: deps.clock.now(),
      });
  }
  return { reportId: filed.reportId.toString() };
}
