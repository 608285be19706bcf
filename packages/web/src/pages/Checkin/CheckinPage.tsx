import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps.ts';
import { CheckInView } from '../../features/checkIn/CheckInView.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import '../../styles/checkIn.css';

/** `/checkin` and `/check-in/{id?}`: daily check-in, its calendar and make-up (spec §2, §3). */
export default function CheckinPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <CheckInView />
    </PageFrame>
  );
}
