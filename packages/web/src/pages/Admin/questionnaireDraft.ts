import type { QuestionnaireAdmin, QuestionnaireInput } from '@fanzone/contract';
import { limits } from '@fanzone/contract';

/**
 * The questionnaire writer's state and rules, apart from its screens: a draft as the operator
 * types it (numbers and dates as typed, text per language), turned into the call's body, and the
 * problems that keep it from being sent — the same rules the server applies, said in the console.
 */
const quiz = limits.questionnaire;

export type TextDraft = Record<string, string>;
export type OptionDraft = { key: number; label: TextDraft; correct: boolean };
export type QuestionDraft = {
  key: number;
  prompt: TextDraft;
  kind: 'single' | 'multiple';
  points: string;
  options: OptionDraft[];
};
export type QuestionnaireDraft = {
  code: string;
  title: TextDraft;
  description: TextDraft;
  passScore: string;
  /** Empty: attempts until a pass. */
  maxAttempts: string;
  /** `datetime-local` values in the operator's time zone; empty: no bound. */
  startsAt: string;
  endsAt: string;
  questions: QuestionDraft[];
};

/** A problem found: what it is (a key of the console's texts) and where (question and option, from 1). */
export type DraftProblem = {
  problem: string;
  question?: number;
  option?: number;
  values?: Record<string, number>;
};

let nextKey = 0;
/** Keys for React lists of questions and options that the operator adds and removes. */
export const newKey = () => (nextKey += 1);

export const newOption = (): OptionDraft => ({ key: newKey(), label: {}, correct: false });
export const newQuestion = (): QuestionDraft => ({
  key: newKey(),
  prompt: {},
  kind: 'single',
  points: '1',
  options: [newOption(), newOption()],
});

const pad = (value: number) => String(value).padStart(2, '0');
/** Unix seconds as a `datetime-local` value in this browser's time zone. */
export function localInputOf(seconds: number | null): string {
  if (seconds === null) return '';
  const date = new Date(seconds * 1000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
const secondsOf = (local: string) => (local ? Math.floor(new Date(local).getTime() / 1000) : null);

export function draftOf(questionnaire?: QuestionnaireAdmin): QuestionnaireDraft {
  if (!questionnaire)
    return {
      code: '',
      title: {},
      description: {},
      passScore: '1',
      maxAttempts: '',
      startsAt: '',
      endsAt: '',
      questions: [newQuestion()],
    };
  return {
    code: questionnaire.code,
    title: questionnaire.title,
    description: questionnaire.description,
    passScore: String(questionnaire.passScore),
    maxAttempts: questionnaire.maxAttempts === null ? '' : String(questionnaire.maxAttempts),
    startsAt: localInputOf(questionnaire.startsAt),
    endsAt: localInputOf(questionnaire.endsAt),
    questions: questionnaire.questions.map((question) => ({
      key: newKey(),
      prompt: question.prompt,
      kind: question.kind,
      points: String(question.points),
      options: question.options.map((option) => ({
        key: newKey(),
        label: option.label,
        correct: option.correct,
      })),
    })),
  };
}

/** Only the languages written, trimmed (English is checked for separately). */
function written(text: TextDraft) {
  const kept = Object.entries(text)
    .map(([locale, value]) => [locale, value.trim()] as const)
    .filter(([, value]) => value);
  return Object.fromEntries(kept) as TextDraft & { en: string };
}

const wholeIn = (text: string, min: number, max: number) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
};

/** Everything that keeps the draft from being sent; empty when it may go. */
export function draftProblems(
  draft: QuestionnaireDraft,
  { withCode }: { withCode: boolean },
): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (
    withCode &&
    !(/^[a-z0-9][a-z0-9-]*$/.test(draft.code.trim()) && draft.code.trim().length <= quiz.codeMaxLength)
  )
    problems.push({ problem: 'code' });
  if (!draft.title.en?.trim()) problems.push({ problem: 'title' });
  const describes = Object.values(draft.description).some((text) => text.trim());
  if (describes && !draft.description.en?.trim()) problems.push({ problem: 'description' });
  let maxScore = 0;
  draft.questions.forEach((question, index) => {
    const at = index + 1;
    if (!question.prompt.en?.trim()) problems.push({ problem: 'prompt', question: at });
    if (wholeIn(question.points, 1, quiz.pointsMax)) maxScore += Number(question.points);
    else problems.push({ problem: 'points', question: at, values: { min: 1, max: quiz.pointsMax } });
    question.options.forEach((option, optionIndex) => {
      if (!option.label.en?.trim())
        problems.push({ problem: 'option', question: at, option: optionIndex + 1 });
    });
    const correct = question.options.filter((option) => option.correct).length;
    if (question.kind === 'single' && correct !== 1)
      problems.push({ problem: 'singleCorrect', question: at });
    if (question.kind === 'multiple' && correct < 1)
      problems.push({ problem: 'multipleCorrect', question: at });
  });
  if (!wholeIn(draft.passScore, 1, Math.max(maxScore, 1)))
    problems.push({ problem: 'passScore', values: { min: 1, max: Math.max(maxScore, 1) } });
  if (draft.maxAttempts.trim() && !wholeIn(draft.maxAttempts, 1, quiz.attemptsMax))
    problems.push({ problem: 'maxAttempts', values: { min: 1, max: quiz.attemptsMax } });
  const starts = secondsOf(draft.startsAt);
  const ends = secondsOf(draft.endsAt);
  if (starts !== null && ends !== null && ends <= starts) problems.push({ problem: 'endsBeforeStart' });
  return problems;
}

/** The questions as the call carries them. */
export function questionsOf(draft: QuestionnaireDraft): QuestionnaireInput['questions'] {
  return draft.questions.map((question) => ({
    prompt: written(question.prompt),
    kind: question.kind,
    points: Number(question.points),
    options: question.options.map((option) => ({ label: written(option.label), correct: option.correct })),
  }));
}

/** The body of a new questionnaire (call only once `draftProblems` is empty). */
export function inputOf(draft: QuestionnaireDraft): QuestionnaireInput {
  const describes = Object.values(draft.description).some((text) => text.trim());
  return {
    code: draft.code.trim(),
    title: written(draft.title),
    ...(describes ? { description: written(draft.description) } : {}),
    passScore: Number(draft.passScore),
    maxAttempts: draft.maxAttempts.trim() ? Number(draft.maxAttempts) : null,
    startsAt: secondsOf(draft.startsAt),
    endsAt: secondsOf(draft.endsAt),
    questions: questionsOf(draft),
  };
}
