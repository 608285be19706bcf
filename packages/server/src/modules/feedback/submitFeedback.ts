import type { Feedback, feedbackInputSchema } from '@fanzone/contract';
import { feedbackProblems } from '@fanzone/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { isStoredUrl } from '../../platform/storage/storage.ts';
import { insertFeedback } from './feedback.queries.ts';
import { presentFeedback } from './feedback.present.ts';

type FeedbackDeps = Pick<Deps, 'db' | 'bus' | 'log' | 'clock' | 'storage'>;

/**
 * A member sends feedback (spec §3, §5): the device, the description in 10–150 words and a
 * contact that is one, pictures uploaded here first. A ban refuses it like every other write
 * (spec §4). Answers the feedback with its number.
 */
export async function submitFeedback(
  deps: FeedbackDeps,
  viewer: Viewer,
  input: z.output<typeof feedbackInputSchema>,
): Promise<Feedback> {
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
  const [problem] = feedbackProblems(input);
  if (problem) throw new AppError(problem.code, problem.values ? { values: problem.values } : {});
  if (input.images.some((image) => !isStoredUrl(deps.storage, image.url)))
    throw new AppError('VALIDATION_FAILED', { fields: { images: 'must be uploaded here first' } });
  const row = await insertFeedback(deps.db, { ...input, authorId: viewer.id, createdAt: deps.clock.now() });
  return presentFeedback(row);
}
