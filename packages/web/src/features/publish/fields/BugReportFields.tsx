import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { bugFrequencies, countWords, limits } from '@fanzone/contract';
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
  const ids = {
    device: useId(),
    version: useId(),
    frequency: useId(),
    path: useId(),
    description: useId(),
    count: useId(),
    contact: useId(),
  };
  const set = (change: Partial<BugReportDraft>) => onChange({ ...value, ...change });
  const words = countWords(value.description);
  const { min, max } = limits.bugReport.descriptionWords;
  const inRange = words >= min && words <= max;

  return (
    <>
      <div className="publish-field">
        <label className="publish-field__label" htmlFor={ids.device}>
          {t('bug.device')}
        </label>
        <input
          id={ids.device}
          className="publish-field__input"
          value={value.device}
          maxLength={limits.bugReport.fieldMaxLength}
          dir="auto"
          aria-invalid={errors.device ? true : undefined}
          onChange={(event) => set({ device: event.target.value })}
          data-testid="bug-device"
          data-field="device"
        />
        <FieldError error={errors.device} />
      </div>
      <div className="publish-field">
        <label className="publish-field__label" htmlFor={ids.version}>
          {t('bug.systemVersion')}
        </label>
        <input
          id={ids.version}
          className="publish-field__input"
          value={value.systemVersion}
          maxLength={limits.bugReport.fieldMaxLength}
          dir="auto"
          onChange={(event) => set({ systemVersion: event.target.value })}
          data-testid="bug-version"
        />
      </div>
      <div className="publish-field">
        <label className="publish-field__label" htmlFor={ids.frequency}>
          {t('bug.frequency')}
        </label>
        <select
          id={ids.frequency}
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
      </div>
      <div className="publish-field">
        <label className="publish-field__label" htmlFor={ids.path}>
          {t('bug.path')}
        </label>
        <textarea
          id={ids.path}
          className="publish-field__input publish-field__textarea"
          rows={3}
          value={value.path}
          maxLength={limits.bugReport.pathMaxLength}
          dir="auto"
          placeholder={t('bug.pathPlaceholder')}
          onChange={(event) => set({ path: event.target.value })}
          data-testid="bug-path"
        />
      </div>
      <div className="publish-field">
        <label className="publish-field__label" htmlFor={ids.description}>
          {t('bug.description')}
        </label>
        <textarea
          id={ids.description}
          className="publish-field__input publish-field__textarea"
          rows={6}
          value={value.description}
          dir="auto"
          aria-describedby={ids.count}
          aria-invalid={errors.description ? true : undefined}
          onChange={(event) => set({ description: event.target.value })}
          data-testid="bug-description"
          data-field="description"
        />
        <p
          id={ids.count}
          className="publish-field__hint"
          data-in-range={inRange}
          aria-live="polite"
          data-testid="bug-word-count"
        >
          {t('bug.wordCount', { words, min, max })}
        </p>
        <FieldError error={errors.description} />
      </div>
      <div className="publish-field">
        <label className="publish-field__label" htmlFor={ids.contact}>
          {t('bug.contact')}
        </label>
        <input
          id={ids.contact}
          className="publish-field__input"
          value={value.contact}
          maxLength={limits.bugReport.contactMaxLength}
          dir="ltr"
          inputMode="email"
          autoComplete="email"
          placeholder={t('bug.contactPlaceholder')}
          aria-invalid={errors.contact ? true : undefined}
          onChange={(event) => set({ contact: event.target.value })}
          data-testid="bug-contact"
          data-field="contact"
        />
        <FieldError error={errors.contact} />
      </div>
    </>
  );
}
