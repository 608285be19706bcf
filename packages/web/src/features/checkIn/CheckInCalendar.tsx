import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInDay } from './checkInDays.ts';
import { monthDays, monthWeeks, rangeOf } from '@fanzone/contract';
import { formatDay, stepMonth, withStatuses } from './checkInDays.ts';
import { useCheckInHistory } from './queries.ts';
import { dateTimeFormat } from '../../platform/intl.ts';

type CheckInCalendarProps = {
  today: string;
  timeZone: string;
  /** Members see statuses; visitors see the plain month. */
  withHistory: boolean;
  /** Offered when check-in is available here; the missed days of this week become buttons. */
  onMakeUp?: (day: CheckInDay) => void;
};

const weekdayReference = Date.UTC(2024, 0, 1); // a Monday

/** The month calendar of check-in (spec §3): each day's status, today flagged, this week's missed days made up by a tap. */
export function CheckInCalendar({ today, timeZone, withHistory, onMakeUp }: CheckInCalendarProps) {
  const { t, i18n } = useTranslation('checkIn');
  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
  const [shown, setShown] = useState({ year: todayYear, month: todayMonth });
  const weeks = monthWeeks(shown.year, shown.month);
  const days = monthDays(shown.year, shown.month);
  const history = useCheckInHistory(withHistory ? rangeOf(days, timeZone) : null);
  const byKey = new Map(withStatuses(days, history.data, today, timeZone).map((day) => [day.key, day]));

  const locale = i18n.language;
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
      weekdayReference + index * 86_400_000,
    ),
  );
  const caption = dateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(shown.year, shown.month - 1, 1),
  );
  const isCurrentMonth = shown.year === todayYear && shown.month === todayMonth;

  return (
    <section className="check-in-calendar" aria-label={t('calendar')}>
      <div className="check-in-calendar__nav">
        <button
          type="button"
          className="icon-button"
          aria-label={t('previousMonth')}
          onClick={() => setShown(stepMonth(shown.year, shown.month, -1))}
        >
          ‹
        </button>
        <span className="check-in-calendar__caption" aria-live="polite">
          {caption}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={t('nextMonth')}
          disabled={isCurrentMonth}
          onClick={() => setShown(stepMonth(shown.year, shown.month, 1))}
        >
          ›
        </button>
      </div>
      <table className="calendar" data-testid="checkin-calendar">
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((key, column) => {
                if (!key) return <td key={`pad-${column}`} />;
                const day = byKey.get(key)!;
                const label = `${formatDay(key, locale)}${day.status ? `, ${t(`status.${day.status}`)}` : ''}`;
                const number = Number(key.slice(8));
                return (
                  <td
                    key={key}
                    aria-current={day.isToday ? 'date' : undefined}
                    data-status={day.status ?? undefined}
                    data-day={key}
                  >
                    {day.status === 'make_up' && onMakeUp ? (
                      <button
                        type="button"
                        className="calendar__day"
                        aria-label={`${label}. ${t('makeUp.action')}`}
                        onClick={() => onMakeUp(day)}
                      >
                        {number}
                      </button>
                    ) : (
                      <span className="calendar__day" aria-label={label}>
                        {number}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
