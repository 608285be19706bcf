import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleFormState } from './useConsoleForm.ts';

/**
 * A console form's frame: checked by the app before sending (`noValidate`: the problems are the
 * console's words, said on each field), with its one Save button; `name` names both for tests
 * (`<name>-form`, `<name>-save`).
 */
export function ConsoleForm({
  form,
  name,
  className,
  saveLabel,
  saveBlocked = false,
  children,
}: {
  form: Pick<ConsoleFormState<unknown>, 'busy' | 'submit'>;
  name: string;
  className?: string;
  saveLabel?: string;
  /** Something the form waits for (an upload) before it can be saved. */
  saveBlocked?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <form
      className={className ? `moderation-form ${className}` : 'moderation-form'}
      noValidate
      onSubmit={form.submit}
      data-testid={`${name}-form`}
    >
      {children}
      <button
        type="submit"
        className="button button--primary"
        disabled={form.busy || saveBlocked}
        data-testid={`${name}-save`}
      >
        {saveLabel ?? t('settings.save')}
      </button>
    </form>
  );
}
