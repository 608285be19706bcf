import { and, asc, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../identity/index.ts';
import type { FeedbackRow } from './feedback.tables.ts';
import { feedback } from './feedback.tables.ts';

export async function insertFeedback(db: Db, row: typeof feedback.$inferInsert) {
  const [created] = await db.insert(feedback).values(row).returning();
  return created!;
}

/** A member's feedback, newest first. */
export async function feedbackOf(db: Db, authorId: bigint, beforeId: bigint | undefined, limit: number) {
  return db
    .select()
    .from(feedback)
    .where(and(eq(feedback.authorId, authorId), beforeId ? lt(feedback.id, beforeId) : undefined))
    .orderBy(desc(feedback.id))
    .limit(limit);
}

/**
 * Feedback for operators with its author: waiting ones oldest first (the longest wait first),
 * answered ones newest first.
 */
export async function feedbackForOperators(
  db: Db,
  status: 'submitted' | 'answered',
  afterId: bigint | undefined,
  limit: number,
) {
  const waiting = status === 'submitted';
  return db
    .select({ row: feedback, author: { id: users.id, username: users.username, avatar: users.avatarUrl } })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.authorId))
    .where(
      and(
        waiting ? isNull(feedback.answer) : isNotNull(feedback.answer),
        afterId ? (waiting ? gt(feedback.id, afterId) : lt(feedback.id, afterId)) : undefined,
      ),
    )
    .orderBy(waiting ? asc(feedback.id) : desc(feedback.id))
    .limit(limit);
}

export async function findFeedback(db: Db, id: bigint): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  return row;
}

/** Stores the answer (answering again replaces it: an operator may correct themselves). */
export async function setFeedbackAnswer(db: Db, id: bigint, answer: string, operatorId: bigint, now: Date) {
  const [row] = await db
    .update(feedback)
    .set({ answer, answeredBy: operatorId, answeredAt: now })
    .where(eq(feedback.id, id))
    .returning();
  return row;
}
