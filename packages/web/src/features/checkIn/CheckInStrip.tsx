import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { dayOfSeconds, paths, rangeOf } from '@fanzone/contract';
import { useSite } from '../../platform/config.ts';
import { formatDay, homeStripDays, withStatuses } from './checkInDays.ts';
import { useCheckInHistory } from './queries.ts';
import { useCheckInStatus } from './status.ts';
import { CheckInStripBox } from './CheckInStripBox.tsx';
import { dateTimeFormat } from '../../platform/intl.ts';

/** Home's strip of seven check-in days around today (spec §3, §7), leading to the check-in page. */
export default function CheckInStrip() {
  const { t, i18n } = useTranslation('checkIn');
  const { region } = useSite();
  const statusQuery = useCheckInStatus(true);
  const status = statusQuery.data;
  const today = status ? dayOfSeconds(status.today, region.timeZone) : null;
  const days = today ? homeStripDays(today) : [];
  const history = useCheckInHistory(today ? rangeOf(days, region.timeZone) : null);
  // Its box while the status loads; nothing if it cannot be had (the home page goes on without it).
  if (!status || !today) return statusQuery.isPending ? <CheckInStripBox /> : null;
  const weekday = dateTimeFormat(i18n.language, { weekday: 'narrow', timeZone: 'UTC' });
  return (
    <Link to={paths.checkin()} className="check-in-strip" data-testid="check-in-strip">
      <span className="check-in-strip__title">
        {status.checkedInToday ? t('streakLine', { count: status.streakDays }) : t('stripInvite')}
      </span>
      <ol className="check-in-strip__days">
        {withStatuses(days, history.data, today, region.timeZone).map((day) => (
          <li
            key={day.key}
            data-status={day.status ?? undefined}
            aria-current={day.isToday ? 'date' : undefined}
            aria-label={`${formatDay(day.key, i18n.language)}${day.status ? `, ${t(`status.${day.status}`)}` : ''}`}
          >
            <span aria-hidden="true">{weekday.format(Date.parse(`${day.key}T00:00:00Z`))}</span>
            <span aria-hidden="true" className="check-in-strip__mark" />
          </li>
        ))}
      </ol>
    </Link>
  );
}
