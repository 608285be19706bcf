import { useTranslation } from 'react-i18next';
import { ConsoleCatalogue, textIn } from './ConsoleList.tsx';
import type { QuestionnaireAdmin } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import { dateTimeFormat } from '../../platform/intl.ts';
import {
  useCloseQuestionnaire,
  useQuestionnaireCatalogue,
} from '../../features/moderation/consoleQueries.ts';
import { toast } from '../../ui/toast.ts';

/**
 * The questionnaires (operators): when each runs, its questions and pass score, how many members
 * tried and passed; closed to new attempts or opened again in place.
 */
export function QuestionnairesSection() {
  const { t } = useTranslation('admin');
  const query = useQuestionnaireCatalogue();
  return (
    <ConsoleCatalogue query={query} emptyText={t('questionnaires.empty')} listTestId="questionnaires">
      {(questionnaire) => <QuestionnaireCard key={questionnaire.id} questionnaire={questionnaire} />}
    </ConsoleCatalogue>
  );
}

function QuestionnaireCard({ questionnaire }: { questionnaire: QuestionnaireAdmin }) {
  const { t, i18n } = useTranslation('admin');
  const { t: translate } = useTranslation();
  const close = useCloseQuestionnaire(questionnaire.code);
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
                onError: (error) => toast.error(errorMessageFor(error, translate) ?? t('failed')),
              })
            }
            data-testid="questionnaire-closed"
          />
          {t('questionnaires.closeToNew')}
        </label>
      </div>
    </li>
  );
}
