import { type LocalizedText } from '@fanzone/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { ChosenAnswer } from './questionnaires.tables.ts';
import {
  questionnaireAttempts,
  questionnaireOptions,
  questionnaireQuestions,
  questionnaires,
  questionnaireStandings,
} from './questionnaires.tables.ts';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type StandingRow = typeof questionnaireStandings.$inferSelect;
export type OptionRow = typeof questionnaireOptions.$inferSelect;
/** A question with its options in order. */
export type QuestionRow = typeof questionnaireQuestions.$inferSelect & { options: OptionRow[] };

/**
 * The questionnaire named `code`. `share` holds it against an operator's change until the caller's
 * transaction ends (an answer is marked against the questions it read); `update` is the operator's
 * side of that lock.
 */
export async function questionnaireByCode(db: Db, code: string, lock?: 'share' | 'update') {
  const query = db.select().from(questionnaires).where(eq(questionnaires.code, code)).limit(1);
  return (await (lock ? query.for(lock) : query))[0];
}

/** Every questionnaire, newest first (the operators' list). */
export async function allQuestionnaires(db: Db) {
  return db.select().from(questionnaires).orderBy(desc(questionnaires.createdAt), desc(questionnaires.id));
}

/** The questions of each questionnaire, in order, each with its options in order. */
export async function questionsOf(db: Db, questionnaireIds: bigint[]): Promise<Map<bigint, QuestionRow[]>> {
  const byQuestionnaire = new Map<bigint, QuestionRow[]>(questionnaireIds.map((id) => [id, []]));
  if (!questionnaireIds.length) return byQuestionnaire;
  const questions = await db
    .select()
    .from(questionnaireQuestions)
    .where(inArray(questionnaireQuestions.questionnaireId, questionnaireIds))
    .orderBy(asc(questionnaireQuestions.questionnaireId), asc(questionnaireQuestions.position));
  if (!questions.length) return byQuestionnaire;
  const options = await db
    .select()
    .from(questionnaireOptions)
    .where(
      inArray(
        questionnaireOptions.questionId,
        questions.map((question) => question.id),
      ),
    )
    .orderBy(asc(questionnaireOptions.questionId), asc(questionnaireOptions.position));
  const optionsByQuestion = new Map<bigint, OptionRow[]>();
  for (const option of options) {
    const list = optionsByQuestion.get(option.questionId) ?? [];
    list.push(option);
    optionsByQuestion.set(option.questionId, list);
  }
  for (const question of questions) {
    byQuestionnaire
      .get(question.questionnaireId)
      ?.push({ ...question, options: optionsByQuestion.get(question.id) ?? [] });
  }
  return byQuestionnaire;
}

/** How many attempts each questionnaire has had and how many members passed it. */
export async function attemptCounts(db: Db, questionnaireIds: bigint[]) {
  const counts = new Map<bigint, { attemptCount: number; passCount: number }>();
  if (!questionnaireIds.length) return counts;
  const rows = await db
    .select({
      questionnaireId: questionnaireStandings.questionnaireId,
      attemptCount: sql<number>`COALESCE(sum(${questionnaireStandings.attempts}), 0)::int`,
      passCount: sql<number>`(count(*) FILTER (WHERE ${questionnaireStandings.passedAt} IS NOT NULL))::int`,
    })
    .from(questionnaireStandings)
    .where(inArray(questionnaireStandings.questionnaireId, questionnaireIds))
    .groupBy(questionnaireStandings.questionnaireId);
  for (const row of rows) counts.set(row.questionnaireId, row);
  return counts;
}

/** Whether any member has answered (the questions are then fixed). */
export async function hasAttempts(db: Db, questionnaireId: bigint) {
  const rows = await db
    .select({ id: questionnaireAttempts.id })
    .from(questionnaireAttempts)
    .where(eq(questionnaireAttempts.questionnaireId, questionnaireId))
    .limit(1);
  return rows.length > 0;
}

