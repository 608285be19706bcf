import { useTranslation } from 'react-i18next';
import { limits } from '@fanzone/contract';
import type { QuestionDraft } from './questionnaireDraft.ts';
import { newOption } from './questionnaireDraft.ts';

const quiz = limits.questionnaire;

/**
 * One question of the questionnaire writer, in the language being written: its prompt, single or
 * multiple choice, points, and options with the right ones ticked. Read-only once members answered.
 */
export function QuestionWriter({
  question,
  number,
  language,
  locked,
  onChange,
  onRemove,
}: {
  question: QuestionDraft;
  number: number;
  language: string;
  locked: boolean;
  onChange: (question: QuestionDraft) => void;
  onRemove: (() => void) | null;
}) {
  const { t } = useTranslation('admin');
  const set = (change: Partial<QuestionDraft>) => onChange({ ...question, ...change });
  return (
    <fieldset className="admin-question" disabled={locked} data-testid={`question-${number}`}>
      <legend>{t('quizWriter.question', { number })}</legend>
      <label className="admin-setting">
        <span>{t('quizWriter.prompt')}</span>
        <input
          lang={language}
          dir="auto"
          maxLength={quiz.promptMaxLength}
          value={question.prompt[language] ?? ''}
          onChange={(event) => set({ prompt: { ...question.prompt, [language]: event.target.value } })}
          data-testid="question-prompt"
        />
      </label>
      <div className="admin-setting__row">
        <label className="admin-setting">
          <span>{t('quizWriter.kind')}</span>
          <select
            value={question.kind}
            onChange={(event) => set({ kind: event.target.value as QuestionDraft['kind'] })}
            data-testid="question-kind"
          >
            <option value="single">{t('quizWriter.single')}</option>
            <option value="multiple">{t('quizWriter.multiple')}</option>
          </select>
        </label>
        <label className="admin-setting">
          <span>{t('quizWriter.points')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={quiz.pointsMax}
            value={question.points}
            onChange={(event) => set({ points: event.target.value })}
            data-testid="question-points"
          />
        </label>
      </div>
      <ol className="admin-options">
        {question.options.map((option, index) => (
          <li key={option.key} className="admin-setting__row" data-testid={`option-${index + 1}`}>
            <input
              aria-label={t('quizWriter.option', { number: index + 1 })}
              lang={language}
              dir="auto"
              maxLength={quiz.optionMaxLength}
              value={option.label[language] ?? ''}
              onChange={(event) =>
                set({
                  options: question.options.map((entry) =>
                    entry.key === option.key
                      ? { ...entry, label: { ...entry.label, [language]: event.target.value } }
                      : entry,
                  ),
                })
              }
              data-testid="option-label"
            />
            <label className="admin-setting__switch">
              <input
                type="checkbox"
                checked={option.correct}
                onChange={(event) =>
                  set({
                    options: question.options.map((entry) =>
                      entry.key === option.key ? { ...entry, correct: event.target.checked } : entry,
                    ),
                  })
                }
                data-testid="option-correct"
              />
              {t('quizWriter.correct')}
            </label>
            {question.options.length > quiz.optionsMin ? (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => set({ options: question.options.filter((entry) => entry.key !== option.key) })}
                aria-label={t('quizWriter.removeOption', { number: index + 1 })}
              >
                ×
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="admin-card__actions">
        {question.options.length < quiz.optionsMax ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => set({ options: [...question.options, newOption()] })}
            data-testid="option-add"
          >
            {t('quizWriter.addOption')}
          </button>
        ) : null}
        {onRemove ? (
          <button type="button" className="button button--secondary button--small" onClick={onRemove}>
            {t('quizWriter.removeQuestion', { number })}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
