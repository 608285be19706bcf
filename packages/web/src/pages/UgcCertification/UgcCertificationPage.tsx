import { useTranslation } from 'react-i18next';
import type { CertificationApplication } from '@fanzone/contract';
import type { PageProps } from '../pageProps.ts';
import { useSite } from '../../platform/config.ts';
import { dateTimeFormat } from '../../platform/intl.ts';
import { openBrandApp } from '../../features/appDownload/openBrandApp.ts';
// In the page's own chunk, not a lazy one: the server draws the form, and the browser takes the
// drawn form over as it is (a lazy part would still be loading then, and be drawn a second time).
import { CertificationForm } from '../../features/certification/CertificationForm.tsx';
import { useMyCertification } from '../../features/certification/queries.ts';
import { useMy } from '../../features/identity/queries.ts';
import { useAuthActions } from '../../features/identity/useAuthActions.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../styles/promotions.css';

/**
 * `/ugc-certification`: the Friends Club certification (spec §2, §3). A member applies with the
 * required details; the application is Pending until an operator approves it (then Approved, and the
 * profile shows the badge) or rejects it with a reason (then they may apply again). Like check-in it
 * is an app feature unless operators open it on the web: elsewhere the page points to the app.
 */
export default function UgcCertificationPage({ name }: PageProps) {
  const { t } = useTranslation(['promotions', 'titles']);
  const my = useMy();
  const { login } = useAuthActions();
  return (
    <PageFrame title={t(`titles:${name}`)}>
      <p className="page__lead">{t('certification.lead')}</p>
      {my ? (
        <MyCertification />
      ) : (
        <EmptyState icon="lock" text={t('certification.visitor')}>
          <button type="button" className="button button--primary" onClick={login}>
            {t('common:logIn')}
          </button>
        </EmptyState>
      )}
    </PageFrame>
  );
}

function MyCertification() {
  const { t } = useTranslation('promotions');
  const mine = useMyCertification(true);
  if (mine.isPending) return <Spinner label={t('common:loading')} />;
  if (mine.isError)
    return (
      <LoadFailed
        error={mine.error}
        fallback={t('certification.failed')}
        onRetry={() => void mine.refetch()}
      />
    );
  const { available, application } = mine.data;
  const mayApply = !application || application.status === 'rejected';
  return (
    <div className="certification">
      {application ? <ApplicationStatus application={application} /> : null}
      {mayApply ? available ? <CertificationForm /> : <AppOnly /> : null}
    </div>
  );
}

function ApplicationStatus({ application }: { application: CertificationApplication }) {
  const { t, i18n } = useTranslation('promotions');
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="certification__card" data-testid="certification-status">
      <h2 className="visually-hidden">{t('certification.status')}</h2>
      <span
        className={`status-label status-label--${application.status}`}
        data-testid="certification-status-label"
        data-status={application.status}
      >
        {t(`certification.statuses.${application.status}`)}
      </span>
      <p>{t(`certification.${application.status}Text`)}</p>
      {application.reason ? (
        <p dir="auto" data-testid="certification-reason">
          {t('certification.reason', { reason: application.reason })}
        </p>
      ) : null}
      <p className="promotion__note">
        {t('certification.submitted', { date: when.format(new Date(application.createdAt * 1000)) })}
      </p>
    </section>
  );
}

function AppOnly() {
  const { t } = useTranslation('promotions');
  const { config, region, inApp } = useSite();
  const download = region.features.appDownload && !inApp ? config.appDownload : null;
  return (
    <EmptyState icon="medal" text={t('certification.appOnly')}>
      {download ? (
        <button type="button" className="button button--primary" onClick={() => openBrandApp(download)}>
          {t('common:openApp')}
        </button>
      ) : null}
    </EmptyState>
  );
}
