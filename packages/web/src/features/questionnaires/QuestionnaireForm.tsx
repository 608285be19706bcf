import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionnaireResult, QuestionnaireView } from '@fanzone/contract';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { useAuthActions } from '../identity/useAuthActions.ts';
import type { ChosenOptions, QuestionnaireAnswers } from './answers.ts';
import { answersFor, chooseOption } from './answers.ts';
import { AttemptResult } from './AttemptResult.tsx';
import { QuestionFieldset } from './QuestionFieldset.tsx';

/** The submit call as the questionnaire holds it (it outlives the form's states). */
export type AnswerSubmission = {
  send: (body: QuestionnaireAnswers) => void;
  pending: boolean;
  result: QuestionnaireResult | null;
  /** Forgets the last result: the form opens again. */
  reset: () => void;
};

/**
 * The questions and, for members, Submit; visitors are asked to log in instead. Every question must
 * be answered before anything is sent (the server's rule, with its message). After a marked attempt
 * the answers stay on show, locked, above the result; Try again clears them.
 */
export function QuestionnaireForm({
  view,
  member,
  submission,
}: {
  view: QuestionnaireView;
  member: boolean;
  submission: AnswerSubmission;
}) {
  const { t } = useTranslation('questionnaires');
  const { login } = useAuthActions();
  const [chosen, setChosen] = useState<ChosenOptions>({});
  const [unanswered, setUnanswered] = useState<readonly string[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const formId = useId();
  const groupName = (questionId: string) => `${formId}-${questionId}`;
  const { result } = submission;
  const locked = result !== null || submission.pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!member) return;
    const answers = answersFor(view.questions, chosen);
    if (!answers.ok) {
      setUnanswered(answers.unanswered);
      // The first unanswered question takes the focus, so keyboards and screen readers land on it.
      const inputs = form.current?.elements.namedItem(groupName(answers.unanswered[0] ?? ''));
      const first = inputs instanceof RadioNodeList ? inputs[0] : inputs;
      if (first instanceof HTMLInputElement) first.focus();
      return;
    }
    setUnanswered([]);
    submission.send(answers.body);
  };

  const tryAgain = () => {
    setChosen({});
    setUnanswered([]);
    submission.reset();
  };

  return (
    <form
      className="questionnaire__form"
      ref={form}
      onSubmit={submit}
      noValidate
      data-testid="questionnaire-form"
    >
      {view.questions.map((question, index) => (
        <QuestionFieldset
          key={question.id}
          question={question}
          number={index + 1}
          name={groupName(question.id)}
          chosen={chosen[question.id] ?? []}
          unanswered={unanswered.includes(question.id)}
          disabled={locked}
          onChoose={(optionId) => {
            setChosen((current) => chooseOption(current, question, optionId));
            setUnanswered((current) => current.filter((id) => id !== question.id));
          }}
        />
      ))}
      {unanswered.length ? (
        <p className="questionnaire__problem" role="alert" data-testid="questionnaire-unanswered">
          <ErrorText code="QUESTIONNAIRE_ANSWERS_INVALID" />
        </p>
      ) : null}
      {result ? (
        <AttemptResult result={result} onTryAgain={tryAgain} />
      ) : member ? (
        <button
          type="submit"
          className="button button--primary questionnaire__submit"
          disabled={submission.pending}
          data-testid="questionnaire-submit"
        >
          {t('submit')}
        </button>
      ) : (
        <div className="questionnaire__login" data-testid="questionnaire-login">
          <p>{t('logInToAnswer')}</p>
          <button type="button" className="button button--primary" onClick={login}>
            {t('common:logIn')}
          </button>
        </div>
      )}
    </form>
  );
}
