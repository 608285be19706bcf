import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/routing/pages.ts';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { monthGrid } from './monthGrid.ts';

/** This month's check-in calendar (inside the apps); days fill in as the member checks in. */
export default function CheckinCalendarPage({ name }: PageProps) {
  const { t, i18n } = useTranslation('pages');
  const today = new Date();
  const year = today.getFullYear();
  const month = today.getMonth();
  const locale = i18n.language;
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(new Date(2024, 0, 1 + index)),
  );
  const caption = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(today);
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <table className="calendar" data-testid="checkin-calendar">
        <caption>{caption}</caption>
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
          {monthGrid(year, month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => (
                <td key={column} aria-current={day === today.getDate() ? 'date' : undefined}>
                  {day ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="page__note">{t('checkin.calendarNote')}</p>
    </PageFrame>
  );
}
