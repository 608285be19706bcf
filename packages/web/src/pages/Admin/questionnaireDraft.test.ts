import { describe, expect, it } from 'vitest';
import type { QuestionnaireDraft } from './questionnaireDraft.ts';
import { draftOf, draftProblems, inputOf, newOption, newQuestion } from './questionnaireDraft.ts';

/** A draft that may go: one single-choice question worth 2 points, its second option right. */
function completeDraft(): QuestionnaireDraft {
  const question = newQuestion();
  question.prompt = { en: 'Which Nova has the periscope camera?', ru: 'У какой Nova перископ?' };
  question.points = '2';
  question.options = [
    { ...newOption(), label: { en: 'Nova 11' } },
    { ...newOption(), label: { en: 'Nova 12 Pro' }, correct: true },
  ];
  return {
    ...draftOf(),
    code: 'camera-quiz',
    title: { en: 'Camera quiz', ru: ' ' },
    passScore: '2',
    questions: [question],
  };
}

describe('the questionnaire writer', () => {
  it('sends a complete draft as the call carries it, without languages left empty', () => {
    const draft = completeDraft();
    expect(draftProblems(draft, { withCode: true })).toEqual([]);
    expect(inputOf(draft)).toEqual({
      code: 'camera-quiz',
      title: { en: 'Camera quiz' },
      passScore: 2,
      maxAttempts: null,
      startsAt: null,
      endsAt: null,
      questions: [
        {
          prompt: { en: 'Which Nova has the periscope camera?', ru: 'У какой Nova перископ?' },
          kind: 'single',
          points: 2,
          options: [
            { label: { en: 'Nova 11' }, correct: false },
            { label: { en: 'Nova 12 Pro' }, correct: true },
          ],
        },
      ],
    });
  });

  it('names every problem the server would refuse, where it is', () => {
    const draft = completeDraft();
    draft.code = 'Camera Quiz';
    draft.passScore = '3';
    draft.maxAttempts = '0';
    draft.startsAt = '2026-12-02T10:00';
    draft.endsAt = '2026-12-01T10:00';
    draft.questions[0]!.options[0]!.correct = true;
    draft.questions[0]!.options[1]!.label = { ru: 'Только по-русски' };
    const second = newQuestion();
    second.kind = 'multiple';
    second.points = '0';
    draft.questions.push(second);
    expect(draftProblems(draft, { withCode: true })).toEqual([
      { problem: 'code' },
      { problem: 'option', question: 1, option: 2 },
      { problem: 'singleCorrect', question: 1 },
      { problem: 'prompt', question: 2 },
      { problem: 'points', question: 2, values: { min: 1, max: 100 } },
      { problem: 'option', question: 2, option: 1 },
      { problem: 'option', question: 2, option: 2 },
      { problem: 'multipleCorrect', question: 2 },
      { problem: 'passScore', values: { min: 1, max: 2 } },
      { problem: 'maxAttempts', values: { min: 1, max: 100 } },
      { problem: 'endsBeforeStart' },
    ]);
    // A questionnaire being changed keeps its code: the code is not checked again.
    expect(draftProblems({ ...completeDraft(), code: '' }, { withCode: false })).toEqual([]);
  });
});
