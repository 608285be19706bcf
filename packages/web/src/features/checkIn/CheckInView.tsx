import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dayKey, dayOfSeconds } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { useMy } from '../identity/queries.ts';
import { startLogin } from '../identity/login.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { CheckInDay } from './checkInDays.ts';
import { CheckInCalendar } from './CheckInCalendar.tsx';
import { CheckInPanel } from './CheckInPanel.tsx';
import { CheckInRules } from './CheckInRules.tsx';
import { MakeUpDialog } from './MakeUpDialog.tsx';
import { useCheckInStatus } from './status.ts';

/**
 * The check-in page's content: today's panel (members), the rules, and the month calendar with
 * make-up of this week's missed days. Visitors see the calendar and are asked to log in.
 */
export function CheckInView({ withPanel = true }: { withPanel?: boolean }) {
  const { t } = useTranslation('checkIn');
  const queryClient = useQueryClient();
  const { region } = useSite();
  const my = useMy();
  const status = useCheckInStatus(my !== null);
  const [makingUp, setMakingUp] = useState<CheckInDay | null>(null);
  const today = status.data
    ? dayOfSeconds(status.data.today, region.timeZone)
    : dayKey(new Date(), region.timeZone);

  let head;
  if (!my)
    head = (
      <EmptyState icon="checkin" text={t('loginFirst')}>
        <button type="button" className="button button--primary" onClick={() => void startLogin(queryClient)}>
          {t('common:logIn')}
        </button>
      </EmptyState>
    );
  else if (!status.data) head = <Spinner label={t('common:loading')} />;
  else head = withPanel ? <CheckInPanel status={status.data} /> : null;

  return (
    <div className="check-in">
      {head}
      {status.data ? <CheckInRules makeUpChancesPerWeek={status.data.makeUpChancesPerWeek} /> : null}
      <CheckInCalendar
        key={today}
        today={today}
        timeZone={region.timeZone}
        withHistory={my !== null}
        onMakeUp={status.data?.available ? setMakingUp : undefined}
      />
      {makingUp && status.data ? (
        <MakeUpDialog day={makingUp} status={status.data} onClose={() => setMakingUp(null)} />
      ) : null}
    </div>
  );
}
