import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportReason, ReportTargetKind } from '@fanzone/contract';
import { limits, reportReasons } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import { ImagesField, attachmentMessage } from '../uploads/ImagePicker.tsx';
import { useImageAttachments } from '../uploads/useImageAttachments.ts';
import { useFileReport } from './queries.ts';
import '../../styles/reports.css';

const { maxReasons, maxImages, detailsMaxLength, reviewWorkingDays } = limits.report;

/**
 * Reporting a post, a comment or a member (spec §3 Report): up to two reasons, what happened in a
 * few words, supporting images, and when to expect a review. Refusals (already reported, your
 * own) show under the form, nothing typed is lost.
 */
export function ReportForm({
  target,
  onDone,
}: {
  target: { kind: ReportTargetKind; id: string };
  onDone: () => void;
}) {
  const { t } = useTranslation('reports');
  const { t: translate } = useTranslation();
  const file = useFileReport();
  const attachments = useImageAttachments(maxImages);
  const [reasons, setReasons] = useState<ReportReason[]>([]);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const legendId = useId();
  const detailsId = useId();

  const toggle = (reason: ReportReason, on: boolean) => {
    setProblem(null);
    setReasons((current) => (on ? [...current, reason] : current.filter((item) => item !== reason)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (attachments.uploading || file.isPending) return;
    if (!reasons.length) return setProblem(t('chooseReason'));
    file.mutate(
      {
        targetKind: target.kind,
        targetId: target.id,
        reasons,
        details: details.trim(),
        images: attachments.images,
      },
      {
        onSuccess: onDone,
        onError: (error) => setProblem(errorMessageFor(error, translate) ?? t('failed')),
      },
    );
  };
  const full = reasons.length >= maxReasons;
  const shownProblem =
    problem ?? (attachments.problem ? attachmentMessage(attachments.problem, translate) : null);

  return (
    <form className="report-form" onSubmit={submit} noValidate data-testid="report-form">
      <fieldset className="report-form__reasons" aria-describedby={legendId}>
        <legend>{t('reasonsLabel')}</legend>
        <p id={legendId} className="report-form__hint">
          {t('reasonsHint', { count: maxReasons })}
        </p>
        {reportReasons.map((reason) => {
          const checked = reasons.includes(reason);
          return (
            <label key={reason} className="report-form__reason">
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => toggle(reason, event.target.checked)}
                data-testid={`report-reason-${reason}`}
              />
              {t(`reasons.${reason}`)}
            </label>
          );
        })}
      </fieldset>
      <label htmlFor={detailsId}>{t('detailsLabel')}</label>
      <textarea
        id={detailsId}
        rows={3}
        dir="auto"
        maxLength={detailsMaxLength}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        data-testid="report-details"
      />
      <ImagesField
        attachments={attachments}
        max={maxImages}
        testIdPrefix="report"
        onPicked={() => setProblem(null)}
      />
      <p className="report-form__review" data-testid="report-review">
        {t('review', reviewWorkingDays)}
      </p>
      {shownProblem ? (
        <p className="field-problem" role="alert" data-testid="report-problem">
          {shownProblem}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={file.isPending || attachments.uploading}
        data-testid="report-submit"
      >
        {t('submit')}
      </button>
    </form>
  );
}
