import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionnaireAdmin, QuestionnaireInput } from '@fanzone/contract';
import { limits, supportedLocales } from '@fanzone/contract';
import { Tabs } from '../../ui/Tabs.tsx';
import { QuestionWriter } from './QuestionWriter.tsx';
import type { DraftProblem, QuestionnaireDraft } from './questionnaireDraft.ts';
import { draftOf, draftProblems, inputOf, newQuestion } from './questionnaireDraft.ts';

const quiz = limits.questionnaire;
/** English first: every reader falls back to it, so it is written first and must be complete. */
const languages = ['en', ...supportedLocales.filter((locale) => locale !== 'en')];

/**
 * The questionnaire writer (operators): one language at a time — the tabs switch every text field
 * between languages — then dates, attempts and pass score. A new questionnaire also gets its code
 * (its address, /wq/{code}). Once members answered, its questions are fixed (the server refuses
 * with QUESTIONNAIRE_LOCKED) and shown here read-only.
 */
export function QuestionnaireWriter({
  questionnaire,
  busy,
  onSave,
}: {
  questionnaire?: QuestionnaireAdmin;
  busy: boolean;
  onSave: (input: QuestionnaireInput, questionsChanged: boolean) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [initial] = useState(() => draftOf(questionnaire));
  const [draft, setDraft] = useState<QuestionnaireDraft>(initial);
  const [language, setLanguage] = useState('en');
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const locked = (questionnaire?.attemptCount ?? 0) > 0;
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const set = (change: Partial<QuestionnaireDraft>) => setDraft((current) => ({ ...current, ...change }));
  const text = (field: 'title' | 'description') => draft[field][language] ?? '';

  const submit = () => {
    const found = draftProblems(draft, { withCode: !questionnaire });
    setProblems(found);
    if (found.length) return;
    const input = inputOf(draft);
    const before = JSON.stringify(inputOf(initial).questions);
    onSave(input, JSON.stringify(input.questions) !== before);
  };

  return (
    <form
      className="moderation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="questionnaire-writer"
    >
      {questionnaire ? null : (
        <label className="admin-setting">
          <span>{t('catalogue.code')}</span>
          <input
            dir="ltr"
            maxLength={quiz.codeMaxLength}
            value={draft.code}
            onChange={(event) => set({ code: event.target.value })}
            data-testid="quiz-code"
          />
        </label>
      )}
      <Tabs
        label={t('quizWriter.language')}
        tabs={languages.map((locale) => ({ id: locale, label: names.of(locale) ?? locale }))}
        value={language}
        onChange={setLanguage}
        testId="quiz-languages"
      >
        <label className="admin-setting">
          <span>{t('catalogue.title')}</span>
          <input
            lang={language}
            dir="auto"
            maxLength={quiz.titleMaxLength}
            value={text('title')}
            onChange={(event) => set({ title: { ...draft.title, [language]: event.target.value } })}
            data-testid="quiz-title"
          />
        </label>
        <label className="admin-setting">
          <span>{t('structure.boardDescription')}</span>
          <textarea
            lang={language}
            dir="auto"
            rows={3}
            maxLength={quiz.descriptionMaxLength}
            value={text('description')}
            onChange={(event) =>
              set({ description: { ...draft.description, [language]: event.target.value } })
            }
            data-testid="quiz-description"
          />
        </label>
        {locked ? <p className="admin-card__meta">{t('quizWriter.locked')}</p> : null}
        {draft.questions.map((question, index) => (
          <QuestionWriter
            key={question.key}
            question={question}
            number={index + 1}
            language={language}
            locked={locked}
            onChange={(changed) =>
              set({
                questions: draft.questions.map((entry) => (entry.key === question.key ? changed : entry)),
              })
            }
            onRemove={
              draft.questions.length > 1 && !locked
                ? () => set({ questions: draft.questions.filter((entry) => entry.key !== question.key) })
                : null
            }
          />
        ))}
        {!locked && draft.questions.length < quiz.questionsMax ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => set({ questions: [...draft.questions, newQuestion()] })}
            data-testid="question-add"
          >
            {t('quizWriter.addQuestion')}
          </button>
        ) : null}
      </Tabs>
      <div className="admin-setting__row">
        <label className="admin-setting">
          <span>{t('quizWriter.passScore')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            value={draft.passScore}
            onChange={(event) => set({ passScore: event.target.value })}
            data-testid="quiz-pass-score"
          />
        </label>
        <label className="admin-setting">
          <span>{t('quizWriter.maxAttempts')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={quiz.attemptsMax}
            value={draft.maxAttempts}
            onChange={(event) => set({ maxAttempts: event.target.value })}
            data-testid="quiz-max-attempts"
          />
        </label>
      </div>
      <div className="admin-setting__row">
        <label className="admin-setting">
          <span>{t('quizWriter.startsAt')}</span>
          <input
            type="datetime-local"
            value={draft.startsAt}
            onChange={(event) => set({ startsAt: event.target.value })}
            data-testid="quiz-starts"
          />
        </label>
        <label className="admin-setting">
          <span>{t('quizWriter.endsAt')}</span>
          <input
            type="datetime-local"
            value={draft.endsAt}
            onChange={(event) => set({ endsAt: event.target.value })}
            data-testid="quiz-ends"
          />
        </label>
      </div>
      {problems.length ? (
        <ul role="alert" className="admin-problems" data-testid="quiz-problems">
          {problems.map((found, index) => (
            <li key={index}>
              {found.question ? `${t('quizWriter.question', { number: found.question })}: ` : ''}
              {t(`quizWriter.problems.${found.problem}`, { option: found.option, ...found.values })}
            </li>
          ))}
        </ul>
      ) : null}
      <button type="submit" className="button" disabled={busy} data-testid="quiz-save">
        {t('settings.save')}
      </button>
    </form>
  );
}
