import { useState } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import type { CheckInStatus } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { reportApiError } from '../../platform/errors.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';
import type { CheckInDay } from './checkInDays.ts';
import { formatDay } from './checkInDays.ts';
import { useMakeUp } from './queries.ts';

type Step = 'chance' | 'card' | 'noCard';

function firstStep(status: CheckInStatus): Step {
  if (status.makeUpChancesLeft > 0) return 'chance';
  return status.makeUpCards > 0 ? 'card' : 'noCard';
}

/**
 * Making up a missed day of this week (spec §3, §8): with the week's chance first, then with a card;
 * when neither is left it says so in the spec's words and points to the task center for a card.
 */
export function MakeUpDialog({
  day,
  status,
  onClose,
}: {
  day: CheckInDay;
  status: CheckInStatus;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['checkIn', 'errors']);
  const [step, setStep] = useState<Step>(() => firstStep(status));
  const makeUp = useMakeUp();
  const date = formatDay(day.key, i18n.language);

  const submit = (useCard: boolean) =>
    makeUp.mutate(
      { day: day.noon, useCard },
      {
        onSuccess: () => {
          toast.success(t('makeUp.done', { date }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'MAKE_UP_CHANCE_USED_UP') setStep('card');
          else if (error instanceof ApiError && error.code === 'MAKE_UP_NO_CARD') setStep('noCard');
          else reportApiError(error);
        },
      },
    );

  const text = {
    chance: t('makeUp.withChance', { date, count: status.makeUpChancesLeft }),
    card: `${t('errors:MAKE_UP_CHANCE_USED_UP')} ${t('makeUp.cardsLeft', { count: status.makeUpCards })}`,
    noCard: t('errors:MAKE_UP_NO_CARD'),
  }[step];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('makeUp.title')}
      testId="make-up-dialog"
    >
      <p data-testid="make-up-text">{text}</p>
      <div className="dialog__actions">
        {step === 'noCard' ? (
          <Link to={paths.myMissions()} className="button button--primary" onClick={onClose}>
            {t('makeUp.taskCenter')}
          </Link>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={makeUp.isPending}
            onClick={() => submit(step === 'card')}
          >
            {step === 'card' ? t('makeUp.useCard') : t('makeUp.action')}
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          {t('common:cancel')}
        </button>
      </div>
    </Dialog>
  );
}
