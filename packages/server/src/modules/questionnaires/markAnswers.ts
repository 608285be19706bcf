import { AppError } from '../../platform/http/errors.ts';
import type { QuestionRow } from './questionnaires.queries.ts';
import type { ChosenAnswer } from './questionnaires.tables.ts';

/**
 * Marks a member's answers. They must answer every question exactly once, with options of that
 * question only, none twice, and exactly one for a single-choice question; anything else is
 * QUESTIONNAIRE_ANSWERS_INVALID (a hand-made request, not a member's slip: the page cannot send it).
 * A question scores its points when the chosen options are exactly its right ones, else nothing.
 * Answers the score and the answers in the questionnaire's order, as they are stored.
 */
export function markAnswers(questions: QuestionRow[], answers: ChosenAnswer[]) {
  const invalid = () => new AppError('QUESTIONNAIRE_ANSWERS_INVALID');
  if (answers.length !== questions.length) throw invalid();
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer.optionIds]));
  if (byQuestion.size !== answers.length) throw invalid();

  let score = 0;
  const stored: ChosenAnswer[] = [];
  for (const question of questions) {
    const chosen = byQuestion.get(question.id.toString());
    if (!chosen) throw invalid();
    const chosenSet = new Set(chosen);
    if (chosenSet.size !== chosen.length) throw invalid();
    if (question.kind === 'single' && chosen.length !== 1) throw invalid();
    const ownOptions = new Set(question.options.map((option) => option.id.toString()));
    if (chosen.some((id) => !ownOptions.has(id))) throw invalid();

    const right = question.options.filter((option) => option.correct).map((option) => option.id.toString());
    if (right.length === chosenSet.size && right.every((id) => chosenSet.has(id))) score += question.points;
    stored.push({ questionId: question.id.toString(), optionIds: [...chosen] });
  }
  return { score, answers: stored };
}
