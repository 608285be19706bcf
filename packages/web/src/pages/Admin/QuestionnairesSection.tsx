import { useTranslation } from 'react-i18next';
import { ConsoleCatalogue, textIn } from './kit/ConsoleList.tsx';
import type { QuestionnaireAdmin } from '@fanzone/contract';
import { dateTimeFormat } from '../../platform/intl.ts';
import {
  useCreateQuestionnaire,
  useQuestionnaireCatalogue,
  useUpdateQuestionnaire,
} from '../../features/questionnaires/consoleQueries.ts';
import { ActionSwitch } from './kit/ActionSwitch.tsx';
import { Chip, ConsoleCard } from './kit/ConsoleCard.tsx';
import { AddButton, EditButton } from './kit/SheetButton.tsx';
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
      <AddButton
        size="full"
        label={t('quizWriter.add')}
        testId="questionnaire-add"
        sheetTestId="questionnaire-dialog"
      >
        {(close) => <NewQuestionnaire onSaved={close} />}
      </AddButton>
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
  const title = textIn(questionnaire.title, i18n.language);
  const day = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const {
    questions,
    passScore: pass,
    maxScore: max,
    attemptCount: attempts,
    passCount: passed,
  } = questionnaire;
  return (
    <ConsoleCard
      testId={`questionnaire-${questionnaire.code}`}
      title={title}
      chips={[
        <Chip>{t(`questionnaires.status.${questionnaire.status}`)}</Chip>,
        questionnaire.closed && <Chip warning>{t('questionnaires.closed')}</Chip>,
      ]}
      facts={[
        t('questionnaires.questions', { count: questions.length, pass, max }),
        <span data-testid="questionnaire-results">{t('questionnaires.results', { attempts, passed })}</span>,
        questionnaire.endsAt && t('questionnaires.ends', { date: day.format(questionnaire.endsAt * 1000) }),
      ]}
    >
      <ActionSwitch
        action={useUpdateQuestionnaire(questionnaire.code)}
        field="closed"
        value={questionnaire.closed}
        label={t('questionnaires.closeToNew')}
        said={(closed) => t(closed ? 'questionnaires.closedDone' : 'questionnaires.openedDone')}
        testId="questionnaire-closed"
      />
      <EditButton size="full" title={title} testId="questionnaire-edit" sheetTestId="questionnaire-dialog">
        {(close) => <QuestionnaireChange questionnaire={questionnaire} onSaved={close} />}
      </EditButton>
    </ConsoleCard>
  );
}
