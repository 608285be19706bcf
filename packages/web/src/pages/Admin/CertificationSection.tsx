import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificationApplication, CertificationStatus } from '@fanzone/contract';
import { certificationStatuses, limits } from '@fanzone/contract';
import { dateTimeFormat } from '../../platform/intl.ts';
import { useApplicationsForOperators, useDecideApplication } from '../../features/certification/queries.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { ConsoleList } from './kit/ConsoleList.tsx';
import { useConsoleAction } from './kit/useConsoleAction.ts';
import '../../styles/promotions.css';

type Application = CertificationApplication & { applicant: { username: string } };

/** Friends Club applications (operators): waiting ones first, each approved or rejected with a reason in place. */
export function CertificationSection() {
  const { t } = useTranslation('promotions');
  const [status, setStatus] = useState<CertificationStatus>('pending');
  return (
    <Tabs
      label={t('admin.certification.tabsLabel')}
      tabs={certificationStatuses.map((id) => ({ id, label: t(`certification.statuses.${id}`) }))}
      value={status}
      onChange={setStatus}
      testId="certification-tabs"
    >
      <ApplicationList key={status} status={status} />
    </Tabs>
  );
}

function ApplicationList({ status }: { status: CertificationStatus }) {
  const { t } = useTranslation('promotions');
  return (
    <ConsoleList
      query={useApplicationsForOperators(status)}
      emptyText={t(`admin.certification.empty.${status}`)}
      listTestId="certification-applications"
    >
      {(item) => <ApplicationCard key={item.id} item={item} />}
    </ConsoleList>
  );
}

function ApplicationCard({ item }: { item: Application }) {
  const { t, i18n } = useTranslation('promotions');
  const decision = useDecideApplication(item.id);
  const decide = useConsoleAction(decision);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const rows: [string, string, boolean][] = [
    [t('certification.realName'), item.realName, false],
    [t('certification.phoneModel'), item.phoneModel, false],
    [t('certification.channelUrl'), item.channelUrl, true],
  ];
  return (
    <li className="admin-card" data-testid={`application-${item.id}`}>
      <div className="admin-card__head">
        <bdi>{item.applicant.username}</bdi>
        <span className={`status-label status-label--${item.status}`}>
          {t(`certification.statuses.${item.status}`)}
        </span>
        <span className="admin-card__count">{when.format(new Date(item.createdAt * 1000))}</span>
      </div>
      <dl className="details">
        {rows.map(([label, value, isLink]) => (
          <div key={label} className="details__row">
            <dt>{label}</dt>
            <dd dir="auto">
              {isLink ? (
                <a href={value} target="_blank" rel="noopener noreferrer nofollow">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="feedback-item__text" dir="auto">
        {item.motivation}
      </p>
      {item.reason ? <p dir="auto">{t('certification.reason', { reason: item.reason })}</p> : null}
      {item.status === 'pending' ? (
        <form
          className="moderation-form"
          onSubmit={(event) => {
            event.preventDefault();
            // The reason is told to the member: Reject waits for one.
            if (reason.trim())
              decide({ decision: 'reject', reason: reason.trim() }, t('admin.certification.rejected'));
          }}
          noValidate
        >
          <button
            type="button"
            className="button button--primary button--small"
            disabled={decision.isPending}
            onClick={() => decide({ decision: 'approve' }, t('admin.certification.approved'))}
            data-testid="application-approve"
          >
            {t('admin.certification.approve')}
          </button>
          <label htmlFor={reasonId}>{t('admin.certification.reason')}</label>
          <textarea
            id={reasonId}
            rows={2}
            dir="auto"
            maxLength={limits.certification.reasonMaxLength}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            data-testid="application-reason"
          />
          <button
            type="submit"
            className="button button--small"
            disabled={decision.isPending || !reason.trim()}
            data-testid="application-reject"
          >
            {t('admin.certification.reject')}
          </button>
        </form>
      ) : null}
    </li>
  );
}
