import { useId } from 'react';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageFor } from '../../../platform/errors.ts';
import { toast } from '../../../ui/toast.ts';

/**
 * One field of a console form: its label, the input, an optional hint and the problem the form
 * found, tied together for assistive technology (`aria-describedby`, `aria-invalid`). Forms check
 * before sending (`noValidate`), so the problem is the app's own words in the reader's language.
 * With `rows` it is a text of several lines (a reason told to a member).
 */
export function ConsoleField({
  label,
  hint,
  problem,
  testId,
  onValue,
  rows,
  ...input
}: {
  label: string;
  hint?: string;
  problem?: string;
  testId: string;
  onValue: (value: string) => void;
  rows?: number;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'>) {
  const id = useId();
  const described = {
    id,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': hint ? `${id}-hint` : undefined,
    'data-testid': testId,
  };
  return (
    <div className="admin-setting">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea
          {...(input as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...described}
          rows={rows}
          onChange={(event) => onValue(event.target.value)}
        />
      ) : (
        <input {...input} {...described} onChange={(event) => onValue(event.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="admin-card__meta">
          {hint}
        </p>
      ) : null}
      <FieldProblem problem={problem} testId={testId} />
    </div>
  );
}

/** A site path or an https address: where an icon may come from (the contract's rule, said early). */
export { isSiteOrHttpsAddress as isIconAddress } from '@fanzone/contract';

/** A failed console call said in a toast: the catalogue's words for its code, else the console's own. */
export function useFailureToast() {
  const { t } = useTranslation('admin');
  const { t: translate } = useTranslation();
  return (error: unknown) => toast.error(errorMessageFor(error, translate) ?? t('failed'));
}

/** An on/off choice of a console form: the box and what it means, one label to tap. */
export function ConsoleSwitch({
  label,
  checked,
  onChecked,
  testId,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <label className="admin-setting__switch">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChecked(event.target.checked)}
        data-testid={testId}
      />
      {label}
    </label>
  );
}

/** What the form found wrong with a field, said where the field is. */
function FieldProblem({ problem, testId }: { problem: string | undefined; testId: string }) {
  return problem ? (
    <p role="alert" data-testid={`${testId}-problem`}>
      {problem}
    </p>
  ) : null;
}

/** A choice among a few values of a console form, each said in the reader's language. */
export function ConsoleSelect<Value extends string>({
  label,
  value,
  options,
  onValue,
  testId,
  problem,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onValue: (value: Value) => void;
  testId: string;
  problem?: string;
}) {
  const id = useId();
  return (
    <div className="admin-setting">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value as Value)}
        aria-invalid={problem ? true : undefined}
        data-testid={testId}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldProblem problem={problem} testId={testId} />
    </div>
  );
}
