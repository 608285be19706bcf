import { describe, expect, it } from 'vitest';
import type { QuestionnaireView } from '@fanzone/contract';
import { answersFor, chooseOption, questionnaireStateOf, withAttempt } from './answers.ts';

const single = { id: '1', kind: 'single' as const, options: [{ id: '11' }, { id: '12' }, { id: '13' }] };
const multiple = { id: '2', kind: 'multiple' as const, options: [{ id: '21' }, { id: '22' }, { id: '23' }] };

function view(overrides: Partial<QuestionnaireView> = {}): QuestionnaireView {
  return {
    code: 'fan-quiz',
    title: 'Fan quiz',
    description: '',
    status: 'open',
    startsAt: null,
    endsAt: null,
    passScore: 3,
    maxScore: 5,
    questions: [],
    mine: { attempts: 0, attemptsLeft: 2, bestScore: null, passed: false },
    ...overrides,
  };
}

describe('choosing options', () => {
  it('keeps one option of a single-choice question', () => {
    const first = chooseOption({}, single, '11');
    expect(chooseOption(first, single, '12')).toEqual({ '1': ['12'] });
    // Choosing the chosen one again keeps it: a radio button cannot be unticked.
    expect(chooseOption(first, single, '11')).toEqual({ '1': ['11'] });
  });

  it('toggles options of a multiple-choice question, leaving the other questions alone', () => {
    let chosen = chooseOption({ '1': ['11'] }, multiple, '23');
    chosen = chooseOption(chosen, multiple, '21');
    expect(chosen).toEqual({ '1': ['11'], '2': ['23', '21'] });
    expect(chooseOption(chosen, multiple, '23')).toEqual({ '1': ['11'], '2': ['21'] });
  });
});

describe('the answers sent', () => {
  it('has one answer per question, in question order, options in the order the question lists them', () => {
    expect(answersFor([single, multiple], { '2': ['23', '21'], '1': ['12'] })).toEqual({
      ok: true,
      body: {
        answers: [
          { questionId: '1', optionIds: ['12'] },
          { questionId: '2', optionIds: ['21', '23'] },
        ],
      },
    });
  });

  it('refuses, before any call, while a question is unanswered (the server rule)', () => {
    expect(answersFor([single, multiple], { '1': ['11'] })).toEqual({ ok: false, unanswered: ['2'] });
    expect(answersFor([single, multiple], {})).toEqual({ ok: false, unanswered: ['1', '2'] });
    // Every option of a multiple-choice question unticked again is no answer.
    expect(answersFor([single, multiple], { '1': ['11'], '2': [] })).toEqual({
      ok: false,
      unanswered: ['2'],
    });
  });

  it('drops option ids the question does not offer, so they cannot count as an answer', () => {
    expect(answersFor([single], { '1': ['21'] })).toEqual({ ok: false, unanswered: ['1'] });
  });
});

describe('what the page shows', () => {
  it('the form while open, for members with attempts left and for visitors', () => {
    expect(questionnaireStateOf(view())).toBe('open');
    expect(questionnaireStateOf(view({ mine: null }))).toBe('open');
    expect(
      questionnaireStateOf(view({ mine: { attempts: 4, attemptsLeft: null, bestScore: 1, passed: false } })),
    ).toBe('open');
  });

  it('the pass before anything else, even after the end', () => {
    const passed = { attempts: 1, attemptsLeft: 1, bestScore: 5, passed: true };
    expect(questionnaireStateOf(view({ mine: passed }))).toBe('passed');
    expect(questionnaireStateOf(view({ status: 'ended', mine: passed }))).toBe('passed');
  });

  it('not started, ended, and no attempts left', () => {
    expect(questionnaireStateOf(view({ status: 'scheduled' }))).toBe('scheduled');
    expect(questionnaireStateOf(view({ status: 'ended', mine: null }))).toBe('ended');
    expect(
      questionnaireStateOf(view({ mine: { attempts: 2, attemptsLeft: 0, bestScore: 2, passed: false } })),
    ).toBe('noAttemptsLeft');
  });
});

describe('after an attempt', () => {
  it('counts the attempt and keeps the best score', () => {
    const before = view({ mine: { attempts: 1, attemptsLeft: 2, bestScore: 2, passed: false } });
    const failed = withAttempt(before, {
      passed: false,
      score: 1,
      passScore: 3,
      maxScore: 5,
      attemptsLeft: 1,
    });
    expect(failed.mine).toEqual({ attempts: 2, attemptsLeft: 1, bestScore: 2, passed: false });
    const passed = withAttempt(failed, {
      passed: true,
      score: 5,
      passScore: 3,
      maxScore: 5,
      attemptsLeft: 0,
    });
    expect(passed.mine).toEqual({ attempts: 3, attemptsLeft: 0, bestScore: 5, passed: true });
    expect(questionnaireStateOf(passed)).toBe('passed');
  });

  it('the last failed attempt leaves no attempts', () => {
    const before = view({ mine: { attempts: 1, attemptsLeft: 1, bestScore: 0, passed: false } });
    const after = withAttempt(before, {
      passed: false,
      score: 2,
      passScore: 3,
      maxScore: 5,
      attemptsLeft: 0,
    });
    expect(questionnaireStateOf(after)).toBe('noAttemptsLeft');
  });
});
