import { type LocalizedText } from '@fanzone/contract';
import type { ErrorCode } from '@fanzone/contract';
import { AppError } from '../../platform/http/errors.ts';

/** Why a questionnaire cannot be saved, each its own error (the envelope's `fields` says where). */
const invalid = (code: Extract<ErrorCode, `QUESTIONNAIRE_${string}`>, field: string) =>
  new AppError(code, { fields: { [field]: 'invalid' } });

/** What the rules look at; the schema has checked each field on its own. */
type Checked = {
  passScore: number;
  startsAt: number | null;
  endsAt: number | null;
  questions: { kind: 'single' | 'multiple'; points: number; options: { correct: boolean }[] }[];
};

/**
 * The rules across fields that the schema cannot see: a single-choice question has exactly one right
 * option and a multiple-choice one at least one (else nobody could score it), the pass score is
 * reachable, and the questionnaire ends after it starts.
 */
export function checkQuestionnaire(questionnaire: Checked) {
  for (const [index, question] of questionnaire.questions.entries()) {
    const right = question.options.filter((option) => option.correct).length;
    if (question.kind === 'single' && right !== 1)
      throw invalid('QUESTIONNAIRE_SINGLE_NEEDS_ONE_CORRECT', `body.questions.${index}.options`);
    if (question.kind === 'multiple' && right < 1)
      throw invalid('QUESTIONNAIRE_MULTIPLE_NEEDS_CORRECT', `body.questions.${index}.options`);
  }
  const maxScore = questionnaire.questions.reduce((sum, question) => sum + question.points, 0);
  if (questionnaire.passScore > maxScore)
    throw invalid('QUESTIONNAIRE_PASS_SCORE_UNREACHABLE', 'body.passScore');
  const { startsAt, endsAt } = questionnaire;
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt)
    throw invalid('QUESTIONNAIRE_ENDS_BEFORE_START', 'body.endsAt');
}

/** Two localized texts say the same in every language. */
function sameText(a: LocalizedText, b: LocalizedText) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

type Question = {
  prompt: LocalizedText;
  kind: 'single' | 'multiple';
  points: number;
  options: { label: LocalizedText; correct: boolean }[];
};

/**
 * Whether `sent` is the questions already stored: an operator's screen sends them back with every
 * change, and the unchanged questions of an answered questionnaire are no reason to refuse it.
 */
export function sameQuestions(stored: Question[], sent: Question[]) {
  return (
    stored.length === sent.length &&
    stored.every((question, index) => {
      const other = sent[index]!;
      return (
        question.kind === other.kind &&
        question.points === other.points &&
        sameText(question.prompt, other.prompt) &&
        question.options.length === other.options.length &&
        question.options.every(
          (option, optionIndex) =>
            option.correct === other.options[optionIndex]!.correct &&
            sameText(option.label, other.options[optionIndex]!.label),
        )
      );
    })
  );
}
