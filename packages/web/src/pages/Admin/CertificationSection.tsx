import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificationApplication, CertificationDecision, CertificationStatus } from '@fanzone/contract';
import { certificationDecisionSchema, certificationStatuses, limits } from '@fanzone/contract';
import { dateTimeFormat } from '../../platform/intl.ts';
import { useApplicationsForOperators, useDecideApplication } from '../../features/certification/queries.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { CardButton, ConsoleCard } from './kit/ConsoleCard.tsx';
import { ConsoleField } from './kit/ConsoleField.tsx';
import { ConsoleForm } from './kit/ConsoleForm.tsx';
import { ConsoleList } from './kit/ConsoleList.tsx';
import { useConsoleAction } from './kit/useConsoleAction.ts';
import type { SaveCall } from './kit/useConsoleForm.ts';
import { useConsoleForm } from './kit/useConsoleForm.ts';
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
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const rows: [string, string, boolean][] = [
    [t('certification.realName'), item.realName, false],
    [t('certification.phoneModel'), item.phoneModel, false],
    [t('certification.channelUrl'), item.channelUrl, true],
  ];
  return (
    <ConsoleCard
      testId={`application-${item.id}`}
      title={<bdi>{item.applicant.username}</bdi>}
      chips={[
        <span className={`status-label status-label--${item.status}`}>
          {t(`certification.statuses.${item.status}`)}
        </span>,
        <span className="admin-card__count">{when.format(new Date(item.createdAt * 1000))}</span>,
      ]}
      more={
        <>
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
        </>
      }
      below={item.status === 'pending' ? <RejectForm decision={decision} /> : null}
    >
      {item.status === 'pending' ? (
        <CardButton
          primary
          label={t('admin.certification.approve')}
          busy={decision.isPending}
          onClick={() => decide({ decision: 'approve' }, t('admin.certification.approved'))}
          testId="application-approve"
        />
      ) : null}
    </ConsoleCard>
  );
}

/** Rejecting says why: the member is told the reason, so the form waits for one. */
function RejectForm({ decision }: { decision: SaveCall<CertificationDecision> }) {
  const { t } = useTranslation('promotions');
  const form = useConsoleForm({
    initial: { reason: '' },
    schema: certificationDecisionSchema,
    toBody: (draft): CertificationDecision => ({ decision: 'reject', reason: draft.reason.trim() }),
    requiredWords: { reason: t('admin.certification.reasonNeeded') },
    save: decision,
    saved: t('admin.certification.rejected'),
  });
  return (
    <ConsoleForm form={form} name="application-reject" saveLabel={t('admin.certification.reject')}>
      <ConsoleField
        label={t('admin.certification.reason')}
        rows={2}
        dir="auto"
        maxLength={limits.certification.reasonMaxLength}
        {...form.text('reason')}
        testId="application-reason"
      />
    </ConsoleForm>
  );
}