export async function standingOf(db: Db, questionnaireId: bigint, userId: bigint) {
  const rows = await db
    .select()
    .from(questionnaireStandings)
    .where(
      and(
        eq(questionnaireStandings.questionnaireId, questionnaireId),
        eq(questionnaireStandings.userId, userId),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * The member's standing on the questionnaire, created when missing, with its row locked until the
 * transaction ends: a member's concurrent answers wait here and each sees the one before it.
 */
export async function lockStanding(db: Db, questionnaireId: bigint, userId: bigint): Promise<StandingRow> {
  const [row] = await queryRows<{ attempts: number; best_score: number | null; passed_at: string | null }>(
    db,
    sql`INSERT INTO questionnaire_standings (questionnaire_id, user_id, attempts)
        VALUES (${questionnaireId}, ${userId}, 0)
        ON CONFLICT (questionnaire_id, user_id) DO UPDATE SET attempts = questionnaire_standings.attempts
        RETURNING attempts, best_score, passed_at::text`,
  );
  return {
    questionnaireId,
    userId,
    attempts: row!.attempts,
    bestScore: row!.best_score,
    passedAt: row!.passed_at === null ? null : new Date(row!.passed_at),
  };
}

/** Records a marked attempt and moves the member's standing with it (same transaction). */
export async function recordAttempt(
  db: Db,
  attempt: {
    questionnaireId: bigint;
    userId: bigint;
    attemptNumber: number;
    score: number;
    passed: boolean;
    answers: ChosenAnswer[];
    createdAt: Date;
  },
) {
  await db.insert(questionnaireAttempts).values(attempt);
  await db
    .update(questionnaireStandings)
    .set({
      attempts: attempt.attemptNumber,
      bestScore: sql`GREATEST(${questionnaireStandings.bestScore}, ${attempt.score})`,
      ...(attempt.passed ? { passedAt: attempt.createdAt } : {}),
    })
    .where(
      and(
        eq(questionnaireStandings.questionnaireId, attempt.questionnaireId),
        eq(questionnaireStandings.userId, attempt.userId),
      ),
    );
}

/** What an operator writes about a questionnaire besides its questions. */
export type QuestionnaireFields = {
  title: LocalizedText;
  description: LocalizedText;
  passScore: number;
  maxAttempts: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  closed: boolean;
};

/** A new questionnaire; undefined when its code is taken (a race lost to the unique index). */
export async function insertQuestionnaire(
  db: Db,
  row: QuestionnaireFields & { code: string; createdAt: Date },
) {
  const inserted = await db.insert(questionnaires).values(row).onConflictDoNothing().returning();
  return inserted[0];
}

export async function updateQuestionnaire(db: Db, id: bigint, fields: Partial<QuestionnaireFields>) {
  if (!Object.keys(fields).length) return;
  await db.update(questionnaires).set(fields).where(eq(questionnaires.id, id));
}

/** A question as an operator writes it. */
export type QuestionInput = {
  prompt: LocalizedText;
  kind: 'single' | 'multiple';
  points: number;
  options: { label: LocalizedText; correct: boolean }[];
};

/** Replaces the questionnaire's questions and options (their ids change). */
export async function replaceQuestions(db: Db, questionnaireId: bigint, questions: QuestionInput[]) {
  await db.delete(questionnaireQuestions).where(eq(questionnaireQuestions.questionnaireId, questionnaireId));
  for (const [position, question] of questions.entries()) {
    const [row] = await db
      .insert(questionnaireQuestions)
      .values({
        questionnaireId,
        position,
        prompt: question.prompt,
        kind: question.kind,
        points: question.points,
      })
      .returning({ id: questionnaireQuestions.id });
    await db.insert(questionnaireOptions).values(
      question.options.map((option, optionPosition) => ({
        questionId: row!.id,
        position: optionPosition,
        label: option.label,
        correct: option.correct,
      })),
    );
  }
}
