import { useTranslation } from 'react-i18next';
import { ConsoleCatalogue, textIn } from './kit/ConsoleList.tsx';
import type { QuestionnaireAdmin } from '@fanzone/contract';
import { dateTimeFormat } from '../../platform/intl.ts';
import {
  useCreateQuestionnaire,
  useQuestionnaireCatalogue,
  useUpdateQuestionnaire,
} from '../../features/questionnaires/consoleQueries.ts';
import { ConsoleSwitch } from './kit/ConsoleField.tsx';
import { SheetButton } from './kit/SheetButton.tsx';
import { useConsoleAction } from './kit/useConsoleAction.ts';
import { useSave } from './kit/useConsoleForm.ts';
import { QuestionnaireWriter } from './QuestionnaireWriter.tsx';

/**
 * The questionnaires (operators): when each runs, its questions and pass score, how many members
 * tried and passed; closed to new attempts or opened again in place.
 */
export function QuestionnairesSection() {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-structure">
      <div className="admin-card__actions">
        <SheetButton
          look="section"
          size="full"
          label={t('quizWriter.add')}
          testId="questionnaire-add"
          sheetTestId="questionnaire-dialog"
        >
          {(close) => <NewQuestionnaire onSaved={close} />}
        </SheetButton>
      </div>
      <ConsoleCatalogue
        query={useQuestionnaireCatalogue()}
        emptyText={t('questionnaires.empty')}
        listTestId="questionnaires"
      >
        {(questionnaire) => <QuestionnaireCard key={questionnaire.id} questionnaire={questionnaire} />}
      </ConsoleCatalogue>
    </div>
  );
}

function NewQuestionnaire({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateQuestionnaire();
  const save = useSave(create, t('quizWriter.added'), onSaved);
  return <QuestionnaireWriter busy={create.isPending} onSave={(input) => save(input)} />;
}

/** Changed questions go with the change; unchanged ones stay out (members' attempts keep them). */
function QuestionnaireChange({
  questionnaire,
  onSaved,
}: {
  questionnaire: QuestionnaireAdmin;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const update = useUpdateQuestionnaire(questionnaire.code);
  const save = useSave(update, t('settings.saved'), onSaved);
  return (
    <QuestionnaireWriter
      questionnaire={questionnaire}
      busy={update.isPending}
      onSave={({ code: _fixed, questions, ...rest }, questionsChanged) =>
        save(questionsChanged ? { ...rest, questions } : rest)
      }
    />
  );
}

function QuestionnaireCard({ questionnaire }: { questionnaire: QuestionnaireAdmin }) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateQuestionnaire(questionnaire.code);
  const closeOrOpen = useConsoleAction(update);
  const title = textIn(questionnaire.title, i18n.language);
  const day = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
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
        <ConsoleSwitch
          label={t('questionnaires.closeToNew')}
          // While the change is on its way the box shows what was asked.
          checked={
            update.isPending ? (update.variables.closed ?? questionnaire.closed) : questionnaire.closed
          }
          disabled={update.isPending}
          onChecked={(closed) =>
            closeOrOpen({ closed }, t(closed ? 'questionnaires.closedDone' : 'questionnaires.openedDone'))
          }
          testId="questionnaire-closed"
        />
        <SheetButton
          size="full"
          label={t('structure.edit')}
          title={title}
          testId="questionnaire-edit"
          sheetTestId="questionnaire-dialog"
        >
          {(close) => <QuestionnaireChange questionnaire={questionnaire} onSaved={close} />}
        </SheetButton>
      </div>
    </li>
  );
}
