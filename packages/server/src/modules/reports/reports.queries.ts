import type { QueueScope } from '../../platform/http/callerAccess.ts';
import type { ReportReason, ReportTargetKind, UploadedImage } from '@fanzone/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { numberArray, queryRows, textArray } from '../../platform/db/database.ts';
import type { ReportOutcome } from './reports.tables.ts';
import { reportQueue, reports } from './reports.tables.ts';

export type ReportTarget = { kind: ReportTargetKind; id: bigint };

/** The reasons as one array parameter: names of the contract's list, nothing to quote. */
/**
 * Files a report and counts its reporter on the target's queue line, in one transaction. Null when
 * the member already has an open report on this target (the partial unique index decides, so two
 * requests at once still make one).
 */
export async function fileReportRow(
  db: Db,
  row: {
    reporterId: bigint;
    target: ReportTarget;
    reasons: ReportReason[];
    details: string;
    images: UploadedImage[];
    createdAt: Date;
  },
) {
  return db.transaction(async (tx) => {
    const [report] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO reports (reporter_id, target_kind, target_id, reasons, details, images, created_at)
          VALUES (${row.reporterId}, ${row.target.kind}, ${row.target.id}, ${textArray(row.reasons)}::text[],
                  ${row.details}, ${JSON.stringify(row.images)}::jsonb, ${row.createdAt})
          ON CONFLICT (reporter_id, target_kind, target_id) WHERE outcome IS NULL DO NOTHING
          RETURNING id::text AS id`,
    );
    if (!report) return null;
    const [line] = await queryRows<{ id: string; reporter_count: number; hidden_by_reports: boolean }>(
      tx,
      sql`INSERT INTO report_queue (target_kind, target_id, reporter_count, first_reported_at)
          VALUES (${row.target.kind}, ${row.target.id}, 1, ${row.createdAt})
          ON CONFLICT (target_kind, target_id)
          DO UPDATE SET reporter_count = report_queue.reporter_count + 1
          RETURNING id::text AS id, reporter_count, hidden_by_reports`,
    );
    return {
      reportId: BigInt(report.id),
      queueId: BigInt(line!.id),
      reporterCount: Number(line!.reporter_count),
      hiddenByReports: line!.hidden_by_reports,
    };
  });
}

/** Sets whether reports hid the line's target; false when it already was so. */
export async function markHiddenByReports(db: Db, queueId: bigint, hidden: boolean) {
  const changed = await db
    .update(reportQueue)
    .set({ hiddenByReports: hidden })
    .where(and(eq(reportQueue.id, queueId), eq(reportQueue.hiddenByReports, !hidden)))
    .returning({ id: reportQueue.id });
  return changed.length > 0;
}

export type QueueLine = typeof reportQueue.$inferSelect;

export async function findQueueLine(db: Db, id: bigint): Promise<QueueLine | undefined> {
  const [line] = await db.select().from(reportQueue).where(eq(reportQueue.id, id));
  return line;
}

/**
 * Takes a line off the queue for one moderator's decision: whoever claims it first decides, a
 * second gets nothing. Undefined when it was already taken.
 */
export async function claimQueueLine(db: Db, id: bigint) {
  const [line] = await db.delete(reportQueue).where(eq(reportQueue.id, id)).returning();
  return line;
}

/**
 * Puts a claimed line back, under its own id, when its decision failed (a report filed meanwhile
 * opened a new line: the two become one).
 */
export async function returnQueueLine(db: Db, line: QueueLine) {
  await queryRows(
    db,
    sql`INSERT INTO report_queue (id, target_kind, target_id, reporter_count, hidden_by_reports, first_reported_at)
        OVERRIDING SYSTEM VALUE
        VALUES (${line.id}, ${line.targetKind}, ${line.targetId}, ${line.reporterCount}, ${line.hiddenByReports}, ${line.firstReportedAt})
        ON CONFLICT (target_kind, target_id) DO UPDATE SET
          reporter_count = report_queue.reporter_count + excluded.reporter_count,
          hidden_by_reports = report_queue.hidden_by_reports OR excluded.hidden_by_reports,
          first_reported_at = least(report_queue.first_reported_at, excluded.first_reported_at)`,
  );
}

/**
 * Closes every open report on a decided target with the decision, and any line a report filed
 * during the decision opened again; answers the reporters.
 */
export async function closeReportsOn(db: Db, target: ReportTarget, outcome: ReportOutcome, now: Date) {
  return db.transaction(async (tx) => {
    await tx
      .delete(reportQueue)
      .where(and(eq(reportQueue.targetKind, target.kind), eq(reportQueue.targetId, target.id)));
    const closed = await tx
      .update(reports)
      .set({ outcome, closedAt: now })
      .where(
        and(eq(reports.targetKind, target.kind), eq(reports.targetId, target.id), isNull(reports.outcome)),
      )
      .returning({ reporterId: reports.reporterId });
    return closed.map((row) => row.reporterId);
  });
}

/** Which queue lines a moderator may see: every one, or those of posts and comments in their boards. */
export type QueueLineRow = {
  id: string;
  target_kind: ReportTargetKind;
  target_id: string;
  reporter_count: number;
  hidden_by_reports: boolean;
  first_reported_at: string;
  /** The post itself, or the comment's post. */
  post_id: string | null;
  board_id: string | null;
  main_board_id: string | null;
  post_title: string | null;
  comment_content: string | null;
  target_status: 'published' | 'shielded' | 'deleted' | 'removed' | null;
  author_id: string;
  author_name: string;
  author_avatar: string;
};

/**
 * A page of the queue, oldest first, with what each target is now and who wrote it. A scoped
 * moderator sees the posts and comments of their boards (and sub boards) only, no member reports.
 */
export async function queueLines(db: Db, scope: QueueScope, afterId: bigint | undefined, limit: number) {
  const boards = scope === 'all' ? null : numberArray(scope);
  return queryRows<QueueLineRow>(
    db,
    sql`
      SELECT q.id::text AS id, q.target_kind, q.target_id::text AS target_id, q.reporter_count,
             q.hidden_by_reports,
             extract(epoch from q.first_reported_at)::bigint::text AS first_reported_at,
             coalesce(p.id, cp.id)::text AS post_id,
             coalesce(p.board_id, cp.board_id)::text AS board_id,
             coalesce(p.main_board_id, cp.main_board_id)::text AS main_board_id,
             coalesce(p.title, cp.title) AS post_title,
             c.content AS comment_content,
             coalesce(p.status, c.status) AS target_status,
             u.id::text AS author_id, u.username AS author_name, u.avatar_url AS author_avatar
      FROM report_queue q
      LEFT JOIN posts p ON q.target_kind = 'post' AND p.id = q.target_id
      LEFT JOIN comments c ON q.target_kind = 'comment' AND c.id = q.target_id
      LEFT JOIN posts cp ON cp.id = c.post_id
      JOIN users u ON u.id = CASE q.target_kind
        WHEN 'member' THEN q.target_id WHEN 'post' THEN p.author_id ELSE c.author_id END
      WHERE ${afterId === undefined ? sql`true` : sql`q.id > ${afterId}`}
        ${
          boards === null
            ? sql``
            : sql`AND (coalesce(p.board_id, cp.board_id) = ANY(${boards}::bigint[])
                   OR coalesce(p.main_board_id, cp.main_board_id) = ANY(${boards}::bigint[]))`
        }
      ORDER BY q.id
      LIMIT ${limit}`,
  );
}

export type OpenReportRow = {
  id: string;
  target_kind: ReportTargetKind;
  target_id: string;
  reasons: ReportReason[];
  details: string;
  images: UploadedImage[];
  created_at: string;
  reporter_id: string;
  reporter_name: string;
  reporter_avatar: string;
};

/** The latest open reports of these targets, up to `perTarget` each, newest first. */
export async function openReportsOf(db: Db, targets: ReportTarget[], perTarget: number) {
  if (!targets.length) return [];
  return queryRows<OpenReportRow>(
    db,
    sql`
      SELECT * FROM (
        SELECT r.id::text AS id, r.target_kind, r.target_id::text AS target_id, r.reasons, r.details,
               r.images, extract(epoch from r.created_at)::bigint::text AS created_at,
               u.id::text AS reporter_id, u.username AS reporter_name, u.avatar_url AS reporter_avatar,
               row_number() OVER (PARTITION BY r.target_kind, r.target_id ORDER BY r.id DESC) AS place
        FROM reports r JOIN users u ON u.id = r.reporter_id
        WHERE r.outcome IS NULL
          AND (r.target_kind, r.target_id) IN (${sql.join(
            targets.map((target) => sql`(${target.kind}, ${target.id}::bigint)`),
            sql`, `,
          )})
      ) latest
      WHERE place <= ${perTarget}
      ORDER BY id::bigint DESC`,
  );
}

/** How many open reports of each target give each reason. */
export async function reasonCountsOf(db: Db, targets: ReportTarget[]) {
  if (!targets.length) return [];
  return queryRows<{ target_kind: ReportTargetKind; target_id: string; reason: ReportReason; count: number }>(
    db,
    sql`
      SELECT r.target_kind, r.target_id::text AS target_id, reason, count(*)::int AS count
      FROM reports r, unnest(r.reasons) AS reason
      WHERE r.outcome IS NULL
        AND (r.target_kind, r.target_id) IN (${sql.join(
          targets.map((target) => sql`(${target.kind}, ${target.id}::bigint)`),
          sql`, `,
        )})
      GROUP BY r.target_kind, r.target_id, reason
      ORDER BY count DESC, reason`,
  );
}
