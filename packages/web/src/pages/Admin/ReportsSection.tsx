import { useState } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { ConsoleList } from './kit/ConsoleList.tsx';
import type { ReportDecision, ReportGroup } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { BanForm } from '../../features/moderation/BanForm.tsx';
import { useDecideReports, useReportQueue } from '../../features/moderation/consoleQueries.ts';
import { ReasonForm } from '../../features/moderation/ReasonField.tsx';
import { useNow } from '../../features/posts/useNow.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { formatTimestamp } from '../../ui/time.ts';
import { toast } from '../../ui/toast.ts';
import { useFailureToast } from './kit/ConsoleField.tsx';

/**
 * The reports queue (spec §4): each reported post, comment or member once, oldest first, with how
 * many members reported it, why, and their latest reports; each decision closes them all.
 */
export function ReportsSection() {
  const { t } = useTranslation('admin');
  return (
    <ConsoleList
      query={useReportQueue()}
      emptyText={t('reports.empty')}
      emptyTestId="reports-empty"
      listTestId="report-groups"
    >
      {(group) => <ReportGroupCard key={group.id} group={group} />}
    </ConsoleList>
  );
}

function targetLink(group: ReportGroup): string {
  const { target } = group;
  if (target.kind === 'member') return paths.userPosts(target.id);
  return paths.postDetails(target.postId!, target.kind === 'comment' ? target.id : undefined);
}

type Step = 'shield' | 'remove' | 'ban';

function ReportGroupCard({ group }: { group: ReportGroup }) {
  const { t, i18n } = useTranslation(['admin', 'reports']);
  const failed = useFailureToast();
  const decide = useDecideReports(group.id);
  const [step, setStep] = useState<Step | null>(null);
  const now = useNow();
  const run = (decision: ReportDecision) =>
    decide.mutate(decision, {
      onSuccess: () => {
        toast.success(t(`reports.done.${decision.decision}`));
        setStep(null);
      },
      onError: failed,
    });
  const { target } = group;
  const state = group.hiddenByReports
    ? 'hiddenByReports'
    : target.status === 'shielded'
      ? 'shielded'
      : target.status === 'deleted' || target.status === 'removed'
        ? 'deleted'
        : null;
  const steps: Step[] = target.kind === 'member' ? ['ban'] : ['shield', 'remove', 'ban'];

  return (
    <li className="admin-card" data-testid={`report-group-${group.id}`}>
      <div className="admin-card__head">
        <span className="admin-chip">{t(`reports.kinds.${target.kind}`)}</span>
        {state ? (
          <span className="admin-chip admin-chip--warning" data-testid="report-group-state">
            {t(`reports.states.${state}`)}
          </span>
        ) : null}
        <span className="admin-card__count" data-testid="report-group-count">
          {t('reports.reporters', { count: group.reporterCount })}
        </span>
      </div>
      <Link to={targetLink(group)} className="admin-card__title" dir="auto" data-testid="report-group-target">
        {target.label}
      </Link>
      <p className="admin-card__meta">
        <Avatar src={target.author.avatar || null} name={target.author.username} size={24} />
        <bdi>{target.author.username}</bdi>
        {target.boardName ? <bdi>{target.boardName}</bdi> : null}
        <span>{formatTimestamp(group.firstReportedAt, now, i18n.language, t)}</span>
      </p>
      <ul className="admin-reasons" aria-label={t('reports.reasonsLabel')}>
        {group.reasons.map((entry) => (
          <li key={entry.reason} className="admin-chip">
            {t('reports.reasonCount', { reason: t(`reports:reasons.${entry.reason}`), count: entry.count })}
          </li>
        ))}
      </ul>
      <ul className="admin-reports">
        {group.reports.map((report) => (
          <li key={report.id} className="admin-report">
            <span className="admin-report__who">
              <bdi>{report.reporter.username}</bdi> ·{' '}
              {report.reasons.map((reason) => t(`reports:reasons.${reason}`)).join(', ')}
            </span>
            {report.details ? (
              <q className="admin-report__details" dir="auto">
                {report.details}
              </q>
            ) : null}
            {report.images.length ? (
              <span className="admin-report__images">
                {report.images.map((image) => (
                  <a key={image.url} href={image.url} target="_blank" rel="noopener noreferrer">
                    <img src={image.url} alt={t('reports.picture')} width={48} height={48} loading="lazy" />
                  </a>
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="admin-card__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={decide.isPending}
          onClick={() => run({ decision: 'dismiss' })}
          data-testid="report-dismiss"
        >
          {t('reports.decisions.dismiss')}
        </button>
        {steps.map((entry) => (
          <button
            key={entry}
            type="button"
            className="button button--secondary button--small"
            data-danger
            disabled={decide.isPending}
            onClick={() => setStep(entry)}
            data-testid={`report-${entry}`}
          >
            {t(`reports.decisions.${entry}`)}
          </button>
        ))}
      </div>
      <Dialog
        open={step !== null}
        onOpenChange={(open) => (open ? undefined : setStep(null))}
        title={step ? t(`reports.decisions.${step}`) : ''}
        variant="sheet"
        testId="report-decision-dialog"
      >
        {step === 'ban' ? (
          <BanForm busy={decide.isPending} onBan={(ban) => run({ decision: 'ban', ...ban })} />
        ) : step ? (
          <ReasonForm
            required
            busy={decide.isPending}
            onSubmit={(reason) => run({ decision: step, reason })}
          />
        ) : null}
      </Dialog>
    </li>
  );
}
