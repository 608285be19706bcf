import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleCatalogue, textIn } from './ConsoleList.tsx';
import type { QuestionnaireAdmin } from '@fanzone/contract';
import { dateTimeFormat } from '../../platform/intl.ts';
import {
  useCloseQuestionnaire,
  useQuestionnaireCatalogue,
} from '../../features/moderation/consoleQueries.ts';
import { toast } from '../../ui/toast.ts';
import { useFailureToast } from './ConsoleField.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import {
  useCreateQuestionnaire,
  useUpdateQuestionnaire,
} from '../../features/moderation/catalogueQueries.ts';
import { QuestionnaireWriter } from './QuestionnaireWriter.tsx';

/**
 * The questionnaires (operators): when each runs, its questions and pass score, how many members
 * tried and passed; closed to new attempts or opened again in place.
 */
export function QuestionnairesSection() {
  const { t } = useTranslation('admin');
  const failed = useFailureToast();
  const query = useQuestionnaireCatalogue();
  const create = useCreateQuestionnaire();
  const [adding, setAdding] = useState(false);
  return (
    <div className="admin-structure">
      <div className="admin-card__actions">
        <button
          type="button"
          className="button"
          onClick={() => setAdding(true)}
          data-testid="questionnaire-add"
        >
          {t('quizWriter.add')}
        </button>
      </div>
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title={t('quizWriter.add')}
        variant="sheet"
        size="full"
        testId="questionnaire-dialog"
      >
        {adding ? (
          <QuestionnaireWriter
            busy={create.isPending}
            onSave={(input) =>
              create.mutate(input, {
                onSuccess: () => {
                  toast.success(t('quizWriter.added'));
                  setAdding(false);
                },
                onError: failed,
              })
            }
          />
        ) : null}
      </Dialog>
      <ConsoleCatalogue query={query} emptyText={t('questionnaires.empty')} listTestId="questionnaires">
        {(questionnaire) => <QuestionnaireCard key={questionnaire.id} questionnaire={questionnaire} />}
      </ConsoleCatalogue>
    </div>
  );
}

function QuestionnaireCard({ questionnaire }: { questionnaire: QuestionnaireAdmin }) {
  const { t, i18n } = useTranslation('admin');
  const close = useCloseQuestionnaire(questionnaire.code);
  const update = useUpdateQuestionnaire(questionnaire.code);
  const [editing, setEditing] = useState(false);
  const failed = useFailureToast();
  const title = textIn(questionnaire.title, i18n.language);
  const day = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const closed = close.isPending ? close.variables : questionnaire.closed;
  return (
    <li className="admin-card" data-testid={`questionnaire-${questionnaire.code}`}>
      <div className="admin-card__head">
        <span className="admin-card__title" dir="auto">
          {title}
        </span>
        <span className="admin-chip">{t(`questionnaires.status.${questionnaire.status}`)}</span>
        {questionnaire.closed ? (
          <span className="admin-chip admin-chip--warning">{t('questionnaires.closed')}</span>
        ) : null}
      </div>
      <p className="admin-card__meta">
        <span>
          {t('questionnaires.questions', {
            count: questionnaire.questions.length,
            pass: questionnaire.passScore,
            max: questionnaire.maxScore,
          })}
        </span>
        <span data-testid="questionnaire-results">
          {t('questionnaires.results', {
            attempts: questionnaire.attemptCount,
            passed: questionnaire.passCount,
          })}
        </span>
        {questionnaire.endsAt ? (
          <span>{t('questionnaires.ends', { date: day.format(questionnaire.endsAt * 1000) })}</span>
        ) : null}
      </p>
      <div className="admin-card__actions">
        <label className="admin-setting__switch">
          <input
            type="checkbox"
            checked={closed}
            disabled={close.isPending}
            onChange={(event) =>
              close.mutate(event.target.checked, {
                onSuccess: (saved) =>
                  toast.success(t(saved.closed ? 'questionnaires.closedDone' : 'questionnaires.openedDone')),
                onError: failed,
              })
            }
            data-testid="questionnaire-closed"
          />
          {t('questionnaires.closeToNew')}
        </label>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setEditing(true)}
          data-testid="questionnaire-edit"
        >
          {t('structure.edit')}
        </button>
      </div>
      <Dialog
        open={editing}
        onOpenChange={setEditing}
        title={title}
        variant="sheet"
        size="full"
        testId="questionnaire-dialog"
      >
        {editing ? (
          <QuestionnaireWriter
            questionnaire={questionnaire}
            busy={update.isPending}
            onSave={({ code: _fixed, questions, ...rest }, questionsChanged) =>
              update.mutate(questionsChanged ? { ...rest, questions } : rest, {
                onSuccess: () => {
                  toast.success(t('settings.saved'));
                  setEditing(false);
                },
                onError: failed,
              })
            }
          />
        ) : null}
      </Dialog>
    </li>
  );
}
