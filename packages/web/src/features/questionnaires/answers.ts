import type { QuestionnaireQuestion, QuestionnaireResult, QuestionnaireView } from '@fanzone/contract';

/** What the member has ticked so far: option ids by question id. */
export type ChosenOptions = Readonly<Record<string, readonly string[]>>;

/** The submit call's body. */
export type QuestionnaireAnswers = { answers: { questionId: string; optionIds: string[] }[] };

/** A single-choice question takes the option alone; a multiple-choice one toggles it in or out. */
export function chooseOption(
  chosen: ChosenOptions,
  question: Pick<QuestionnaireQuestion, 'id' | 'kind'>,
  optionId: string,
): ChosenOptions {
  const current = chosen[question.id] ?? [];
  const next =
    question.kind === 'single'
      ? [optionId]
      : current.includes(optionId)
        ? current.filter((id) => id !== optionId)
        : [...current, optionId];
  return { ...chosen, [question.id]: next };
}

/**
 * The body to send, or the questions still unanswered. Mirrors the server's rule (every question
 * answered, QUESTIONNAIRE_ANSWERS_INVALID) so the member learns it before a call is spent. Options
 * keep the question's order, and ids the question does not offer are dropped.
 */
export function answersFor(
  questions: readonly { id: string; options: readonly { id: string }[] }[],
  chosen: ChosenOptions,
): { ok: true; body: QuestionnaireAnswers } | { ok: false; unanswered: string[] } {
  const answers = questions.map((question) => {
    const ticked = new Set(chosen[question.id] ?? []);
    return {
      questionId: question.id,
      optionIds: question.options.filter((option) => ticked.has(option.id)).map((option) => option.id),
    };
  });
  const unanswered = answers.filter((answer) => answer.optionIds.length === 0).map((a) => a.questionId);
  return unanswered.length ? { ok: false, unanswered } : { ok: true, body: { answers } };
}

/**
 * What the page shows instead of (or with) the form. A pass outlives the questionnaire's end, so it
 * is checked first; visitors (no standing) see an open questionnaire's questions.
 */
export type QuestionnaireState = 'passed' | 'scheduled' | 'ended' | 'noAttemptsLeft' | 'open';

export function questionnaireStateOf(view: Pick<QuestionnaireView, 'status' | 'mine'>): QuestionnaireState {
  if (view.mine?.passed) return 'passed';
  if (view.status === 'scheduled') return 'scheduled';
  if (view.status === 'ended') return 'ended';
  if (view.mine?.attemptsLeft === 0) return 'noAttemptsLeft';
  return 'open';
}

/** The questionnaire after a marked attempt, as a reload would show it. */
export function withAttempt(view: QuestionnaireView, result: QuestionnaireResult): QuestionnaireView {
  const before = view.mine ?? { attempts: 0, attemptsLeft: null, bestScore: null, passed: false };
  return {
    ...view,
    mine: {
      attempts: before.attempts + 1,
      attemptsLeft: result.attemptsLeft,
      bestScore: Math.max(before.bestScore ?? 0, result.score),
      passed: before.passed || result.passed,
    },
  };
}
