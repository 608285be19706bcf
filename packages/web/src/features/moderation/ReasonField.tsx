import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@fanzone/contract';

/**
 * Why a moderator acts, in a sentence the member will read (and the staff log keeps): the field,
 * its hint, and 'Please give a reason' when a required one is missing.
 */
export function ReasonField({
  value,
  onChange,
  required,
  missing,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  missing: boolean;
  testId: string;
}) {
  const { t } = useTranslation('moderation');
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{t(required ? 'reason.label' : 'reason.optional')}</label>
      <textarea
        id={id}
        rows={3}
        maxLength={limits.moderation.reasonMaxLength}
        value={value}
        aria-invalid={missing || undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      <p className="moderation-form__hint">{t('reason.hint')}</p>
      {missing ? (
        <p className="publish-field__error" role="alert" data-testid={`${testId}-error`}>
          {t('reason.required')}
        </p>
      ) : null}
    </>
  );
}

/** Why, then Confirm: required for shielding and removing (the author will read it). */
export function ReasonForm({
  required,
  busy,
  onSubmit,
}: {
  required: boolean;
  busy: boolean;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation('moderation');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (required && !reason.trim()) return setMissing(true);
    onSubmit(reason.trim());
  };
  return (
    <form className="moderation-form" onSubmit={submit} noValidate>
      <ReasonField
        value={reason}
        onChange={(next) => {
          setReason(next);
          setMissing(false);
        }}
        required={required}
        missing={missing}
        testId="moderation-reason"
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={busy}
        data-testid="moderation-submit"
      >
        {t('confirm')}
      </button>
    </form>
  );
}
