import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, Feedback } from '@fanzone/contract';
import { feedbackProblems, limits } from '@fanzone/contract';
import { ApiError } from '../../platform/api.ts';
import { errorMessageFor } from '../../platform/errors.ts';
import { BugReportFields } from '../publish/fields/BugReportFields.tsx';
import type { BugReportDraft } from '../publish/form.ts';
import type { FormErrors } from '../publish/validate.ts';
import { ImagesField, attachmentMessage } from '../uploads/ImagePicker.tsx';
import { useImageAttachments } from '../uploads/useImageAttachments.ts';
import { useSubmitFeedback } from './queries.ts';

const emptyDraft: BugReportDraft = {
  device: '',
  systemVersion: '',
  frequency: null,
  path: '',
  description: '',
  contact: '',
};
const fieldCodes = new Set(['DEVICE_REQUIRED', 'DESCRIPTION_WORDS', 'CONTACT_INVALID']);

/**
 * Feedback to the team (spec §3 Feedback): the bug report's fields (device, system version, how
 * often, the way there, the description in 10–150 words, a contact) and pictures. Each field's
 * problem shows under it, as the server would say it; nothing typed is lost on a refusal.
 */
export function FeedbackForm({ onSent }: { onSent: (feedback: Feedback) => void }) {
  const { t } = useTranslation('feedback');
  const { t: translate } = useTranslation();
  const submit = useSubmitFeedback();
  const attachments = useImageAttachments(limits.feedback.maxImages);
  const [draft, setDraft] = useState<BugReportDraft>(emptyDraft);
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending || attachments.uploading) return;
    const found = feedbackProblems(draft);
    setErrors(Object.fromEntries(found.map(({ field, code, values }) => [field, { code, values }])));
    setProblem(null);
    if (found.length) return;
    submit.mutate(
      { ...draft, images: attachments.images },
      {
        onSuccess: (feedback) => {
          setDraft(emptyDraft);
          attachments.clear();
          onSent(feedback);
        },
        onError: (error) => {
          if (error instanceof ApiError && fieldCodes.has(error.code)) {
            const field =
              error.code === 'DEVICE_REQUIRED'
                ? 'device'
                : error.code === 'CONTACT_INVALID'
                  ? 'contact'
                  : 'description';
            setErrors({ [field]: { code: error.code as ErrorCode, message: error.message } });
          } else setProblem(errorMessageFor(error, translate) ?? t('failed'));
        },
      },
    );
  };
  const shownProblem =
    problem ?? (attachments.problem ? attachmentMessage(attachments.problem, translate) : null);

  return (
    <form className="feedback-form" onSubmit={send} noValidate data-testid="feedback-form">
      <BugReportFields value={draft} onChange={setDraft} errors={errors} />
      <ImagesField
        attachments={attachments}
        max={limits.feedback.maxImages}
        testIdPrefix="feedback"
        onPicked={() => setProblem(null)}
      />
      {shownProblem ? (
        <p className="field-problem" role="alert" data-testid="feedback-problem">
          {shownProblem}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={submit.isPending || attachments.uploading}
        data-testid="feedback-submit"
      >
        {t('submit')}
      </button>
    </form>
  );
}
