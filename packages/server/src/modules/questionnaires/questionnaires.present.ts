import { localized } from '@fanzone/contract';
import type { Locale, QuestionnaireAdmin, QuestionnaireView } from '@fanzone/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { QuestionnaireRow, QuestionRow, StandingRow } from './questionnaires.queries.ts';

export type QuestionnaireStatus = QuestionnaireView['status'];

/**
 * Where the questionnaire stands at `now`: ended once closed or past its end (a close wins over a
 * start still to come), scheduled before its start, open otherwise.
 */
export function statusOf(row: QuestionnaireRow, now: Date): QuestionnaireStatus {
  if (row.closed || (row.endsAt && now.getTime() >= row.endsAt.getTime())) return 'ended';
  if (row.startsAt && now.getTime() < row.startsAt.getTime()) return 'scheduled';
  return 'open';
}

/** The most a member can score: the sum of the questions' points. */
export const maxScoreOf = (questions: QuestionRow[]) =>
  questions.reduce((sum, question) => sum + question.points, 0);

/** Attempts the member has left, null when they are unlimited. */
export const attemptsLeftOf = (row: QuestionnaireRow, attempts: number) =>
  row.maxAttempts === null ? null : Math.max(0, row.maxAttempts - attempts);

const seconds = (date: Date | null) => (date ? unixSeconds(date) : null);

/**
 * A member's (or visitor's) view: every text in the reader's language, and never which options are
 * right. `standing` is undefined for a member who has not answered yet, null for a visitor.
 */
export function presentQuestionnaire(
  row: QuestionnaireRow,
  questions: QuestionRow[],
  context: { locale: Locale; now: Date; standing: StandingRow | null | undefined },
): QuestionnaireView {
  const { locale, standing } = context;
  return {
    code: row.code,
    title: localized(row.title, locale),
    description: localized(row.description, locale),
    status: statusOf(row, context.now),
    startsAt: seconds(row.startsAt),
    endsAt: seconds(row.endsAt),
    passScore: row.passScore,
    maxScore: maxScoreOf(questions),
    questions: questions.map((question) => ({
      id: question.id.toString(),
      prompt: localized(question.prompt, locale),
      kind: question.kind,
      points: question.points,
      options: question.options.map((option) => ({
        id: option.id.toString(),
        label: localized(option.label, locale),
      })),
    })),
    mine:
      standing === null
        ? null
        : {
            attempts: standing?.attempts ?? 0,
            attemptsLeft: attemptsLeftOf(row, standing?.attempts ?? 0),
            bestScore: standing?.bestScore ?? null,
            passed: !!standing?.passedAt,
          },
  };
}

/** The operators' view: every language, the right options, and how members did. */
export function presentQuestionnaireAdmin(
  row: QuestionnaireRow,
  questions: QuestionRow[],
  context: { now: Date; counts: { attemptCount: number; passCount: number } | undefined },
): QuestionnaireAdmin {
  return {
    id: row.id.toString(),
    code: row.code,
    title: row.title,
    description: row.description,
    status: statusOf(row, context.now),
    closed: row.closed,
    passScore: row.passScore,
    maxScore: maxScoreOf(questions),
    maxAttempts: row.maxAttempts,
    startsAt: seconds(row.startsAt),
    endsAt: seconds(row.endsAt),
    questions: questions.map((question) => ({
      id: question.id.toString(),
      prompt: question.prompt,
      kind: question.kind,
      points: question.points,
      options: question.options.map((option) => ({
        id: option.id.toString(),
        label: option.label,
        correct: option.correct,
      })),
    })),
    attemptCount: context.counts?.attemptCount ?? 0,
    passCount: context.counts?.passCount ?? 0,
    createdAt: unixSeconds(row.createdAt),
  };
}
