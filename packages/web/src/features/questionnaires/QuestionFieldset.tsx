import { useTranslation } from 'react-i18next';
import type { QuestionnaireQuestion } from '@fanzone/contract';

/**
 * One question as a fieldset: its prompt and points as the legend, radio buttons for a single
 * choice, checkboxes for a multiple one. Prompts and options are the operator's text: rendered as
 * text, in their own direction.
 */
export function QuestionFieldset({
  question,
  number,
  name,
  chosen,
  unanswered,
  disabled,
  onChoose,
}: {
  question: QuestionnaireQuestion;
  number: number;
  /** The radio group's name, unique on the page. */
  name: string;
  chosen: readonly string[];
  /** Marked after a submit that left it unanswered. */
  unanswered: boolean;
  /** Locked while the answers are sent and after they were marked. */
  disabled: boolean;
  onChoose: (optionId: string) => void;
}) {
  const { t } = useTranslation('questionnaires');
  const hintId = `${name}-hint`;
  return (
    <fieldset
      className="question"
      data-testid={`question-${number}`}
      data-unanswered={unanswered || undefined}
      aria-describedby={hintId}
      disabled={disabled}
    >
      <legend className="question__legend">
        <span className="question__number">{t('number', { number })}</span>
        <span className="question__prompt" dir="auto">
          {question.prompt}
        </span>
        <span className="question__points">{t('points', { count: question.points })}</span>
      </legend>
      <p className="question__hint" id={hintId}>
        {t(question.kind === 'single' ? 'chooseOne' : 'chooseAll')}
        {unanswered ? <span className="question__missing"> · {t('unanswered')}</span> : null}
      </p>
      <div className="question__options">
        {question.options.map((option) => (
          <label key={option.id} className="question-option">
            <input
              type={question.kind === 'single' ? 'radio' : 'checkbox'}
              name={name}
              value={option.id}
              checked={chosen.includes(option.id)}
              onChange={() => onChoose(option.id)}
            />
            <span dir="auto">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
