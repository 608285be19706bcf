import type { Locale, QuestionnaireResult, QuestionnaireView } from '@fanzone/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Viewer } from '../../platform/http/viewer.ts';
import { recordActivity } from '../gamification/index.ts';
import type { CompletedMission } from '../gamification/index.ts';
import { markAnswers } from './markAnswers.ts';
import { attemptsLeftOf, maxScoreOf, presentQuestionnaire, statusOf } from './questionnaires.present.ts';
import {
  lockStanding,
  questionnaireByCode,
  questionsOf,
  recordAttempt,
  standingOf,
} from './questionnaires.queries.ts';
import type { ChosenAnswer } from './questionnaires.tables.ts';

type TakeDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'events'>;

/** A questionnaire as the reader sees it at /wq/{code}: their language, their attempts, no answers. */
export async function viewQuestionnaire(
  deps: TakeDeps,
  viewer: Viewer | null,
  code: string,
  locale: Locale,
): Promise<QuestionnaireView> {
  const row = await questionnaireByCode(deps.db, code);
  if (!row) throw new AppError('QUESTIONNAIRE_NOT_FOUND');
  const [questions, standing] = await Promise.all([
    questionsOf(deps.db, [row.id]),
    viewer ? standingOf(deps.db, row.id, viewer.id) : null,
  ]);
  return presentQuestionnaire(row, questions.get(row.id) ?? [], {
    locale,
    now: deps.clock.now(),
    standing,
  });
}

/**
 * Marks a member's answers and records the attempt. A pass counts `questionnaire.passed` for the
 * missions in the same transaction, so the attempt and the missions it finishes land together.
 *
 * The questionnaire is read under a share lock (an operator's change waits until the answer is
 * marked against the questions it read) and the member's standing under a row lock, so a member's
 * concurrent answers are marked one after another: they cannot pass twice, nor use more attempts
 * than allowed. The activity's subject is the questionnaire, so even so it could count only once.
 */
export async function answerQuestionnaire(
  deps: TakeDeps,
  viewer: Viewer,
  code: string,
  answers: ChosenAnswer[],
): Promise<{ result: QuestionnaireResult; completed: CompletedMission[] }> {
  if (viewer.isBlocked) throw new AppError('USER_BANNED');
  return deps.db.transaction(async (tx) => {
    const row = await questionnaireByCode(tx, code, 'share');
    if (!row) throw new AppError('QUESTIONNAIRE_NOT_FOUND');
    const now = deps.clock.now();
    const status = statusOf(row, now);
    if (status === 'scheduled') throw new AppError('QUESTIONNAIRE_NOT_STARTED');
    if (status === 'ended') throw new AppError('QUESTIONNAIRE_ENDED');

    const standing = await lockStanding(tx, row.id, viewer.id);
    if (standing.passedAt) throw new AppError('QUESTIONNAIRE_ALREADY_PASSED');
    if (attemptsLeftOf(row, standing.attempts) === 0) throw new AppError('QUESTIONNAIRE_NO_ATTEMPTS_LEFT');

    const questions = (await questionsOf(tx, [row.id])).get(row.id) ?? [];
    const marked = markAnswers(questions, answers);
    const passed = marked.score >= row.passScore;
    const attemptNumber = standing.attempts + 1;
    await recordAttempt(tx, {
      questionnaireId: row.id,
      userId: viewer.id,
      attemptNumber,
      score: marked.score,
      passed,
      answers: marked.answers,
      createdAt: now,
    });
    const completed = passed
      ? await recordActivity(tx, deps, {
          userId: viewer.id,
          activity: 'questionnaire.passed',
          subject: row.id.toString(),
        })
      : [];
    return {
      result: {
        passed,
        score: marked.score,
        passScore: row.passScore,
        maxScore: maxScoreOf(questions),
        attemptsLeft: attemptsLeftOf(row, attemptNumber),
      },
      completed,
    };
  });
}
