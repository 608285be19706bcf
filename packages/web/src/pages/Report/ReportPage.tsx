import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limits } from '@fanzone/contract';
import type { PageProps } from '../pageProps.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';

/** Reporting a member (`?user=`): reasons, review time. */
export default function ReportPage({ name }: PageProps) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const userId = params.get('user');
  const { min, max } = limits.report.reviewWorkingDays;
  return (
    <PageFrame title={t(`titles:${name}`)}>
      {userId ? (
        <>
          <p className="page__lead">{t('report.about', { id: userId })}</p>
          <EmptyState text={t('report.noReasons')} />
          <p className="page__note">{t('report.review', { min, max })}</p>
        </>
      ) : (
        <EmptyState text={t('report.chooseMember')} />
      )}
    </PageFrame>
  );
}
