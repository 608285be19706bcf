import { useTranslation } from 'react-i18next';
import { bugFrequencies, countWords, limits } from '@fanzone/contract';
import { LabelledField } from '../../../ui/LabelledField.tsx';
import { FieldError } from '../FieldError.tsx';
import type { BugFrequency, BugReportDraft } from '../form.ts';
import type { FormErrors } from '../validate.ts';

/**
 * A bug report's own fields (spec §3 feedback): device, system version, frequency, path and
 * procedure, the problem description (10-150 words, counted live as the server counts), contact.
 */
export function BugReportFields({
  value,
  onChange,
  errors,
}: {
  value: BugReportDraft;
  onChange: (value: BugReportDraft) => void;
  errors: FormErrors;
}) {
  const { t } = useTranslation('publish');
  const set = (change: Partial<BugReportDraft>) => onChange({ ...value, ...change });
  const words = countWords(value.description);
  const { min, max } = limits.bugReport.descriptionWords;
  const inRange = words >= min && words <= max;

  return (
    <>
      <LabelledField
        label={t('bug.device')}
        invalid={Boolean(errors.device)}
        problem={<FieldError error={errors.device} />}
      >
        {(control) => (
          <input
            id={control.id}
            className="publish-field__input"
            value={value.device}
            maxLength={limits.bugReport.fieldMaxLength}
            dir="auto"
            aria-invalid={control.invalid}
            onChange={(event) => set({ device: event.target.value })}
            data-testid="bug-device"
            data-field="device"
          />
        )}
      </LabelledField>
      <LabelledField label={t('bug.systemVersion')}>
        {(control) => (
          <input
            id={control.id}
            className="publish-field__input"
            value={value.systemVersion}
            maxLength={limits.bugReport.fieldMaxLength}
            dir="auto"
            onChange={(event) => set({ systemVersion: event.target.value })}
            data-testid="bug-version"
          />
        )}
      </LabelledField>
      <LabelledField label={t('bug.frequency')}>
        {(control) => (
          <select
            id={control.id}
            className="publish-field__input"
            value={value.frequency ?? ''}
            onChange={(event) => set({ frequency: (event.target.value || null) as BugFrequency | null })}
            data-testid="bug-frequency"
          >
            <option value="">{t('bug.chooseFrequency')}</option>
            {bugFrequencies.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`bug.frequencies.${frequency}`)}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField label={t('bug.path')}>
        {(control) => (
          <textarea
            id={control.id}
            className="publish-field__input publish-field__textarea"
            rows={3}
            value={value.path}
            maxLength={limits.bugReport.pathMaxLength}
            dir="auto"
            placeholder={t('bug.pathPlaceholder')}
            onChange={(event) => set({ path: event.target.value })}
            data-testid="bug-path"
          />
        )}
      </LabelledField>
      <LabelledField
        label={t('bug.description')}
        invalid={Boolean(errors.description)}
        counter={
          // The live count says when the description is within 10-150 words, as the server counts.
          <span data-in-range={inRange} aria-live="polite" data-testid="bug-word-count">
            {t('bug.wordCount', { words, min, max })}
          </span>
        }
        problem={<FieldError error={errors.description} />}
      >
        {(control) => (
          <textarea
            id={control.id}
            className="publish-field__input publish-field__textarea"
            rows={6}
            value={value.description}
            dir="auto"
            aria-describedby={control.describedBy}
            aria-invalid={control.invalid}
            onChange={(event) => set({ description: event.target.value })}
            data-testid="bug-description"
            data-field="description"
          />
        )}
      </LabelledField>
      <LabelledField
        label={t('bug.contact')}
        invalid={Boolean(errors.contact)}
        problem={<FieldError error={errors.contact} />}
      >
        {(control) => (
          <input
            id={control.id}
            className="publish-field__input"
            value={value.contact}
            maxLength={limits.bugReport.contactMaxLength}
            dir="ltr"
            inputMode="email"
            autoComplete="email"
            placeholder={t('bug.contactPlaceholder')}
            aria-invalid={control.invalid}
            onChange={(event) => set({ contact: event.target.value })}
            data-testid="bug-contact"
            data-field="contact"
          />
        )}
      </LabelledField>
    </>
  );
}
