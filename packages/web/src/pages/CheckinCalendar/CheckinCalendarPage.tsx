import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { CheckInView } from '../../features/checkIn/CheckInView.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import '../../styles/checkIn.css';

/** The apps' check-in calendar page: the month with statuses and make-up, without today's panel. */
export default function CheckinCalendarPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <CheckInView withPanel={false} />
    </PageFrame>
  );
}
