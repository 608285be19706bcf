import { useTranslation } from 'react-i18next';
import type { QuestionnaireResult } from '@fanzone/contract';
import { ErrorText } from '../../ui/ErrorText.tsx';

/**
 * A marked attempt (spec §8): a pass, or the score and the score a pass needs, with the attempts
 * left when they are limited and Try again while any are.
 */
export function AttemptResult({
  result,
  onTryAgain,
}: {
  result: QuestionnaireResult;
  onTryAgain: () => void;
}) {
  const { t } = useTranslation('questionnaires');
  const figures = { score: result.score, maxScore: result.maxScore, passScore: result.passScore };
  if (result.passed)
    return (
      <div
        className="quiz-result quiz-result--passed"
        role="status"
        data-testid="questionnaire-result"
        data-outcome="passed"
      >
        <p className="quiz-result__headline">{t('passed', figures)}</p>
      </div>
    );
  const canRetry = result.attemptsLeft !== 0;
  return (
    <div
      className="quiz-result quiz-result--failed"
      role="status"
      data-testid="questionnaire-result"
      data-outcome="failed"
    >
      <p className="quiz-result__headline">{t('failed', figures)}</p>
      {result.attemptsLeft === null ? null : (
        <p data-testid="questionnaire-attempts-left">
          {canRetry ? (
            t('attemptsLeft', { count: result.attemptsLeft })
          ) : (
            <ErrorText code="QUESTIONNAIRE_NO_ATTEMPTS_LEFT" />
          )}
        </p>
      )}
      {canRetry ? (
        <button
          type="button"
          className="button button--primary"
          onClick={onTryAgain}
          data-testid="questionnaire-try-again"
        >
          {t('common:tryAgain')}
        </button>
      ) : null}
    </div>
  );
}
