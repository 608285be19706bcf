import { limits } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { decodeCursor, pageBy } from '../../platform/http/cursor.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { feedbackForOperators, feedbackOf } from './feedback.queries.ts';
import { presentFeedback } from './feedback.present.ts';

type FeedbackDeps = Pick<Deps, 'db' | 'bus' | 'log' | 'clock' | 'storage'>;

const pageSize = limits.lists.pageSize;

export async function myFeedback(deps: FeedbackDeps, viewer: Viewer, cursorText: string | undefined) {
  const cursor = decodeCursor(cursorText, ['id']);
  const rows = await feedbackOf(deps.db, viewer.id, cursor ? BigInt(cursor[0]!) : undefined, pageSize + 1);
  const { rows: shown, page } = pageBy(rows, pageSize, (row) => [row.id.toString()]);
  return { items: shown.map(presentFeedback), page };
}

/** Feedback for operators: waiting, or answered. */
export async function feedbackForConsole(
  deps: FeedbackDeps,
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
