import { useTranslation } from 'react-i18next';
import type { FieldError as Problem } from './validate.ts';

/**
 * A field's problem in the server's own words: the contract error code's translation, or the
 * message the server sent with its refusal.
 */
export function FieldError({ error, id }: { error: Problem | undefined | null; id?: string }) {
  const { t } = useTranslation('errors');
  if (!error) return null;
  return (
    <p className="publish-field__error" role="alert" id={id} data-testid="field-error" data-code={error.code}>
      {error.message ?? t(error.code, { ...error.values, fields: '' })}
    </p>
  );
}
