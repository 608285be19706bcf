import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionnaireView } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useMy } from '../identity/queries.ts';
import { questionnaireStateOf } from './answers.ts';
import { QuestionnaireForm } from './QuestionnaireForm.tsx';
import { useQuestionnaire, useSubmitAnswers } from './queries.ts';
import { dateTimeFormat } from '../../platform/intl.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

/**
 * A questionnaire by its code (spec §1 "take questionnaires"): its heading, then the questions, or
 * what stands instead of them: not started, ended, passed already, no attempts left.
 */
export function Questionnaire({ code }: { code: string }) {
  // The error texts load with the page: states and results are told in them.
  const { t } = useTranslation(['questionnaires', 'errors']);
  const my = useMy();
  const questionnaire = useQuestionnaire(code);
  const submit = useSubmitAnswers(code);

  const view = questionnaire.data;
  if (!view) {
    if (questionnaire.error)
      return <LoadFailure error={questionnaire.error} onRetry={() => void questionnaire.refetch()} />;
    return <Spinner label={t('common:loading')} testId="questionnaire-loading" />;
  }

  // A marked attempt keeps the form (with its result) on show, whatever the standing now says.
  const state = submit.data ? 'open' : questionnaireStateOf(view);
  let body: ReactNode;
  if (state === 'open')
    body = (
      <QuestionnaireForm
        view={view}
        member={my !== null}
        submission={{
          send: (answers) => submit.mutate(answers),
          pending: submit.isPending,
          result: submit.data ?? null,
          reset: () => submit.reset(),
        }}
      />
    );
  else body = <StandingNotice view={view} state={state} />;

  return (
    <article className="questionnaire" data-testid="questionnaire" data-state={state}>
      <QuestionnaireHeading view={view} showAttemptsLeft={state === 'open' && !submit.data} />
      {body}
    </article>
  );
}

function QuestionnaireHeading({
  view,
  showAttemptsLeft,
}: {
  view: QuestionnaireView;
  showAttemptsLeft: boolean;
}) {
  const { t, i18n } = useTranslation('questionnaires');
  const attemptsLeft = view.mine?.attemptsLeft ?? null;
  return (
    <header className="questionnaire__head">
      <h2 className="questionnaire__title" dir="auto" data-testid="questionnaire-title">
        {view.title}
      </h2>
      {view.description ? (
        <p className="questionnaire__description" dir="auto">
          {view.description}
        </p>
      ) : null}
      <ul className="questionnaire__facts">
        <li data-testid="questionnaire-pass-score">
          {t('passScore', { passScore: view.passScore, maxScore: view.maxScore })}
        </li>
        {view.status === 'open' && view.endsAt !== null ? (
          <li>
            <DateTime seconds={view.endsAt} locale={i18n.language} i18nKey="endsAt" />
          </li>
        ) : null}
        {showAttemptsLeft && attemptsLeft !== null ? (
          <li data-testid="questionnaire-attempts">{t('attemptsLeft', { count: attemptsLeft })}</li>
        ) : null}
      </ul>
    </header>
  );
}

/** What stands instead of the questions. */
function StandingNotice({
  view,
  state,
}: {
  view: QuestionnaireView;
  state: 'passed' | 'scheduled' | 'ended' | 'noAttemptsLeft';
}) {
  const { t, i18n } = useTranslation('questionnaires');
  const best = view.mine?.bestScore ?? null;
  let text: ReactNode;
  if (state === 'scheduled')
    text =
      view.startsAt === null ? (
        <ErrorText code="QUESTIONNAIRE_NOT_STARTED" />
      ) : (
        <DateTime seconds={view.startsAt} locale={i18n.language} i18nKey="startsAt" />
      );
  else if (state === 'ended') text = <ErrorText code="QUESTIONNAIRE_ENDED" />;
  else if (state === 'passed') text = <ErrorText code="QUESTIONNAIRE_ALREADY_PASSED" />;
  else text = <ErrorText code="QUESTIONNAIRE_NO_ATTEMPTS_LEFT" />;
  return (
    <div
      className={`questionnaire__notice questionnaire__notice--${state}`}
      role="status"
      data-testid="questionnaire-notice"
    >
      <p>{text}</p>
      {best !== null && (state === 'passed' || state === 'noAttemptsLeft') ? (
        <p className="questionnaire__best">{t('bestScore', { score: best, maxScore: view.maxScore })}</p>
      ) : null}
    </div>
  );
}

/** A phrase around a moment ('Opens {{date}}'), as one `<time>` that gives machines the instant. */
function DateTime({ seconds, locale, i18nKey }: { seconds: number; locale: string; i18nKey: string }) {
  const { t } = useTranslation('questionnaires');
  const date = new Date(seconds * 1000);
  const shown = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return <time dateTime={date.toISOString()}>{t(i18nKey, { date: shown })}</time>;
}

/** Not found (an unknown or malformed code), or the load failed: the catalogue's words, and a retry. */
function LoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation(['questionnaires', 'errors']);
  const notFound =
    error instanceof ApiError && (error.code === 'QUESTIONNAIRE_NOT_FOUND' || error.httpStatus === 400);
  if (notFound)
    return (
      <div data-testid="questionnaire-not-found">
        <EmptyState text={<ErrorText code="QUESTIONNAIRE_NOT_FOUND" />} />
      </div>
    );
  return <LoadFailed error={error} fallback={t('common:networkError')} onRetry={onRetry} />;
}
