import { queueScopeOf } from '../../platform/http/callerAccess.ts';
import { localized } from '@fanzone/contract';
import type { Page, ReportGroup } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { quoteOf } from '../notifications/index.ts';
import type { PostsContext } from '../posts/index.ts';
import type { QueueLineRow, ReportTarget } from './reports.queries.ts';
import { openReportsOf, queueLines, reasonCountsOf } from './reports.queries.ts';

const pageSize = limits.lists.pageSize;
const keyOf = (kind: string, id: string) => `${kind}:${id}`;

function labelOf(line: QueueLineRow): string {
  if (line.target_kind === 'member') return line.author_name;
  if (line.target_kind === 'comment') return quoteOf(line.comment_content ?? '');
  return line.post_title ?? '';
}

/**
 * The reports queue (spec §4 Moderation): each reported target once, oldest first, with its
 * reporters' count, the reasons they gave and their latest reports; only what the moderator may
 * decide on.
 */
export async function readReportQueue(
  context: PostsContext & { viewer: Viewer },
  cursorText: string | undefined,
): Promise<{ groups: ReportGroup[]; page: Page }> {
  const scope = queueScopeOf(context.viewer);
  if (!scope) throw new AppError('FORBIDDEN');
  const cursor = decodeCursor(cursorText, ['id']);
  const rows = await queueLines(
    context.deps.db,
    scope,
    cursor ? BigInt(cursor[0]!) : undefined,
    pageSize + 1,
  );
  const lines = rows.slice(0, pageSize);
  const targets: ReportTarget[] = lines.map((line) => ({
    kind: line.target_kind,
    id: BigInt(line.target_id),
  }));
  const [reports, reasons] = await Promise.all([
    openReportsOf(context.deps.db, targets, limits.report.queueReportsShown),
    reasonCountsOf(context.deps.db, targets),
  ]);
  const boardName = (id: string | null) => {
    const board = id === null ? undefined : context.catalogue.boards.find((row) => row.id === BigInt(id));
    return board ? localized(board.name, context.locale) : null;
  };
  const groups = lines.map((line): ReportGroup => {
    const key = keyOf(line.target_kind, line.target_id);
    return {
      id: line.id,
      target: {
        kind: line.target_kind,
        id: line.target_id,
        label: labelOf(line),
        postId: line.post_id,
        author: { id: line.author_id, username: line.author_name, avatar: line.author_avatar },
        boardName: boardName(line.board_id),
        status: line.target_status ?? 'member',
      },
      hiddenByReports: line.hidden_by_reports,
      reporterCount: Number(line.reporter_count),
      reasons: reasons
        .filter((row) => keyOf(row.target_kind, row.target_id) === key)
        .map((row) => ({ reason: row.reason, count: Number(row.count) })),
      reports: reports
        .filter((row) => keyOf(row.target_kind, row.target_id) === key)
        .map((row) => ({
          id: row.id,
          reporter: { id: row.reporter_id, username: row.reporter_name, avatar: row.reporter_avatar },
          reasons: row.reasons,
          details: row.details,
          images: row.images,
          createdAt: Number(row.created_at),
        })),
      firstReportedAt: Number(line.first_reported_at),
    };
  });
  const hasMore = rows.length > pageSize;
  return { groups, page: { cursor: hasMore ? encodeCursor([lines.at(-1)!.id]) : null, hasMore } };
}
