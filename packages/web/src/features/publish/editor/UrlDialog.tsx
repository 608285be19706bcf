import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog.tsx';

/** Asks for an address (a link, a YouTube video); `check` returns an error text or null. */
export function UrlDialog({
  title,
  label,
  initial = '',
  check,
  onSubmit,
  onClose,
  testId,
}: {
  title: string;
  label: string;
  initial?: string;
  check: (value: string) => string | null;
  onSubmit: (value: string) => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation('publish');
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title} testId={testId}>
      <form
        className="url-dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The editor's own form must not submit with it (the dialog is portalled, events bubble).
          event.stopPropagation();
          const problem = check(value);
          setError(problem);
          if (!problem) onSubmit(value);
        }}
      >
        <label className="publish-field">
          <span className="publish-field__label">{label}</span>
          <input
            className="publish-field__input"
            type="url"
            inputMode="url"
            dir="ltr"
            value={value}
            autoFocus
            aria-invalid={error ? true : undefined}
            onChange={(event) => setValue(event.target.value)}
            data-testid={`${testId}-input`}
          />
        </label>
        {error ? (
          <p className="publish-field__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="submit" className="button button--primary" data-testid={`${testId}-submit`}>
            {t('common:confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
