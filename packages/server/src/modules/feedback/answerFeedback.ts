import { feedbackNumber } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { notifyMember, quoteOf } from '../notifications/index.ts';
import { findFeedback, setFeedbackAnswer } from './feedback.queries.ts';
import { presentFeedback } from './feedback.present.ts';

type FeedbackDeps = Pick<Deps, 'db' | 'bus' | 'log' | 'clock' | 'storage'>;

/** An operator answers feedback; the member reads it with their feedback and is told in the message centre. */
export async function answerFeedback(deps: FeedbackDeps, viewer: Viewer, id: bigint, answer: string) {
  if (!(await findFeedback(deps.db, id))) throw new AppError('FEEDBACK_NOT_FOUND');
  const now = deps.clock.now();
  const row = (await setFeedbackAnswer(deps.db, id, answer, viewer.id, now))!;
  await notifyMember(deps, {
    userId: row.authorId,
    kind: 'feedbackAnswered',
    subject: feedbackNumber(row.id.toString()),
    excerpt: quoteOf(answer),
    createdAt: now,
  });
  return presentFeedback(row);
}
