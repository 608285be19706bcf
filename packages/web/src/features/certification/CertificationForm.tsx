import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificationInput } from '@fanzone/contract';
import { limits } from '@fanzone/contract';
import { errorMessageFor } from '../../platform/errors.ts';
import { toast } from '../../ui/toast.ts';
import type { ApplicationField, ApplicationProblem } from './applicationProblems.ts';
import { applicationProblems } from './applicationProblems.ts';
import { useApplyForCertification } from './queries.ts';

const empty: CertificationInput = { realName: '', phoneModel: '', channelUrl: '', motivation: '' };
const { realNameMaxLength, phoneModelMaxLength, channelUrlMaxLength, motivationLength } =
  limits.certification;

/**
 * The Friends Club application: who the member is, the phone they own, where they publish and why
 * they want to join. Problems show under their field before sending; the server checks again.
 */
export function CertificationForm() {
  const { t } = useTranslation('promotions');
  const { t: translate } = useTranslation();
  const apply = useApplyForCertification();
  const [draft, setDraft] = useState<CertificationInput>(empty);
  const [problems, setProblems] = useState<Partial<Record<ApplicationField, ApplicationProblem>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: ApplicationField) => (value: string) => setDraft({ ...draft, [field]: value });

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    const found = applicationProblems(draft);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    apply.mutate(
      { ...draft, channelUrl: draft.channelUrl.trim() },
      {
        onSuccess: () => toast.success(t('certification.sent')),
        onError: (error) => setFailure(errorMessageFor(error, translate) ?? t('certification.failed')),
      },
    );
  };
  const problemText = (problem: ApplicationProblem | undefined) =>
    problem
      ? t(`certification.problems.${problem.kind}`, problem.kind === 'length' ? problem : {})
      : undefined;

  return (
    <form className="certification-form" onSubmit={send} noValidate data-testid="certification-form">
      <h2>{t('certification.formTitle')}</h2>
      <Field
        label={t('certification.realName')}
        value={draft.realName}
        onValue={set('realName')}
        maxLength={realNameMaxLength}
        problem={problemText(problems.realName)}
        testId="certification-real-name"
        autoComplete="name"
      />
      <Field
        label={t('certification.phoneModel')}
        value={draft.phoneModel}
        onValue={set('phoneModel')}
        maxLength={phoneModelMaxLength}
        problem={problemText(problems.phoneModel)}
        testId="certification-phone-model"
      />
      <Field
        label={t('certification.channelUrl')}
        hint={t('certification.channelUrlHint')}
        value={draft.channelUrl}
        onValue={set('channelUrl')}
        maxLength={channelUrlMaxLength}
        problem={problemText(problems.channelUrl)}
        testId="certification-channel-url"
        type="url"
        inputMode="url"
      />
      <Field
        label={t('certification.motivation')}
        hint={t('certification.motivationHint', motivationLength)}
        value={draft.motivation}
        onValue={set('motivation')}
        maxLength={motivationLength.max}
        problem={problemText(problems.motivation)}
        testId="certification-motivation"
        multiline
      />
      {failure ? (
        <p role="alert" className="certification-form__problem" data-testid="certification-failure">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={apply.isPending}
        data-testid="certification-submit"
      >
        {t('certification.apply')}
      </button>
    </form>
  );
}

function Field({
  label,
  hint,
  value,
  onValue,
  maxLength,
  problem,
  testId,
  multiline,
  type = 'text',
  inputMode,
  autoComplete,
}: {
  label: string;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
  maxLength: number;
  problem?: string;
  testId: string;
  multiline?: boolean;
  type?: string;
  inputMode?: 'url';
  autoComplete?: string;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  const shared = {
    id,
    value,
    maxLength,
    dir: 'auto',
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described || undefined,
    'data-testid': testId,
  } as const;
  return (
    <div className="certification-form__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...shared} rows={5} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="certification-form__hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="certification-form__problem" data-testid={`${testId}-problem`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
