import { Suspense, lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '@fanzone/contract';
import type { PageProps } from '../pageProps.ts';
import { useSite } from '../../platform/config.ts';
import { useMy } from '../../features/identity/queries.ts';
import { useProfile } from '../../features/social/queries.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

// The form (reasons, uploads) follows the page's first view: the page itself stays light.
const ReportForm = lazy(() =>
  import('../../features/reports/ReportForm.tsx').then((module) => ({ default: module.ReportForm })),
);

/**
 * Reporting a member (`/report?user=`, spec §2): who, the report form, then a thank-you that says
 * the outcome arrives in the member's messages. Not offered for oneself or while reporting is off.
 */
export default function ReportPage({ name }: PageProps) {
  const { t } = useTranslation(['reports', 'titles']);
  const { config } = useSite();
  const my = useMy();
  const [params] = useSearchParams();
  const userId = params.get('user') ?? undefined;
  const profile = useProfile(userId);
  const [sent, setSent] = useState(false);

  let content;
  if (!config.report) content = <EmptyState text={t('off')} />;
  else if (!userId) content = <EmptyState text={t('chooseMember')} />;
  else if (userId === my?.id) content = <EmptyState text={t('self')} />;
  else if (profile.isPending) content = <Spinner label={t('common:loading')} />;
  else if (profile.isError)
    content = (
      <LoadFailed error={profile.error} fallback={t('failed')} onRetry={() => void profile.refetch()} />
    );
  else if (sent)
    content = (
      <div className="report-sent" data-testid="report-sent">
        <h2>{t('sentTitle')}</h2>
        <p>{t('sent')}</p>
        <Link to={paths.userPosts(profile.data.id)} className="button button--secondary">
          {t('backToProfile')}
        </Link>
      </div>
    );
  else
    content = (
      <>
        <p className="report-member" data-testid="report-member">
          <Avatar src={profile.data.avatar || null} name={profile.data.username} size={40} />
          <bdi>{t('title.member', { name: profile.data.username })}</bdi>
        </p>
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          <ReportForm target={{ kind: 'member', id: profile.data.id }} onDone={() => setSent(true)} />
        </Suspense>
      </>
    );
  return <PageFrame title={t(`titles:${name}`)}>{content}</PageFrame>;
}
