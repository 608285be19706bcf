import type { Feedback, feedbackInputSchema } from '@fanzone/contract';
import { feedbackNumber, feedbackProblems, limits } from '@fanzone/contract';
import type { z } from 'zod';
import { unixSeconds } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { decodeCursor, pageBy } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { isStoredUrl } from '../../platform/storage/storage.ts';
import { notifyMember, quoteOf } from '../notifications/index.ts';
import type { FeedbackRow } from './feedback.tables.ts';
import {
  feedbackForOperators,
  feedbackOf,
  findFeedback,
  insertFeedback,
  setFeedbackAnswer,
} from './feedback.queries.ts';

type FeedbackDeps = Pick<Deps, 'db' | 'bus' | 'log' | 'clock' | 'storage'>;
const pageSize = limits.lists.pageSize;

export function presentFeedback(row: FeedbackRow): Feedback {
  const id = row.id.toString();
  return {
    id,
    number: feedbackNumber(id),
    device: row.device,
    systemVersion: row.systemVersion,
    frequency: row.frequency,
    path: row.path,
    description: row.description,
    contact: row.contact,
    images: row.images,
    status: row.answer === null ? 'submitted' : 'answered',
    answer: row.answer,
    answeredAt: row.answeredAt ? unixSeconds(row.answeredAt) : null,
    createdAt: unixSeconds(row.createdAt),
  };
}

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

export async function myFeedback(deps: FeedbackDeps, viewer: Viewer, cursorText: string | undefined) {
  const cursor = decodeCursor(cursorText, ['id']);
  const rows = await feedbackOf(deps.db, viewer.id, cursor ? BigInt(cursor[0]!) : undefined, pageSize + 1);
  const { rows: shown, page } = pageBy(rows, pageSize, (row) => [row.id.toString()]);
  return { items: shown.map(presentFeedback), page };
}

/** Feedback for operators: waiting, or answered. */
export async function feedbackForConsole(
  deps: FeedbackDeps,
  viewer: Viewer,
  query: { status: 'submitted' | 'answered'; cursor?: string },
) {
  const cursor = decodeCursor(query.cursor, ['id']);
  const rows = await feedbackForOperators(
    deps.db,
    query.status,
    cursor ? BigInt(cursor[0]!) : undefined,
    pageSize + 1,
  );
  const { rows: shown, page } = pageBy(rows, pageSize, ({ row }) => [row.id.toString()]);
  return {
    items: shown.map(({ row, author }) => ({
      ...presentFeedback(row),
      author: { id: author.id.toString(), username: author.username, avatar: author.avatar },
    })),
    page,
  };
}

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
